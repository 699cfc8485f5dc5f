import PushCommandLine
import PushCore
import PushDelivery
import PushKeyring

/// `pushtui secret set|delete|list`: certificate passphrases in the system keyring, for profiles
/// whose `auth` names `"passphraseKeyring": "NAME"`. The passphrase is read without echo (or from
/// a pipe) and never printed.
enum SecretCommand {
    static let command = Command(spec: CommandSpec(
        name: "secret",
        summary: "Store, delete or list certificate passphrases in the system keyring (passphraseKeyring in a profile).",
        positionals: [
            PositionalSpec(name: "action", help: "set, delete or list", completion: .choices(["set", "delete", "list"])),
            PositionalSpec(name: "name", help: "the keyring item's name (set, delete)", isOptional: true),
        ],
        discussion: """
        set reads the passphrase from the terminal without echo, or from standard input when it is not
        a terminal (one line), and stores it under NAME, replacing what was there. A certificate profile
        uses it with "passphraseKeyring": "NAME". On Linux the keyring is the Secret Service (GNOME
        Keyring, KeePassXC, ...) over the D-Bus session bus. Without a reachable keyring the command
        ends with exit code 4; passphraseEnv (an environment variable) or passphrase in the profile
        work without one.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let keyring = SystemKeyring.make()
        let action = arguments.positionals[0]
        let names = Array(arguments.positionals.dropFirst())
        switch action {
        case "list":
            guard names.isEmpty else { throw UsageError(description: "'secret list' takes no name, got '\(names[0])'") }
            let items = try keyringCall(keyring, doing: "cannot list the items") { () throws(KeyringError) in try keyring.items() }
            for item in items { try Console.out(item) }
        case "set", "delete":
            guard names.count == 1 else { throw UsageError(description: "'secret \(action)' needs one keyring item name") }
            let item = names[0]
            if let problem = CertificatePassphrase.keyringItemProblem(item) { throw UsageError(description: problem) }
            if action == "set" {
                let passphrase = try PassphraseInput.read(prompt: "passphrase for the keyring item '\(item)': ")
                try keyringCall(keyring, doing: "cannot store '\(item)'") { () throws(KeyringError) in try keyring.store(passphrase, item: item) }
                Console.error("stored '\(item)' in \(keyring.displayName)")
            } else {
                guard try keyringCall(keyring, doing: "cannot delete '\(item)'", { () throws(KeyringError) in try keyring.delete(item: item) }) else {
                    throw CommandFailure(exitCode: .failure, description: "\(keyring.displayName) holds no item '\(item)'")
                }
                Console.error("deleted '\(item)' from \(keyring.displayName)")
            }
        default:
            throw UsageError(description: "unknown action '\(action)'; the actions are set, delete and list")
        }
        return .success
    }

    /// Runs `call`, turning a keyring error into exit code 4 that says `what` failed and, without a
    /// keyring, names the alternatives.
    private static func keyringCall<Result>(_ keyring: any PassphraseKeyring, doing what: String,
                                            _ call: () throws(KeyringError) -> Result) throws(CommandFailure) -> Result {
        do {
            return try call()
        } catch {
            let hint = error.kind == .unreachable
                ? "; without a keyring, a certificate profile takes passphraseEnv (an environment variable) or passphrase (in the file)"
                : ""
            throw CommandFailure(exitCode: .credentials, description: "\(what): \(error.description)\(hint)")
        }
    }
}
