import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: the Channels view of the real console, against the built-in simulator.
@Suite(.serialized) struct ConsoleChannelsTests {
    @Test func createAChannelAndBroadcastALiveActivityUpdateToIt() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("F4")
        try session.waitFor("no channels yet")
        try session.type("1")
        // The simulator's channel IDs are base64; the list shows the new one under the cursor.
        let listed = try session.waitFor("▸ +[A-Za-z0-9+/=]{8,}")
        #expect(listed.contains("Broadcast channels of Local simulator"))
        try session.sendKeys("Enter")
        try session.waitFor("Devices → channel")
        // The Live Activity update template, then send.
        let update = try #require(PayloadTemplate.all.firstIndex { $0.name == "Live Activity update" })
        try session.sendKeys("C-t")
        for _ in 0..<update { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        try session.waitFor(#""event": "update""#)
        try session.sendKeys("C-s")
        let answered = try session.waitFor("channel +200 Delivered")
        #expect(answered.contains("Responses (1)"))
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
