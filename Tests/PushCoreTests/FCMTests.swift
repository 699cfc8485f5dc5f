import PushCore
import Testing

@Suite struct FCMSendRequestTests {
    @Test func bodyReplacesTheTargetAndAddsValidateOnly() throws {
        let message = try JSONParser.parse(#"{"topic":"old","data":{"k":"v"}}"#)
        let request = FCMSendRequest(project: "demo", message: message, target: .token("t1"), validateOnly: true)
        #expect(request.path == "/v1/projects/demo/messages:send")
        #expect(String(decoding: request.body(), as: UTF8.self)
            == #"{"message":{"data":{"k":"v"},"token":"t1"},"validate_only":true}"#)
        let plain = FCMSendRequest(project: "demo", message: message)
        #expect(String(decoding: plain.body(), as: UTF8.self) == #"{"message":{"topic":"old","data":{"k":"v"}}}"#)
    }
}

@Suite struct FCMResponseTests {
    static func errorBody(status: Int, canonical: String, code: String?) -> [UInt8] {
        let detail = code.map { #","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"\#($0)"}]"# } ?? ""
        return Array(#"{"error":{"code":\#(status),"message":"m","status":"\#(canonical)"\#(detail)}}"#.utf8)
    }

    /// FCM HTTP v1 documents 200 alone for a sent message; another 2xx is no delivery, even with a name.
    @Test(arguments: [201, 204, 299])
    func aSuccessOtherThan200IsNoDelivery(_ status: Int) {
        let response = FCMResponse(status: status, body: Array(#"{"name":"projects/p/messages/42"}"#.utf8))
        #expect(response.outcome == .failed)
        #expect(response.messageName == nil)
        #expect(response.reasonText == "unexpected status \(status)")
    }

    @Test func successCarriesTheMessageName() {
        let response = FCMResponse(status: 200, body: Array(#"{"name":"projects/p/messages/42"}"#.utf8))
        #expect(response.outcome == .delivered)
        #expect(response.messageName == "projects/p/messages/42")
    }

    @Test(arguments: [
        ("UNREGISTERED", 404, PushOutcome.unregistered), ("INVALID_ARGUMENT", 400, .invalidMessage),
        ("SENDER_ID_MISMATCH", 403, .invalidTarget), ("QUOTA_EXCEEDED", 429, .rateLimited),
        ("UNAVAILABLE", 503, .unavailable), ("INTERNAL", 500, .unavailable),
        ("THIRD_PARTY_AUTH_ERROR", 401, .unauthorized), ("SOMETHING_NEW", 400, .failed),
    ])
    func classifiesOnTheFcmErrorCodeAheadOfStatus(code: String, status: Int, expected: PushOutcome) {
        // The generic status deliberately disagrees to prove the detail wins.
        let response = FCMResponse(status: status, body: Self.errorBody(status: status, canonical: "NOT_FOUND", code: code))
        #expect(response.errorCode?.rawValue == code)
        #expect(response.outcome == expected)
        #expect(!response.isAccessTokenRejected)
        #expect(response.reasonText == code)
    }

    @Test func a401WithoutDetailIsARejectedAccessToken() {
        let response = FCMResponse(status: 401, body: Self.errorBody(status: 401, canonical: "UNAUTHENTICATED", code: nil))
        #expect(response.isAccessTokenRejected)
        #expect(response.outcome == .unauthorized)
        #expect(response.reasonText == "UNAUTHENTICATED")
    }

    @Test func fallsBackToStatusThenHTTP() {
        #expect(FCMResponse(status: 400, body: Self.errorBody(status: 400, canonical: "RESOURCE_EXHAUSTED", code: nil)).outcome == .rateLimited)
        #expect(FCMResponse(status: 502, body: Array("<html>".utf8)).outcome == .unavailable)
    }
}
