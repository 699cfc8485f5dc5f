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
        // libcurl gave up re-sending by its own rule (a refused stream, or nothing back on a reused
        // connection): its count of 5 is no reason to stop, the client's progress rule bounds the rest.
        Case(code: 55, detail: "Connection died, tried 5 times before giving up", receivedHeaders: false, resend: true),
        Case(code: 56, detail: "Connection died, tried 5 times before giving up", receivedHeaders: false, resend: true),
        Case(code: 55, detail: "Connection died, tried 5 times before giving up", receivedHeaders: true, resend: false),
        // A dropped connection can lose the answer to a request the server processed.
        Case(code: 56, detail: "", receivedHeaders: false, resend: false),
        Case(code: 92, detail: "HTTP/2 stream 5 was not closed cleanly: INTERNAL_ERROR (err 2)", receivedHeaders: false, resend: false),
        Case(code: 28, detail: "", receivedHeaders: false, resend: false),
    ])
    func onlyAnUnsentRequestIsSentAgain(_ testCase: Case) {
        #expect(CurlTransfer.provesUnprocessed(code: CURLcode(rawValue: UInt32(testCase.code)), detail: testCase.detail,
                                               receivedHeaders: testCase.receivedHeaders) == testCase.resend)
    }

    @Test func aResendWithoutAnyAnswerSinceItsLastTryCountsAgainstTheLimit() {
        var count = ResendCount().loaded(answered: 7)
        for _ in 0..<CurlMultiEngine.fruitlessResendLimit {
            guard let next = count.next(answered: 7) else {
                Issue.record("gave up before the limit")
                return
            }
            count = next.loaded(answered: 7)
        }
        #expect(count.next(answered: 7) == nil, "no answer in \(CurlMultiEngine.fruitlessResendLimit + 1) tries in a row")
        // One answer anywhere on the client between two tries is progress: the count starts again.
        let progressed = count.next(answered: 8)
        #expect(progressed?.fruitless == 0)
        #expect(progressed?.total == CurlMultiEngine.fruitlessResendLimit + 1)
    }
}
