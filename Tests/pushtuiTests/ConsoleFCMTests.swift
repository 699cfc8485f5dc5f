import Foundation
@testable import PushConsole
import PushConsoleRuntime
import PushCore
@testable import PushTransport
import Testing
import PushDelivery

/// How the console's runner reads FCM's answer to a message (the console's FCM send itself is tested
/// headless in KeyBehaviourSessionTests, FCM's wire in FCMSendCommandTests).
@Suite struct ConsoleFCMTests {
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
