import Foundation
import PushCore
import PushSimulator
import PushTestSupport
import Testing
@testable import PushTransport

/// A push waiting out a retry backoff is ended by the client's shutdown at once, not after the
/// server's `Retry-After`, with the answer it was waiting after.
@Suite struct BackoffShutdownTests {
    // Synchronous on purpose, with the client's callback API: nothing here needs Swift's
    // cooperative pool, which other suites' blocking waits may fill on 2 cores.
    @Test func shutdownEndsAPushWaitingOutRetryAfterAtOnce() throws {
        let limited = String(repeating: "33", count: 32)
        let fixture = try APNsClientFixture(
            scenario: Scenario(tokenOutcomes: [try DeviceToken(parsing: limited): .tooManyRequests(retryAfter: 30)]),
            configuration: APNsClientConfiguration(retryPolicy: RetryPolicy(maxAttempts: 2, maxBackoff: .seconds(60))))
        defer { fixture.stop() }
        let answer = Locked<PushResult?>(nil)
        let finished = DispatchSemaphore(value: 0)
        fixture.client.begin([try APNsClientFixture.push(to: limited)],
                             onResult: { _, result in answer.withLock { $0 = result } },
                             onFinished: { finished.signal() })
        let answered429 = try fixture.simulator.waitForJournal { $0.contains { $0.status == 429 } }
        #expect(answered429.count == 1, "the 429 never came")
        // The server answered; shut down once the client has read it and waits out its Retry-After.
        try #require(poll(until: { fixture.client.waitingBackoffs == 1 }, timeout: 10 * testTimeoutScale), "the client never waited out the 429")
        let clock = ContinuousClock()
        let shutdownAt = clock.now
        fixture.client.shutdown()
        #expect(finished.wait(timeout: .now() + 10 * testTimeoutScale) == .success, "the push never ended")
        #expect(clock.now - shutdownAt < .seconds(5), "the shutdown waited out the Retry-After")
        let result = try #require(answer.withLock { $0 })
        #expect(result.failure == nil, "the 429 was thrown away: \(result.summary)")
        #expect(result.response?.status == 429 && result.response?.retryAfter == 30)
        #expect(result.outcome == .rateLimited)
        // The retry was never sent: the journal holds only the first attempt.
        #expect(try fixture.simulator.journal().count == 1)
    }
}
