import Foundation
@testable import PushConsole
import PushConsoleRuntime
import PushCore
import PushTestSupport
@testable import PushTransport
import Testing
import PushDelivery

/// End-to-end: the real console with an fcm profile sends the message it shows to `pushtui sim --fcm`.
@Suite(.serialized) struct ConsoleFCMTests {
    @Test func anFCMProfileSendsTheMessageToItsTopicAndShowsADeliveredRow() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-console-fcm")
        defer { files.remove() }
        let sim = try SimProcess(stateDirectory: files.file("state"), ["--fcm", "--journal", files.file("journal.jsonl")])
        defer { _ = try? sim.terminate() }
        let endpoint = try sim.field("endpoint")
        let profile = """
            {"name": "fcm", "service": "fcm",
             "auth": {"type": "serviceAccount", "file": "\(try sim.field("service-account"))"},
             "endpoint": "\(endpoint)", "caFile": "\(try sim.field("ca"))", "tokenEndpoint": "\(endpoint)/token"}
            """
        let console = try ConsoleHarness(profiles: ["fcm.json": Array(profile.utf8)], waitFor: "FCM message")
        let session = console.session
        // The new profile starts with the APNs alert template, which FCM refuses: a Message has
        // no field `aps`. Pasted before its `{`, this makes it the message's apns.payload, and `}}`
        // at the end closes the message.
        try session.waitFor("message.aps: Message has no field 'aps'")
        try session.paste(#"{"topic": "news", "apns": {"payload": "#)
        for _ in 0..<12 { try session.sendKeys("Down") }
        try session.sendKeys("End")
        try session.type("}}")
        try session.waitFor("FCM would accept this message")
        try session.sendKeys("C-s")
        let answered = try session.waitFor("200 +Delivered +projects/")
        #expect(answered.contains("FCM topic"))
        let journal = try String(contentsOfFile: files.file("journal.jsonl"), encoding: .utf8)
        #expect(journal.contains(#""topic":"news""#) || journal.contains(#"\"topic\":\"news\""#), "\(journal)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func anFCMErrorBecomesTheRowsStatusAndReason() {
        let body = #"{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND","details":[{"@type":"\#(FCMResponse.fcmErrorType)","errorCode":"UNREGISTERED"}]}}"#
        let answer = SendAnswer(FCMResult(response: FCMResponse(status: 404, body: Array(body.utf8)), attempts: 1), latencyMilliseconds: 7)
        #expect(answer.outcome == .unregistered)
        #expect(answer.httpStatus == 404)
        #expect(answer.failure == "UNREGISTERED: Requested entity was not found.")
        #expect(answer.fcmMessageName == nil)

        let accepted = SendAnswer(FCMResult(response: FCMResponse(status: 200, body: Array(#"{"name":"projects/p/messages/9"}"#.utf8)), attempts: 1),
                                  latencyMilliseconds: 7)
        #expect(accepted.outcome == .delivered && accepted.failure == nil)
        #expect(accepted.fcmMessageName == "projects/p/messages/9")
    }
}
