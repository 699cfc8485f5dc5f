import Foundation
import PushCore
import Testing
@testable import PushConsole

/// What the next-send line names is where Ctrl-S sends, through the real loop (these were tmux
/// tests in ConsoleNextSendTests and ConsoleNextSendTokenTests; the send plan stands in for the
/// simulator's journal).
extension KeyBehaviourSessionTests {
    /// Where the fixture profile's pushes go.
    private static let authority = "127.0.0.1:2197"

    @Test func focusOnThePayloadTheScreenNamesTheDeviceCtrlSSendsToAndThePushGoesThere() throws {
        #expect(run([]).screen.contains("Ctrl-S → iPhone 16 Pro …6c8d0e2f · \(Self.authority)"), "\(run([]).screen)")
        // Payload → Devices (Shift-Tab), down to the iPad, back to the Payload (Tab).
        let chosen = keys(.backTab, .down, .tab)
        let screen = run(chosen).screen
        #expect(screen.contains("Ctrl-S → iPad Air …8a0f1e3d · \(Self.authority)"), "\(screen)")
        #expect(screen.contains("┏━ Payload"), "the Payload pane does not have the focus:\n\(screen)")
        let sent = run(chosen + keys(.control("s")))
        #expect(sent.screen.contains("200 Delivered"), "\(sent.screen)")
        let paths = try sent.performer.sends.flatMap(\.requests).map { try $0.httpRequest(authorization: nil).path }
        #expect(paths == ["/3/device/\(F.tokens[1])"])
    }

    @Test func aProductionProfileOnACustomEndpointIsConfirmedWithThatHostAndPort() throws {
        let production = F.profile(environment: .production, deadThird: false)
        #expect(run([], profile: production).screen.contains("LOCAL·PROD"), "\(run([], profile: production).screen)")
        let asked = run(keys(.control("s")), profile: production)
        let dialog = asked.screen
        #expect(dialog.contains("Send to PRODUCTION") && dialog.contains("on   \(Self.authority)"), "\(dialog)")
        #expect(dialog.contains("to   iPhone 16 Pro …6c8d0e2f"), "\(dialog)")
        #expect(!dialog.contains("api.push.apple.com"))
        #expect(asked.performer.sends.isEmpty, "sent before the yes")
        let confirmed = run(keys(.control("s"), .character("y")), profile: production)
        #expect(confirmed.screen.contains("200 Delivered"), "\(confirmed.screen)")
        #expect(confirmed.performer.sends.flatMap(\.requests).count == 1)
    }

    @Test func aPastedTokenGetsOnePushAndIsOfferedForTheBook() throws {
        #expect(run([]).screen.contains("Ctrl-S → iPhone 16 Pro …6c8d0e2f"))
        let outside = String(repeating: "7a", count: 30) + "9c21"
        let line = run(keys(.control("r"))).screen
        #expect(line.contains("Enter keep · Esc clear"), "\(line)")
        let pasted = keys(.control("r")) + [.paste(outside)] + keys(.enter)
        let named = run(pasted).screen
        #expect(named.contains("Ctrl-S → …7a7a9c21 (not in the book)"), "\(named)")
        let sent = run(pasted + keys(.control("s")))
        #expect(sent.screen.contains("keep it?"), "\(sent.screen)")
        let paths = try sent.performer.sends.flatMap(\.requests).map { try $0.httpRequest(authorization: nil).path }
        #expect(paths == ["/3/device/\(outside)"], "the push went to the pasted token, not to the first device")

        let kept = run(pasted + keys(.control("s")) + typed("Kept phone") + keys(.enter))
        #expect(kept.screen.contains("Ctrl-S → Kept phone …7a7a9c21"), "\(kept.screen)")
        let saved = kept.performer.performed.compactMap { if case .saveProfile("/p.json", let profile, _) = $0 { profile } else { nil } }
        #expect(saved.last?.tokens.contains { $0.token.text == outside && $0.label == "Kept phone" } == true, "\(saved)")
    }
}
