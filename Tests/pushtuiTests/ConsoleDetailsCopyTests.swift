import Foundation
import PushTestSupport
import Testing

/// End-to-end: in the real console's push details, `i`, `u`, `t` and `y` put the apns-id, the
/// apns-unique-id, the whole device token and the curl command on the terminal's clipboard (OSC 52,
/// read back from tmux's paste buffer: the harness has no display, so no clipboard tool), and the
/// status line says what was copied.
@Suite(.serialized) struct ConsoleDetailsCopyTests {
    @Test func eachCopyKeyPutsOneFieldOnTheClipboard() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("C-s")
        try session.waitFor(#"200 Delivered"#)
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "the push is not in the history")
        let record = try console.historyRecords()[0]
        let apnsID = try #require(record["apnsID"] as? String)
        let uniqueID = try #require(record["uniqueID"] as? String)
        let shortToken = try #require(record["token"] as? String)

        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.sendKeys("Enter")
        // The footer names the copy keys.
        try session.waitFor(#"Push #1\.1 to [\s\S]*y copy curl · i apns-id · u unique-id · t token"#)

        try session.type("i")
        try session.waitFor(#"sent the apns-id \#(apnsID) by OSC 52 · v views it"#)
        #expect(try clipboard(session, becomes: apnsID) == apnsID)

        try session.type("u")
        try session.waitFor(#"sent the apns-unique-id \#(uniqueID) by OSC 52 · v views it"#)
        #expect(try clipboard(session, becomes: uniqueID) == uniqueID)

        try session.type("t")
        try session.waitFor(#"sent the device token …\#(shortToken.suffix(8)) by OSC 52 · v views it"#)
        let token = try session.waitForClipboard { $0.count == 64 }
        #expect(token.allSatisfy(\.isHexDigit) && token.hasSuffix(shortToken.suffix(8)), "the whole token: \(token)")

        try session.type("y")
        try session.waitFor(#"sent the curl command \(\d+ characters\) by OSC 52"#)
        let curl = try session.waitForClipboard { $0.hasPrefix("curl") }
        #expect(curl.contains(token) && curl.contains("apns-push-type: alert"), "\(curl)")
        #expect(try session.capture().contains("Push #1.1 to "), "copying leaves the details open")

        try session.sendKeys("Escape", "C-q")
        try session.waitFor("console exited 0")
    }

    private func clipboard(_ session: TmuxSession, becomes expected: String) throws -> String {
        try session.waitForClipboard { $0 == expected }
    }
}
