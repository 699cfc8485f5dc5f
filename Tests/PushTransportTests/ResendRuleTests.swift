import CCurl
import Testing
@testable import PushTransport

/// Which failures prove the server never processed a request, so the client may send it again
/// without risking a second delivery (`CurlTransfer.provesUnprocessed`; the fault matrix shows the
/// rule at work against a simulator sending GOAWAY every few streams).
struct ResendRuleTests {
    struct Case: CustomStringConvertible, Sendable {
        let code: Int
        let detail: String
        let receivedHeaders: Bool
        let resend: Bool
        var description: String { "curl \(code) \(detail.isEmpty ? "without a message" : "'\(detail)'") \(receivedHeaders ? "after" : "before") headers" }
    }

    @Test(arguments: [
        // libcurl's HTTP/2 session ended (GOAWAY) while the request was not one of its open streams.
        Case(code: 16, detail: "", receivedHeaders: false, resend: true),
        // Once an answer started arriving, the server had the request.
        Case(code: 16, detail: "", receivedHeaders: true, resend: false),
        // A message of libcurl's own names another failure, such as a broken frame.
        Case(code: 16, detail: "nghttp2_session_mem_recv() returned -902", receivedHeaders: false, resend: false),
        // A dropped connection can lose the answer to a request the server processed.
        Case(code: 55, detail: "Connection died, tried 5 times before giving up", receivedHeaders: false, resend: false),
        Case(code: 56, detail: "", receivedHeaders: false, resend: false),
        Case(code: 92, detail: "HTTP/2 stream 5 was not closed cleanly: INTERNAL_ERROR (err 2)", receivedHeaders: false, resend: false),
        Case(code: 28, detail: "", receivedHeaders: false, resend: false),
    ])
    func onlyAnUnsentRequestIsSentAgain(_ testCase: Case) {
        #expect(CurlTransfer.provesUnprocessed(code: CURLcode(rawValue: UInt32(testCase.code)), detail: testCase.detail,
                                               receivedHeaders: testCase.receivedHeaders) == testCase.resend)
    }
}
