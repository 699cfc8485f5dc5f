import PushCore
import PushDelivery
import PushTestSupport
import Testing

/// Who one FCM send goes to: tokens given, from a file and from the book, in that order and each
/// once; the book's dead tokens left out and named; one kind of target only.
@Suite struct FCMRecipientsTests {
    static func entry(_ label: String, _ token: String, dead: Bool = false) throws -> TokenBookEntry {
        TokenBookEntry(label: label, registrationToken: try RegistrationToken(parsing: token),
                       lastOutcome: dead ? "Unregistered" : nil, lastSeen: dead ? "2026-11-02T10:15:00Z" : nil)
    }

    @Test func tokensComeGivenThenFileThenBookEachOnce() throws {
        let files = try TemporaryDirectory(prefix: "fcm-recipients")
        let file = try files.write("# team devices\nfile:one\ngiven:one\nfile:one\nfile:two\n", to: "tokens.txt")
        let book = [try Self.entry("Pixel", "book:one"), try Self.entry("Gone", "book:dead", dead: true),
                    try Self.entry("Also in file", "file:two")]
        let recipients = try FCMRecipients(tokens: ["given:one"], tokensFile: file, allTokens: true, book: book, topic: nil, condition: nil)
        #expect(recipients.targets == ["given:one", "file:one", "file:two", "book:one"].map(FCMTarget.token))
        #expect(recipients.skippedDead.map(\.label) == ["Gone"])
    }

    @Test func noTargetSendsToTheMessagesOwn() throws {
        let recipients = try FCMRecipients(tokens: [], tokensFile: nil, allTokens: false, book: [], topic: nil, condition: nil)
        #expect(recipients.targets == [nil])
        let topic = try FCMRecipients(tokens: [], tokensFile: nil, allTokens: false, book: [], topic: "news", condition: nil)
        #expect(topic.targets == [.topic("news")])
    }

    /// Why gathering fails, as usage (true) or input (false) and the message; nil when it does not.
    static func refusal(tokens: [String] = [], file: String? = nil, allTokens: Bool = false, book: [TokenBookEntry] = [],
                        topic: String? = nil) -> (isUsage: Bool, description: String)? {
        do {
            _ = try FCMRecipients(tokens: tokens, tokensFile: file, allTokens: allTokens, book: book, topic: topic, condition: nil)
            return nil
        } catch {
            return (error.isUsage, error.description)
        }
    }

    @Test func refusesWhatCannotBeSent() throws {
        let mixed = Self.refusal(tokens: ["a:b"], topic: "news")
        #expect(mixed?.isUsage == true && mixed?.description == "an FCM message has one target: give --token, --topic or --condition, not several kinds")
        let emptyBook = Self.refusal(allTokens: true)
        #expect(emptyBook?.isUsage == true && emptyBook?.description == "--all-tokens needs an fcm --profile whose token book has fcm tokens")
        let deadOnly = Self.refusal(allTokens: true, book: [try Self.entry("Gone", "book:dead", dead: true)])
        #expect(deadOnly?.isUsage == false && deadOnly?.description == "every fcm token in the book is dead (1 skipped); nothing to send")
        let files = try TemporaryDirectory(prefix: "fcm-recipients")
        let badLine = Self.refusal(file: try files.write("ok:token\nhas space\n", to: "bad.txt"))
        #expect(badLine?.isUsage == false && badLine?.description.contains("bad.txt:2: registration token has ' ' at column 4") == true, "\(String(describing: badLine))")
    }
}
