import Foundation
import PushTestSupport
import Testing

/// End-to-end: the real console in tmux names the next send on screen, and the simulator's journal
/// shows the push went exactly there; a production profile's confirmation names the host it uses.
@Suite(.serialized) struct ConsoleNextSendTests {
    static func entry(_ label: String, number: Int) -> String {
        #"{"label": "\#(label)", "token": "\#(SendTestbed.token(number: number))", "kind": "device"}"#
    }

    static func escaped(_ text: String) -> String { NSRegularExpression.escapedPattern(for: text) }

    @Test func focusOnThePayloadTheScreenNamesTheDeviceCtrlSSendsToAndThePushGoesThere() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let profile = testbed.profileJSON(name: "two devices", tokens: [Self.entry("Device 1", number: 1), Self.entry("Device 2", number: 2)])
        let console = try ConsoleHarness(profiles: ["two.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        let authority = testbed.simulator.endpoint.url.replacingOccurrences(of: "https://", with: "")
        try session.waitFor(Self.escaped("Ctrl-S → Device 1 …00000001 · \(authority)"))
        // Payload → Devices (Shift-Tab), down to Device 2, back to the Payload (Tab).
        try session.sendKeys("BTab", "Down", "Tab")
        let screen = try session.waitFor(Self.escaped("Ctrl-S → Device 2 …00000002 · \(authority)"))
        #expect(screen.contains("┏━ Payload"), "the Payload pane does not have the focus:\n\(screen)")
        try session.sendKeys("C-s")
        try session.waitFor("200 Delivered")
        let journal = try testbed.simulator.waitForJournal { !$0.isEmpty }
        #expect(journal.map(\.path) == ["/3/device/\(SendTestbed.token(number: 2))"])
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func aProductionProfileOnACustomEndpointIsConfirmedWithThatHostAndPort() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let profile = testbed.profileJSON(name: "prod on custom", tokens: [Self.entry("Device 1", number: 1)])
            .replacingOccurrences(of: #""environment": "sandbox""#, with: #""environment": "production""#)
        let console = try ConsoleHarness(profiles: ["prod.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        try session.waitFor("LOCAL·PROD")
        try session.sendKeys("C-s")
        let authority = testbed.simulator.endpoint.url.replacingOccurrences(of: "https://", with: "")
        // Waits for the host's line itself: a capture taken as the dialog is being drawn may hold
        // only its title (seen under the address sanitizer). A wrong host fails here, on the deadline.
        let dialog = try session.waitForScreen("a production confirmation naming \(authority)") {
            $0.contains("Send to PRODUCTION") && $0.contains("on   \(authority)")
        }
        #expect(dialog.contains("to   Device 1 …00000001"))
        #expect(!dialog.contains("api.push.apple.com"))
        #expect(try testbed.journal().isEmpty, "sent before the yes")
        try session.sendKeys("y")
        try session.waitFor("200 Delivered")
        #expect(try testbed.simulator.waitForJournal { !$0.isEmpty }.count == 1)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
