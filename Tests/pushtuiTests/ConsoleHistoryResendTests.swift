import Foundation
import PushTestSupport
import Testing

/// End-to-end (issue 14, item 3): a push `pushtui send` made from a second shell shows up in the
/// open console with only the token's last characters; `r` on it finds the device in the same
/// profile's book and resends, and the simulator's journal shows the second push to that token.
@Suite(.serialized) struct ConsoleHistoryResendTests {
    @Test func rResendsAPushOfPushtuiSendToTheBooksDevice() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let token = SendTestbed.token(number: 0x9c21)
        let phone = #"{"label": "Test phone", "token": "\#(token)"}"#
        let other = #"{"label": "Other phone", "token": "\#(SendTestbed.token(number: 7))"}"#
        let profile = testbed.profileJSON(name: "app", tokens: [other, phone])
        let console = try ConsoleHarness(profiles: ["app.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session

        // The second shell: the same profile, the same state home.
        let sent = try Pushtui.run(["send", "--profile", "app", "--profiles", console.profilesDirectory, "--token", token,
                                    "--alert", "from a script", "--priority", "5", "--collapse-id", "again"],
                                   environment: ["XDG_STATE_HOME": console.home.file("state")])
        #expect(sent.status == 0, "\(sent.transcript)")
        // `»` marks a row another process recorded; focus starts in the payload, the log is next.
        try session.waitFor("»Test phone +200 Delivered")
        try session.sendKeys("Tab")
        try session.waitFor(#"━ Responses \(1\)"#)
        try session.sendKeys("End", "r")
        // `r` only asks; the question takes its yes once its footer offers it.
        _ = try session.waitFor(#"Send this push again\?[\s\S]*Test phone[\s\S]*y yes · n no"#)
        #expect(try testbed.simulator.waitForJournal { $0.count >= 1 }.count == 1, "r sent before the yes")
        try session.sendKeys("y")
        // The resend is the console's own row (no `»`), to the book's device (the status that named
        // it is checked in HistoryResendTests: here the answer replaces it at once).
        let screen = try session.waitFor(#"Responses \(2\)[\s\S]*\d [A-Za-z ]*Test phone +200 Delivered"#)
        #expect(screen.contains("1 of 1 delivered"), "\(screen)")
        let journal = try testbed.simulator.waitForJournal { $0.count >= 2 }
        #expect(journal.count == 2 && journal.allSatisfy { $0.path.hasSuffix(token) }, "\(journal.map(\.path))")
        let (first, second) = (journal[0], journal[1])
        #expect(second.body == first.body, "the row's payload")
        for name in ["apns-topic", "apns-push-type", "apns-priority", "apns-collapse-id"] {
            let value = second.headers.first { $0.name == name }?.value
            #expect(value != nil && value == first.headers.first { $0.name == name }?.value, "\(name): \(second.headers)")
        }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
