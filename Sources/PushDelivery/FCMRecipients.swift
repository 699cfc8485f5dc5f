import PushCore
import PushStorage

/// The recipients of one FCM send: registration tokens — given, from a tokens file, and with
/// `allTokens` every live fcm token of the book, in that order, each once — or one topic, or one
/// condition; with none of them, the target the message itself names.
public struct FCMRecipients: Sendable {
    /// The targets in order; `[nil]` sends once to the target the message names.
    public let targets: [FCMTarget?]
    /// The book's fcm entries `allTokens` left out because FCM said they are dead.
    public let skippedDead: [TokenBookEntry]

    /// - Parameters:
    ///   - tokens: registration tokens as given (`--token`).
    ///   - tokensFile: a file of registration tokens, one a line.
    ///   - allTokens: whether every live fcm token of `book` is a recipient too.
    ///   - topic: a topic to send to instead of tokens.
    ///   - condition: a topic condition to send to instead of tokens.
    public init(tokens: [String], tokensFile: String?, allTokens: Bool, book: [TokenBookEntry],
                topic: String?, condition: String?) throws(RecipientError) {
        var listed = tokens.map(FCMTarget.token)
        if let tokensFile {
            let fromFile: [RegistrationToken]
            do {
                fromFile = try TokensFile.registrationTokens(tokensFile)
            } catch {
                throw .input(error.description)
            }
            for token in fromFile where !listed.contains(.token(token.text)) {
                listed.append(.token(token.text))
            }
        }
        var skipped: [TokenBookEntry] = []
        if allTokens {
            let entries = book.filter { $0.token.registrationToken != nil }
            guard !entries.isEmpty else { throw .usage("--all-tokens needs an fcm --profile whose token book has fcm tokens") }
            skipped = entries.filter { $0.isDead(in: nil) }
            let live = entries.filter { !$0.isDead(in: nil) }
            if live.isEmpty && listed.isEmpty {
                throw .input("every fcm token in the book is dead (\(skipped.count) skipped); nothing to send")
            }
            for entry in live where !listed.contains(.token(entry.token.text)) {
                listed.append(.token(entry.token.text))
            }
        }
        let named = [topic.map(FCMTarget.topic), condition.map(FCMTarget.condition)].compactMap { $0 }
        guard [!listed.isEmpty, topic != nil, condition != nil].filter({ $0 }).count <= 1 else {
            throw .usage("an FCM message has one target: give --token, --topic or --condition, not several kinds")
        }
        let given = listed + named
        targets = given.isEmpty ? [nil] : given
        skippedDead = skipped
    }
}
