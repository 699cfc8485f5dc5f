import Foundation
import PushCore
import PushTestSupport
import Testing

/// End-to-end: an open console shows, within a second or so, the pushes another process records
/// in the history file — a `pushtui send` from a second shell, a second console — marked with
/// where they came from, and not its own pushes twice.
@Suite(.serialized) struct ConsoleLiveLogTests {
    @Test func aSendFromASecondShellAppearsInTheOpenConsole() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        // One push of its own first: it must not come back from the file as someone else's.
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(1\)[\s\S]*200 Delivered"#)

        let token = SendTestbed.token(number: 42)
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", token, "--alert", "from another shell"],
                                     environment: ["XDG_STATE_HOME": console.home.file("state")])
        #expect(result.status == 0, "\(result.transcript)")
        let clock = ContinuousClock()
        let started = clock.now
        let screen = try session.waitFor(#"Responses \(2\)[\s\S]*»…\#(token.suffix(8)) +200 Delivered +via send"#, timeout: 5)
        let took = clock.now - started
        #expect(took < .seconds(2) * testTimeoutScale, "the push took \(took) to appear")
        #expect(screen.components(separatedBy: "200 Delivered").count == 3, "a row is shown twice:\n\(screen)")

        // The second console's push appears in the first one, marked as another console's.
        let second = try ConsoleHarness(environment: ["XDG_STATE_HOME": console.home.file("state")], waitFor: ConsoleDemoTests.demoPayloadMeter)
        try second.session.waitFor(#"Responses \(2\)"#)
        try second.session.sendKeys("C-s")
        try second.session.waitFor(#"Responses \(3\)"#)
        try session.waitFor(#"Responses \(3\)[\s\S]*via console"#, timeout: 5)
        try second.session.sendKeys("C-q")
        #expect(try second.exitStatus() == 0)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
