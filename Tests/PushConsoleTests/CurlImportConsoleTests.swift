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

    @Test func aDeviceNotInTheBookIsTheNextSendsRecipientAndEscKeepsItSo() throws {
        var state = F.state()
        let token = String(repeating: "ab", count: 32)
        // The fixture's apns-id in the lowercase form a send takes.
        let command = Self.command(token: token).replacingOccurrences(of: "6E5A1F3C-0000-4000-8000-0000000000AB", with: "6e5a1f3c-0000-4000-8000-0000000000ab")
        _ = Reducer.reduce(&state, .event(.paste(command)), now: F.now)
        F.press([.enter], in: &state)
        let form = try #require(state.overlay?.as(TokenForm.self), "the device is not offered for the book: \(String(describing: state.overlay))")
        #expect(form.token.text == token && form.offer == .imported)
        #expect(ConsoleView.render(state).text.contains("Imported a device the book lacks: keep it?"))
        #expect(state.status?.text == "imported the curl command; to …abababab (not in the book)", "\(String(describing: state.status))")
        // Esc leaves it out of the book, not out of the next send: Ctrl-S goes where the import said.
        F.press([.escape], in: &state)
        let imported = BookToken.device(try DeviceToken(parsing: token))
        #expect(state.overlay == nil && state.nextSendToken?.token == imported)
        guard case .send(_, let plan)? = F.press([.control("s")], in: &state).first else {
            Issue.record("Ctrl-S did not send: \(String(describing: state.status))")
            return
        }
        #expect(plan.requests.map(\.token.hex) == [token], "the cursor device got the imported push")
    }

    @Test func whatTheProfileSendsDifferentlyOpensADialogBeforeTheDeviceForm() throws {
        var state = F.state(width: 80, height: 24)
        let token = String(repeating: "ab", count: 32)
        let command = Self.command(token: token, environment: "api.push.apple.com").replacingOccurrences(of: "apns-topic: com.example.demo",
                                                                                                       with: "apns-topic: com.example.other")
        _ = Reducer.reduce(&state, .event(.paste(command)), now: F.now)
        F.press([.enter], in: &state)
        #expect(state.overlay?.as(ImportMismatch.self) != nil, "\(String(describing: state.overlay))")
        let dialog = ConsoleView.render(state).text
        for said in ["Imported, but this profile sends it differently", "! it went to production: this profile sends to sandbox",
                     "! its topic was com.example.other: this profile's is", "Ctrl-S → …abababab (not in the book) · 127.0.0.1:2197"] {
            #expect(dialog.contains(said), "\(said) missing:\n\(dialog)")
        }
        #expect(state.status?.style == .warning && state.status?.text.contains("; it went to production: this profile sends to sandbox") == true,
                "\(String(describing: state.status))")
        F.press([.enter], in: &state)
        #expect(state.overlay?.as(TokenForm.self)?.offer == .imported, "the device form follows: \(String(describing: state.overlay))")
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
