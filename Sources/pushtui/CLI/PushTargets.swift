import Foundation
import PushCore
import PushStorage

/// The devices one `send` goes to: `--token`, `--tokens-file` and `--all-tokens`, in that order,
/// each once, with its token-book label when it has one.
struct PushTargets {
    struct Target {
        let token: DeviceToken
        let label: String?
    }

    static let options: [OptionSpec] = [
        .value("token", "HEX", "a device token (spaces, <, > and dashes are ignored); FCM: a registration token", repeatable: true),
        .value("tokens-file", "FILE", "device tokens (FCM: registration tokens), one per line; # starts a comment"),
        .flag("all-tokens", "every live token in the profile's token book (dead ones are skipped)"),
    ]

    /// What `--all-tokens` says about a dead entry it leaves out.
    static func skippedLine(_ entry: TokenBookEntry) -> String {
        "skipped \(entry.label) (\(entry.token.shortened)): \(entry.deadSummary ?? "dead")"
    }

    let targets: [Target]
    /// Token-book entries `--all-tokens` left out because APNs said they are dead.
    let skippedDead: [TokenBookEntry]

    init(_ arguments: ParsedArguments, book: [TokenBookEntry]) throws {
        var seen = Set<DeviceToken>()
        var targets: [Target] = []
        func add(_ token: DeviceToken) {
            guard seen.insert(token).inserted else { return }
            targets.append(Target(token: token, label: book.first { $0.token == .device(token) }?.label))
        }
        for raw in arguments.allValues("token") {
            do {
                add(try DeviceToken(parsing: raw))
            } catch {
                throw CommandFailure(exitCode: .invalidInput, description: "--token '\(raw)': \(error.description)")
            }
        }
        if let file = arguments.value("tokens-file") {
            do {
                // A first pass keeps nothing, so a bad line of a huge file is refused fast and in flat memory.
                if file != InputFile.standardInput { _ = try TokensFile.check(file) }
                try TokensFile.forEachToken(file) { token, _ in add(token) }
            } catch {
                throw CommandFailure(exitCode: .invalidInput, description: error.description)
            }
        }
        var skipped: [TokenBookEntry] = []
        if arguments.has("all-tokens") {
            if book.isEmpty {
                throw UsageError(description: "--all-tokens needs a --profile whose token book has tokens")
            }
            for entry in book {
                // FCM entries have no place in an APNs send.
                guard let token = entry.token.deviceToken else { continue }
                if entry.isDead { skipped.append(entry) } else { add(token) }
            }
        }
        guard !targets.isEmpty else {
            if !skipped.isEmpty {
                throw CommandFailure(exitCode: .invalidInput, description: "every token in the book is dead (\(skipped.count) skipped); nothing to send")
            }
            throw UsageError(description: "no device: give --token HEX, --tokens-file FILE or --all-tokens")
        }
        self.targets = targets
        self.skippedDead = skipped
    }
}
