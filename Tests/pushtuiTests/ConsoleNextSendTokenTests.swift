import Foundation
import PushTestSupport
import Testing

/// End-to-end: a token pasted into the next-send line (Ctrl-R) gets the push — the simulator's
/// journal shows its path — the line names it as outside the book, and the console offers to keep it.
@Suite(.serialized) struct ConsoleNextSendTokenTests {
    @Test func aPastedTokenGetsOnePushAndIsOfferedForTheBook() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let entry = #"{"label": "Device 1", "token": "\#(SendTestbed.token(number: 1))", "kind": "device"}"#
        let profile = testbed.profileJSON(name: "one device", tokens: [entry])
        let console = try ConsoleHarness(profiles: ["one.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        try session.waitFor("Ctrl-S → Device 1 …00000001")
        let outside = String(repeating: "7a", count: 30) + "9c21"
        try session.sendKeys("C-r")
        try session.waitFor("Enter keep · Esc clear")
        try session.paste(outside)
        try session.sendKeys("Enter")
        try session.waitFor(NSRegularExpression.escapedPattern(for: "Ctrl-S → …7a7a9c21 (not in the book)"))
        try session.sendKeys("C-s")
        try session.waitFor("keep it\\?")
        let journal = try testbed.simulator.waitForJournal { !$0.isEmpty }
        #expect(journal.map(\.path) == ["/3/device/\(outside)"], "the push went to the pasted token, not to Device 1")
        try session.type("Kept phone")
        try session.sendKeys("Enter")
        try session.waitFor("Ctrl-S → Kept phone …7a7a9c21")
        let saved = try String(contentsOfFile: console.profilesDirectory + "/one.json", encoding: .utf8)
        #expect(saved.contains(outside) && saved.contains("Kept phone"))
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
