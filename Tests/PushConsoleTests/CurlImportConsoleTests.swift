import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A `curl` command line pasted into the console: a dialog shows what it sends, `y` imports it
/// into the next push, Esc leaves everything as it was; a line that cannot be read says where.
@Suite struct CurlImportConsoleTests {
    typealias F = ConsoleFixtures

    static let payload = #"{"aps":{"alert":{"title":"Imported","body":"from curl"},"sound":"default"}}"#

    /// A command line as Apple's documentation writes it.
    static func command(token: String, environment: String = "api.sandbox.push.apple.com") -> String {
        """
        curl -v --header "apns-topic: com.example.demo" --header "apns-push-type: alert" \\
          --header "apns-priority: 5" --header "apns-expiration: 1796003600" --header "apns-collapse-id: score" \\
          --header "apns-id: 6E5A1F3C-0000-4000-8000-0000000000AB" \\
          --header "authorization: bearer eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJUIn0.c2ln" \\
          --data '\(payload)' --http2 https://\(environment)/3/device/\(token)
        """
    }

    @Test func aPastedCommandIsShownThenImportedWithYes() throws {
        var state = F.state(width: 80, height: 24)
        _ = Reducer.reduce(&state, .event(.paste(Self.command(token: F.tokens[1]))), now: F.now)
        guard state.overlay?.as(CurlImportOffer.self) != nil else {
            Issue.record("no import dialog: \(String(describing: state.overlay)) \(String(describing: state.status))")
            return
        }
        let screen = ConsoleView.render(state).text
        for shown in ["Import the curl command?", "apns-push-type   alert", "apns-priority    5", "apns-collapse-id score", "device           …8a0f1e3d",
                      "y import", "Esc cancel"] {
            #expect(screen.contains(shown), "\(shown) missing:\n\(screen)")
        }
        #expect(!screen.contains("eyJ"), "the bearer token is shown:\n\(screen)")
        #expect(screen.contains("(provider token) is ignored"), "the ignored bearer token is not noted:\n\(screen)")

        F.press([.character("y")], in: &state)
        #expect(state.overlay == nil)
        #expect(state.editor.text == Self.payload)
        #expect(state.editor.fields.pushType == .alert && state.editor.fields.priority == "5" && state.editor.fields.expiration == "1796003600")
        #expect(state.editor.fields.collapseID == "score" && state.editor.fields.apnsID == "6E5A1F3C-0000-4000-8000-0000000000AB")
        #expect(state.sendTargets.map(\.label) == ["iPad Air"], "the book's device becomes the recipient")
        #expect(state.status?.text == "imported the curl command; to iPad Air")
        // One undo step takes the payload back.
        F.press([.control("z")], in: &state)
        #expect(state.editor.text != Self.payload)
    }

    @Test func aDeviceNotInTheBookIsOfferedForIt() {
        var state = F.state()
        let token = String(repeating: "ab", count: 32)
        _ = Reducer.reduce(&state, .event(.paste(Self.command(token: token, environment: "api.push.apple.com"))), now: F.now)
        F.press([.enter], in: &state)
        guard let form = state.overlay?.as(TokenForm.self) else {
            Issue.record("the device is not offered for the book: \(String(describing: state.overlay))")
            return
        }
        #expect(form.token.text == token)
        #expect(state.status?.text.contains("add its device …abababab to the book") == true, "\(String(describing: state.status))")
        #expect(state.status?.text.contains("it went to production, this profile sends to sandbox") == true)
    }

    @Test func escLeavesEverythingAsItWas() {
        var state = F.state()
        let before = state
        _ = Reducer.reduce(&state, .event(.paste(Self.command(token: F.tokens[0]))), now: F.now)
        F.press([.escape], in: &state)
        #expect(state.editor == before.editor && state.overlay == nil)
        #expect(state.status?.text == "nothing imported")
    }

    @Test func anUnreadableCommandSaysWhichPart() {
        var state = F.state()
        _ = Reducer.reduce(&state, .event(.paste(#"curl --header "apns-topic: x" 'unterminated"#)), now: F.now)
        #expect(state.overlay == nil)
        #expect(state.status?.style == .error)
        #expect(state.status?.text.hasPrefix("cannot import the curl command: line 1, column ") == true, "\(String(describing: state.status))")
    }

    @Test func otherPastesAreText() {
        var state = F.state()
        _ = Reducer.reduce(&state, .event(.paste("curly braces {}")), now: F.now)
        #expect(state.overlay == nil)
        #expect(state.editor.text.contains("curly braces"))
    }
}
