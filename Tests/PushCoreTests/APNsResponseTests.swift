import Foundation
import Testing
import PushCore

@Suite struct APNsResponseTests {
    @Test func successHasIDsAndNoReason() {
        let response = APNsResponse(status: 200, headers: [
            (name: "apns-id", value: "123e4567-e89b-12d3-a456-4266554400a0"),
            (name: "Apns-Unique-Id", value: "a8f3c2e4-0000-0000-0000-000000000001"),
        ], body: [])
        #expect(response.reason == nil)
        #expect(response.apnsID == "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(response.apnsUniqueID == "a8f3c2e4-0000-0000-0000-000000000001", "header names match case-insensitively")
        #expect(response.outcome == .delivered)
        #expect(!response.isRetryable)
        #expect(response.explanation == "APNs accepted the notification.")
    }

    /// APNs documents 200 alone: another 2xx, with or without a body, is no delivery and not worth a retry.
    @Test(arguments: [(201, #"{"reason":"Created"}"#), (204, ""), (299, #"{"reason":"Weird"}"#)])
    func aSuccessOtherThan200IsAnUnexpectedStatus(_ status: Int, _ body: String) {
        let response = APNsResponse(status: status, headers: [(name: "apns-id", value: "123e4567-e89b-12d3-a456-4266554400a0")],
                                    body: Array(body.utf8))
        #expect(response.outcome == .failed)
        #expect(response.isUnexpectedStatus)
        #expect(!response.isRetryable)
        #expect(response.explanation.hasPrefix("unexpected status \(status): "), "\(response.explanation)")
        #expect(response.body == body, "the body is kept as received")
    }

    /// The transport's own header list (no copy per answer, names lowercase) reads exactly as the
    /// pairs do: the first of a repeated name, and the date, Retry-After and IDs.
    @Test func theTransportsHeaderListReadsAsThePairsDo() {
        let fields = [HTTPHeader(name: "server", value: "nginx"), HTTPHeader(name: "date", value: "Sun, 06 Nov 1994 08:49:37 GMT"),
                      HTTPHeader(name: "apns-id", value: "first"), HTTPHeader(name: "apns-id", value: "second"),
                      HTTPHeader(name: "apns-unique-id", value: "unique"), HTTPHeader(name: "retry-after", value: " 30 "),
                      HTTPHeader(name: "apns-i", value: "shorter"), HTTPHeader(name: "apns-idx", value: "longer")]
        let body = Array(#"{"reason":"TooManyRequests"}"#.utf8)
        let read = APNsResponse(status: 429, fields: fields, body: body)
        #expect(read == APNsResponse(status: 429, headers: fields.map { (name: $0.name, value: $0.value) }, body: body))
        #expect(read.apnsID == "first")
        #expect(read.apnsUniqueID == "unique")
        #expect(read.retryAfter == 30)
        #expect(read.serverDate == Date(timeIntervalSince1970: 784_111_777))
        #expect(APNsResponse(status: 200, fields: [HTTPHeader(name: "apns-i", value: "x")], body: []).apnsID == nil)
    }

    @Test func goneTokenCarriesItsTimestamp() {
        let response = APNsResponse(status: 410, headers: [], body: Array(#"{"reason":"Unregistered","timestamp":1700000000123}"#.utf8))
        #expect(response.reason == .unregistered)
        #expect(response.timestamp == 1_700_000_000_123)
        #expect(response.outcome == .unregistered)
        #expect(!response.isRetryable)
        #expect(response.whatToDo == APNsReason.unregistered.info?.whatToDo)
    }

    @Test func rateLimitReadsRetryAfter() {
        let response = APNsResponse(status: 429, headers: [(name: "retry-after", value: " 30 ")],
                                    body: Array(#"{"reason":"TooManyRequests"}"#.utf8))
        #expect(response.retryAfter == 30)
        #expect(response.outcome == .rateLimited)
        #expect(response.isRetryable)
    }

    @Test func unknownReasonFallsBackToTheStatusClass() {
        let response = APNsResponse(status: 503, headers: [], body: Array(#"{"reason":"Overheated"}"#.utf8))
        #expect(response.reason == APNsReason(rawValue: "Overheated"))
        #expect(response.outcome == .unavailable)
        #expect(response.isRetryable)
        #expect(response.explanation == "APNs answered 503 with reason 'Overheated', which Apple has not documented.")
        #expect(response.whatToDo == "Send again later with back-off.")
        let client = APNsResponse(status: 400, headers: [], body: Array(#"{"reason":"Weird"}"#.utf8))
        #expect(client.outcome == .invalidMessage)
        #expect(!client.isRetryable)
    }

    @Test func bodyThatIsNotJSONIsKeptRaw() {
        let response = APNsResponse(status: 502, headers: [], body: Array("<html>Bad Gateway</html>".utf8))
        #expect(response.reason == nil)
        #expect(response.body == "<html>Bad Gateway</html>")
        #expect(response.outcome == .unavailable)
        #expect(response.explanation == "APNs answered 502 without a reason.")
    }

    @Test func knownReasonExplainsFromTheTable() throws {
        let response = APNsResponse(status: 400, headers: [(name: "apns-id", value: "x")],
                                    body: Array(#"{"reason":"BadDeviceToken"}"#.utf8))
        let info = try #require(APNsReason.badDeviceToken.info)
        #expect(response.apnsID == "x")
        #expect(response.outcome == .invalidTarget)
        #expect(response.explanation == info.explanation)
        #expect(response.whatToDo == info.whatToDo)
        #expect(!response.isRetryable)
    }

    @Test func rejectionBodyParsesBackIntoAResponse() {
        let rejection = APNsRejection(.payloadTooLarge)
        #expect(rejection.status == 413)
        let response = APNsResponse(status: rejection.status, headers: [], body: rejection.body)
        #expect(response.reason == .payloadTooLarge)
        #expect(String(decoding: rejection.body, as: UTF8.self) == #"{"reason":"PayloadTooLarge"}"#)
    }

    @Test func goneRejectionBodyCarriesTheTimestamp() {
        let rejection = APNsRejection(.unregistered, timestamp: 1_700_000_000_123)
        #expect(rejection.status == 410)
        #expect(String(decoding: rejection.body, as: UTF8.self) == #"{"reason":"Unregistered","timestamp":1700000000123}"#)
        let response = APNsResponse(status: rejection.status, headers: [], body: rejection.body)
        #expect(response.timestamp == 1_700_000_000_123)
        #expect(response.outcome == .unregistered)
    }
}
