import PushCommandLine
import PushCore
import PushDelivery

/// The devices one `send` goes to, from its flags: `--token`, `--tokens-file` and `--all-tokens`,
/// in that order, each once (see ``SendRecipients``).
enum PushTargets {
    static let options: [OptionSpec] = [
        .value("token", "HEX", "a device token (spaces, <, > and dashes are ignored); FCM: a registration token", repeatable: true),
        .value("tokens-file", "FILE", "device tokens (FCM: registration tokens), one per line; # starts a comment"),
        .flag("all-tokens", "every live token in the profile's token book (dead ones are skipped)"),
    ]

    /// The devices the flags name, with `book` for `--all-tokens` and the labels; a token
    /// `environment` said it does not know is dead there.
    static func recipients(_ arguments: ParsedArguments, book: [TokenBookEntry], environment: APNsEnvironment?) throws -> SendRecipients {
        do {
            return try SendRecipients(tokens: arguments.allValues("token"), tokensFile: arguments.value("tokens-file"),
                                      allTokens: arguments.has("all-tokens"), book: book, environment: environment)
        } catch {
            throw error.commandError
        }
    }
}

extension RecipientError {
    /// The error as the command line reports it: a usage error (exit 2) or refused input (exit 5).
    var commandError: any Error {
        isUsage ? UsageError(description: description) : CommandFailure(exitCode: .invalidInput, description: description)
    }
}
