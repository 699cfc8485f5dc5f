import Foundation
import PushTestSupport
import Testing

/// End-to-end: the quick alert form in the real console writes the alert into the payload, and
/// Ctrl-S delivers exactly that alert to the built-in simulator's device (F3 shows it, the history
/// keeps the escaped body).
@Suite(.serialized) struct ConsoleQuickAlertTests {
    @Test func aFilledFormIsTheAlertTheSimulatorReceives() throws {
        let console = try ConsoleHarness(width: 80, height: 24, waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        try session.sendKeys("F7")
        try session.waitFor(#"Quick alert[\s\S]*title {5}Hello"#)
        for text in [#"Gate "B42""#, #"UA\901"#, "Boarding now 🛫", "3", "default"] {
            try session.sendKeys("C-u")
            try session.type(text)
            try session.sendKeys("Tab")
        }
        try session.sendKeys("Enter")
        try session.waitFor("wrote the alert into the payload")
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(1\)[\s\S]*200 Delivered"#)
        try session.sendKeys("F3")
        // The device view shows the strings as the device decoded them.
        try session.waitFor(#"The simulator's device received[\s\S]*alert[\s\S]*Gate "B42" +┃[\s\S]*UA\\901 +┃[\s\S]*Boarding now 🛫 +┃[\s\S]*badge 3 · ♪ default"#)

        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "no history line")
        let body = try #require(try console.historyRecords().first?["body"] as? String)
        let aps = try #require((try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["aps"] as? [String: Any])
        let alert = try #require(aps["alert"] as? [String: String])
        #expect(alert == ["title": #"Gate "B42""#, "subtitle": #"UA\901"#, "body": "Boarding now 🛫"])
        #expect(aps["badge"] as? Int == 3 && aps["sound"] as? String == "default")
        try session.sendKeys("Escape", "C-q")
        #expect(try console.exitStatus() == 0)
    }
}
