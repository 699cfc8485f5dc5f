import Foundation
import PushCore
import PushDelivery
@testable import PushTransport
import Testing

/// The lines a person reads for each push and for the whole send, as every front end prints them.
@Suite struct ResultTextTests {
    private func device() throws -> DeviceToken { try DeviceToken(parsing: String(repeating: "0a", count: 31) + "6c8d") }

    @Test func anAnswerNamesTheDeviceTheStatusTheReasonAndTheIDs() throws {
        let token = try device()
        let request = PushRequest(token: token, topic: "com.acme.app", pushType: .alert, payload: "{}")
        let response = APNsResponse(status: 410, reason: APNsReason(rawValue: "Unregistered"), apnsID: "6dff721b",
                                    apnsUniqueID: "a7c5d27e", retryAfter: 30)
        let line = ResultText.apns(PushResult(request: request, response: response, latency: .milliseconds(4), connectionID: 1,
                                              attempts: 1), label: "Old iPhone")
        let parts = line.components(separatedBy: "  ")
        #expect(parts.first == "unregistered")
        #expect(parts.dropFirst().first == "Old iPhone (\(token.shortened))")
        #expect(parts.contains("410"))
        #expect(parts.contains { $0.hasPrefix("Unregistered: ") })
        #expect(parts.contains("apns-id 6dff721b"))
        #expect(parts.contains("unique-id a7c5d27e"))
        #expect(parts.contains("retry after 30 s"))
        #expect(parts.last == "4 ms")
    }

    @Test func aCancelledPushSaysSoWithItsDevice() throws {
        let token = try device()
        #expect(ResultText.cancelled(token, label: nil) == "unavailable  \(token.shortened)  \(SendHistory.cancelledFailure)")
    }

    @Test func aSkippedDeadDeviceIsNamedWithTheDayAPNsGave() throws {
        let token = try device()
        let entry = TokenBookEntry(label: "Old iPhone", token: token, lastOutcome: "Unregistered", lastSeen: "2026-12-03T10:00:00Z",
                                   invalidSince: "2026-01-01T00:00:00Z")
        #expect(ResultText.skipped(entry, in: .production) == "skipped Old iPhone (\(token.shortened)): Unregistered since 2026-01-01")
    }

    @Test func theSummaryCountsEachOutcomeAndTheCancelled() {
        var summary = SendSummary(total: 1_500)
        summary.counts = [.delivered: 1_200, .unregistered: 3]
        summary.cancelled = 297
        summary.connections = 2
        summary.elapsed = .milliseconds(1_250)
        #expect(ResultText.summary(summary) == "1,500 pushes in 1.25 s over 2 connections: 1,200 delivered, 3 unregistered, 297 cancelled")
    }

    @Test func onePushIsOnePush() {
        var summary = SendSummary(total: 1)
        summary.counts = [.delivered: 1]
        summary.connections = 1
        summary.elapsed = .milliseconds(10)
        #expect(ResultText.summary(summary) == "1 push in 0.01 s over 1 connection: 1 delivered")
    }
}
