import Foundation
import PushCore
import PushStorage

/// Why a send's devices cannot be gathered: the input is wrong (a bad token, an unreadable or
/// changed tokens file, a book of only dead tokens), or the command asks for devices it cannot
/// have (no device at all, a token book that is empty).
public struct RecipientError: Error, Equatable, CustomStringConvertible {
    /// Whether the fault is the input's (exit 5 on the command line) rather than the usage's (exit 2).
    public let isUsage: Bool
    /// The problem, phrased for a person.
    public let description: String

    static func input(_ description: String) -> RecipientError { RecipientError(isUsage: false, description: description) }
    static func usage(_ description: String) -> RecipientError { RecipientError(isUsage: true, description: description) }
}

/// The devices one send goes to: explicit tokens, a tokens file and a token-book selection, in
/// that order, each once, with its token-book label when it has one.
///
/// A tokens file is never held in memory: a first pass checks every line and notes each token's
/// hash (8 bytes a token, dropped before anything is sent) to find the few that may repeat; each
/// ``stream()`` then reads the file again one token at a time, remembering only tokens whose hash
/// repeats, so a send of a million tokens starts at once and stays in the memory of its window.
/// Standard input (`-`) cannot be read twice and is held in memory.
public struct SendRecipients: Sendable {
    /// How many devices, each counted once.
    public let count: Int
    /// Token-book entries the book selection left out because APNs said they are dead.
    public let skippedDead: [TokenBookEntry]
    /// Whether some token is not the usual 64 hex digits (the linter warns about each).
    public let hasUnusualToken: Bool
    /// The token book's entries among the recipients, in book order: what the book knows of them
    /// is told before the send (``PushCore/TokenWarning``).
    public let bookRecipients: [TokenBookEntry]
    private let explicit: [DeviceToken]
    private let file: String?
    /// The tokens of standard input, which can be read only once.
    private let heldFileTokens: [DeviceToken]?
    private let fromBook: [DeviceToken]
    private let labels: [DeviceToken: String]
    /// Hash values shared by more than one token given: only those tokens are remembered while streaming.
    private let repeatedHashes: Set<Int>

    /// - Parameters:
    ///   - tokens: tokens as given (`--token`), parsed here.
    ///   - tokensFile: a file of tokens, one a line (`-`: standard input).
    ///   - allTokens: whether every live token of `book` is a recipient too.
    ///   - book: the profile's token book, which also labels the devices it holds.
    ///   - environment: where the send goes: a token that environment said it does not know is dead there.
    public init(tokens: [String], tokensFile file: String?, allTokens: Bool, book: [TokenBookEntry],
                environment: APNsEnvironment? = nil) throws(RecipientError) {
        var explicit: [DeviceToken] = []
        for raw in tokens {
            do {
                explicit.append(try DeviceToken(parsing: raw))
            } catch {
                throw .input("--token '\(raw)': \(error.description)")
            }
        }
        var hashes = explicit.map(\.hashValue)
        var unusual = explicit.contains { $0.lengthWarning != nil }
        let bookTokens = Set(book.compactMap(\.token.deviceToken))
        var inBook = Set(explicit.filter(bookTokens.contains))
        var held: [DeviceToken]?
        if let file {
            do {
                if file == InputFile.standardInput {
                    var tokens: [DeviceToken] = []
                    try TokensFile.forEachToken(file) { token, _ in tokens.append(token) }
                    held = tokens
                    inBook.formUnion(tokens.filter(bookTokens.contains))
                    hashes += tokens.map(\.hashValue)
                    unusual = unusual || tokens.contains { $0.lengthWarning != nil }
                } else {
                    // The first pass keeps a hash per token, so a bad line of a huge file is refused fast.
                    try TokensFile.forEachToken(file) { token, _ in
                        hashes.append(token.hashValue)
                        if bookTokens.contains(token) { inBook.insert(token) }
                        if token.hex.utf8.count != DeviceToken.typicalHexLength { unusual = true }
                    }
                }
            } catch {
                throw .input(error.description)
            }
        }
        var skipped: [TokenBookEntry] = []
        var fromBook: [DeviceToken] = []
        if allTokens {
            if book.isEmpty {
                throw .usage("--all-tokens needs a --profile whose token book has tokens")
            }
            for entry in book {
                // FCM entries have no place in an APNs send.
                guard let token = entry.token.deviceToken else { continue }
                if entry.isDead(in: environment) { skipped.append(entry) } else { fromBook.append(token) }
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
        inBook.formUnion(fromBook)
        bookRecipients = book.filter { $0.token.deviceToken.map(inBook.contains) ?? false }
        // Without a repeated hash every token is distinct; with one, a pass with the stream's own
        // rule counts exactly.
        var count = hashes.count
        hashes = []
        if !repeated.isEmpty {
            count = 0
            let stream = try Self.openStream(explicit: explicit, file: file, held: held, fromBook: fromBook, repeated: repeated)
            while stream.next() != nil { count += 1 }
            if let failure = stream.failure { throw .input(failure) }
        }
        self.count = count
        guard count > 0 else {
            if !skipped.isEmpty {
                throw .input("every token in the book is dead (\(skipped.count) skipped); nothing to send")
            }
            throw .usage("no device: give --token HEX, --tokens-file FILE or --all-tokens")
        }
    }

    /// The token book's label for `token`, if it has one.
    public func label(of token: DeviceToken) -> String? {
        labels.isEmpty ? nil : labels[token]
    }

    /// The devices from the start, in order, each once; the tokens file is read as they are taken.
    public func stream() throws(RecipientError) -> RecipientStream {
        try Self.openStream(explicit: explicit, file: file, held: heldFileTokens, fromBook: fromBook, repeated: repeatedHashes)
    }

    private static func openStream(explicit: [DeviceToken], file: String?, held: [DeviceToken]?, fromBook: [DeviceToken],
                                   repeated: Set<Int>) throws(RecipientError) -> RecipientStream {
        var reader: TokensFile.Reader?
        if let file, held == nil {
            do {
                reader = try TokensFile.Reader(path: file)
            } catch {
                throw .input(error.description)
            }
        }
        return RecipientStream(explicit: explicit, file: reader, held: held ?? [], fromBook: fromBook, repeated: repeated)
    }
}
