import Foundation
import PushTestSupport
import Testing

/// End-to-end (issue 11, finding 5): in the real console in tmux, a push type the user sets in F2
/// wins over the device's kind, and the simulator's journal shows the header that went out.
@Suite(.serialized) struct ConsolePushTypeTests {
    @Test func alertChosenInF2ForAVoIPDeviceGoesOutAsAlert() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let voip = #"{"label": "voip phone", "token": "\#(ProfileFixture.token)", "kind": "voip"}"#
        let profile = testbed.profileJSON(name: "voip app", tokens: [voip])
        let console = try ConsoleHarness(profiles: ["voip.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        // The device's kind suggests voip, and the strip says where the type came from.
        try session.waitFor(#"type voip \(from device\)"#)

        try session.sendKeys("F2")
        try session.waitFor("Push fields")
        try session.sendKeys("End", "C-u")
        try session.type("alert")
        try session.sendKeys("Enter")
        let chosen = try session.waitFor("type alert · priority")
        #expect(!chosen.contains("from device"), "the user's choice is not the device's:\n\(chosen)")

        try session.sendKeys("C-s")
        try session.waitFor("200 Delivered")
        let journal = try testbed.simulator.waitForJournal { !$0.isEmpty }
        #expect(journal.count == 1)
        let headers = try #require(journal.first).headers
        #expect(headers.first { $0.name == "apns-push-type" }?.value == "alert", "\(headers)")
        #expect(headers.first { $0.name == "apns-topic" }?.value == SendTestbed.topic, "\(headers)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func f6ListsEveryDiagnosticAndEscapeClosesTheList() throws {
        let console = try ConsoleHarness(width: 80, height: 24, waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        // Into the demo's "aps" object: an undocumented key and a badge that is not a number.
        try session.sendKeys("Down", "End")
        try session.paste(#" "soundd": 1, "badge": "one","#)
        try session.waitFor(#"\+\d+ more: F6"#)
        try session.sendKeys("F6")
        let list = try session.waitFor("Diagnostics: ")
        #expect(list.contains("badge"), "\(list)")
        #expect(list.contains("soundd"), "\(list)")
        try session.sendKeys("Escape")
        try session.waitForScreen("the list closed") { !$0.contains("Diagnostics: ") }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
