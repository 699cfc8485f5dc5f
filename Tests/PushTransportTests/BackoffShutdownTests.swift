import Foundation
import PushCore
import PushSimulator
import PushTestSupport
import Testing
@testable import PushTransport

/// A push waiting out a retry backoff is cancelled by the client's shutdown at once, not after
/// the server's `Retry-After`.
@Suite struct BackoffShutdownTests {
    @Test func shutdownEndsAPushWaitingOutRetryAfterAtOnce() async throws {
        let limited = String(repeating: "33", count: 32)
        let fixture = try APNsClientFixture(
            scenario: Scenario(tokenOutcomes: [try DeviceToken(parsing: limited): .tooManyRequests(retryAfter: 30)]),
            configuration: APNsClientConfiguration(retryPolicy: RetryPolicy(maxAttempts: 2, maxBackoff: .seconds(60))))
        defer { fixture.stop() }
        let client = fixture.client
        let sending = Task { await client.send(try APNsClientFixture.push(to: limited)) }
        // Polled with task sleeps: blocking a pool thread here could starve the send itself.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while try !fixture.simulator.journal().contains(where: { $0.status == 429 }), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try fixture.simulator.journal().contains { $0.status == 429 }, "the 429 never came")
        let shutdownAt = clock.now
        client.shutdown()
        let result = try await sending.value
        #expect(clock.now - shutdownAt < .seconds(5), "the shutdown waited out the Retry-After")
        guard case .transport(let error)? = result.failure else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(error.kind == .cancelled)
        #expect(result.outcome == .unavailable)
        // The retry was never sent: the journal holds only the first attempt.
        #expect(try fixture.simulator.journal().count == 1)
    }
}
