import Foundation
import PushCore
import PushStorage

/// The devices one `send` goes to: `--token`, `--tokens-file` and `--all-tokens`, in that order,
/// each once, with its token-book label when it has one.
///
/// A tokens file is never held in memory: a first pass checks every line and notes each token's
/// hash (8 bytes a token, dropped before anything is sent) to find the few that may repeat; each
/// ``stream()`` then reads the file again one token at a time, remembering only tokens whose hash
/// repeats, so a send of a million tokens starts at once and stays in the memory of its window.
/// Standard input (`-`) cannot be read twice and is held in memory.
struct PushTargets: Sendable {
    static let options: [OptionSpec] = [
        .value("token", "HEX", "a device token (spaces, <, > and dashes are ignored); FCM: a registration token", repeatable: true),
        .value("tokens-file", "FILE", "device tokens (FCM: registration tokens), one per line; # starts a comment"),
        .flag("all-tokens", "every live token in the profile's token book (dead ones are skipped)"),
    ]

    /// What `--all-tokens` says about a dead entry it leaves out.
    static func skippedLine(_ entry: TokenBookEntry) -> String {
        "skipped \(entry.label) (\(entry.token.shortened)): \(entry.deadSummary ?? "dead")"
    }

    /// How many devices, each counted once.
    let count: Int
    /// Token-book entries `--all-tokens` left out because APNs said they are dead.
    let skippedDead: [TokenBookEntry]
    /// Whether some token is not the usual 64 hex digits (the linter warns about each).
    let hasUnusualToken: Bool
    private let explicit: [DeviceToken]
    private let file: String?
    /// The tokens of standard input, which can be read only once.
    private let heldFileTokens: [DeviceToken]?
    private let fromBook: [DeviceToken]
    private let labels: [DeviceToken: String]
    /// Hash values shared by more than one token given: only those tokens are remembered while streaming.
    private let repeatedHashes: Set<Int>

    init(_ arguments: ParsedArguments, book: [TokenBookEntry]) throws {
        var explicit: [DeviceToken] = []
        for raw in arguments.allValues("token") {
            do {
                explicit.append(try DeviceToken(parsing: raw))
            } catch {
                throw CommandFailure(exitCode: .invalidInput, description: "--token '\(raw)': \(error.description)")
            }
        }
        var hashes = explicit.map(\.hashValue)
        var unusual = explicit.contains { $0.lengthWarning != nil }
        let file = arguments.value("tokens-file")
        var held: [DeviceToken]?
        if let file {
            do {
                if file == InputFile.standardInput {
                    var tokens: [DeviceToken] = []
                    try TokensFile.forEachToken(file) { token, _ in tokens.append(token) }
                    held = tokens
                    hashes += tokens.map(\.hashValue)
                    unusual = unusual || tokens.contains { $0.lengthWarning != nil }
                } else {
                    // The first pass keeps a hash per token, so a bad line of a huge file is refused fast.
                    try TokensFile.forEachToken(file) { token, _ in
                        hashes.append(token.hashValue)
                        if token.hex.utf8.count != DeviceToken.typicalHexLength { unusual = true }
                    }
                }
            } catch {
                throw CommandFailure(exitCode: .invalidInput, description: error.description)
            }
        }
        var skipped: [TokenBookEntry] = []
        var fromBook: [DeviceToken] = []
        if arguments.has("all-tokens") {
            if book.isEmpty {
                throw UsageError(description: "--all-tokens needs a --profile whose token book has tokens")
            }
            for entry in book {
                // FCM entries have no place in an APNs send.
                guard let token = entry.token.deviceToken else { continue }
                if entry.isDead { skipped.append(entry) } else { fromBook.append(token) }
            }
            hashes += fromBook.map(\.hashValue)
            unusual = unusual || fromBook.contains { $0.lengthWarning != nil }
        }
        var labels: [DeviceToken: String] = [:]
        for entry in book {
            if let token = entry.token.deviceToken, labels[token] == nil { labels[token] = entry.label }
        }
        hashes.sort()
        var repeated = Set<Int>()
        for position in hashes.indices.dropFirst() where hashes[position] == hashes[position - 1] {
            repeated.insert(hashes[position])
        }
        self.explicit = explicit
        self.file = file
        heldFileTokens = held
        self.fromBook = fromBook
        self.labels = labels
        repeatedHashes = repeated
        skippedDead = skipped
        hasUnusualToken = unusual
        // Without a repeated hash every token is distinct; with one, a pass with the stream's own
        // rule counts exactly.
        var count = hashes.count
        hashes = []
        if !repeated.isEmpty {
            count = 0
            let stream = try Self.openStream(explicit: explicit, file: file, held: held, fromBook: fromBook, repeated: repeated)
            while stream.next() != nil { count += 1 }
            if let failure = stream.failure { throw CommandFailure(exitCode: .invalidInput, description: failure) }
        }
        self.count = count
        guard count > 0 else {
            if !skipped.isEmpty {
                throw CommandFailure(exitCode: .invalidInput, description: "every token in the book is dead (\(skipped.count) skipped); nothing to send")
            }
            throw UsageError(description: "no device: give --token HEX, --tokens-file FILE or --all-tokens")
        }
    }

    /// The token book's label for `token`, if it has one.
    func label(of token: DeviceToken) -> String? {
        labels.isEmpty ? nil : labels[token]
    }

    /// The devices from the start, in order, each once; the tokens file is read as they are taken.
    func stream() throws -> TargetStream {
        try Self.openStream(explicit: explicit, file: file, held: heldFileTokens, fromBook: fromBook, repeated: repeatedHashes)
    }

    private static func openStream(explicit: [DeviceToken], file: String?, held: [DeviceToken]?, fromBook: [DeviceToken],
                                   repeated: Set<Int>) throws -> TargetStream {
        var reader: TokensFile.Reader?
        if let file, held == nil {
            do {
                reader = try TokensFile.Reader(path: file)
            } catch {
                throw CommandFailure(exitCode: .invalidInput, description: error.description)
            }
        }
        return TargetStream(explicit: explicit, file: reader, held: held ?? [], fromBook: fromBook, repeated: repeated)
    }
}
