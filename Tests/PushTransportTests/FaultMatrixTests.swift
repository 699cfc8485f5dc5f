import Foundation
import PushCore
import PushCrypto
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
@testable import PushTransport

/// Every fault the network can throw at a batch (issue 6 §2), each against the simulator's
/// scenarios. ``FaultHarness`` checks the invariants every case shares: each push exactly one
/// result, nothing delivered twice, no hang, and no thread or descriptor left behind.
@Suite(.serialized) struct FaultMatrixTests {
    // MARK: The connection ends

    @Test(arguments: [APNsReason.shutdown, nil])
    func goawayMidBatchLosesNothing(reason: APNsReason?) throws {
        // Fourteen GOAWAYs, each in the middle of a full window: a handle reused across them once
        // inherited libcurl's count of internal re-sends and failed pushes at their first refusal.
        let harness = try FaultHarness(scenario: Scenario(goaway: .init(afterStreams: 150, reason: reason)))
        let outcome = try harness.send(try FaultHarness.pushes(2000))
        let failed = outcome.results.filter { $0.outcome != .delivered }
        #expect(failed.isEmpty, "\(failed.count) lost, e.g. \(failed.first?.summary ?? "")")
        #expect(outcome.journal.filter { $0.status == 200 }.count == 2000)
        #expect(Set(outcome.journal.map(\.connection)).count >= 13)
        harness.finish()
    }

    @Test func pushesCaughtAtAGoawayBoundaryAreResentOrReportedNeverProcessed() throws {
        // A GOAWAY every 3 streams with 100 in flight: most pushes meet a closing connection.
        // libcurl re-sends refused streams itself (at most 5 times); a push it abandons without a
        // word (CURLE_HTTP2) never reached the server and is sent once more by the client.
        let harness = try FaultHarness(scenario: Scenario(goaway: .init(afterStreams: 3, reason: nil)))
        let outcome = try harness.send(try FaultHarness.pushes(300), deadline: .seconds(30))
        let processed = Set(outcome.journal.map(\.path))
        for result in outcome.results where result.outcome != .delivered {
            guard case .transport(let error) = result.failure?.base else {
                Issue.record("\(result.summary)")
                continue
            }
            #expect(error.curlCode != 16, "a push lost at a GOAWAY boundary was not re-sent: \(error)")
            #expect(!processed.contains("/3/device/\(result.request.token.hex)"), "reported lost but processed: \(error)")
        }
        #expect(outcome.results.contains { $0.outcome == .delivered })
        harness.finish()
    }

    @Test func aConnectionDroppedMidStreamGivesEachPushOneHonestResult() throws {
        let harness = try FaultHarness(scenario: Scenario(dropAfterStreams: 40))
        let outcome = try harness.send(try FaultHarness.pushes(500))
        let delivered = outcome.results.filter { $0.outcome == .delivered }
        let lost = outcome.results.filter { $0.outcome == .unavailable }
        #expect(delivered.count + lost.count == 500)
        #expect(lost.allSatisfy { $0.failure != nil && $0.response == nil })
        // A response written just before the drop can be lost with the connection, so the server
        // may count more deliveries than the client saw: never fewer, and never one it did not send.
        let deliveredPaths = Set(outcome.journal.filter { $0.status == 200 }.map(\.path))
        #expect(delivered.allSatisfy { deliveredPaths.contains("/3/device/\($0.request.token.hex)") })
        harness.finish()
    }

    @Test func aStalledServerEndsEveryPushWithTheTimeout() throws {
        let harness = try FaultHarness(scenario: Scenario(latencyMilliseconds: 10_000),
                                       configuration: APNsClientConfiguration(requestTimeout: .milliseconds(300)))
        let outcome = try harness.send(try FaultHarness.pushes(50), deadline: .seconds(8))
        outcome.expectEveryPushFailed(.timeout)
        // The first push waits alone (one stream until a token is accepted); after its timeout the
        // rest time out together instead of one after another (50 × 300 ms).
        #expect(outcome.arrivals.max().map { $0 < .seconds(3) } == true, "\(outcome.arrivals.max() ?? .zero)")
        harness.finish()
    }

    // MARK: No connection at all

    @Test func aRefusedConnectionIsUnavailable() throws {
        // Port 1 (tcpmux) is never served on loopback here.
        let harness = try FaultHarness(url: "https://127.0.0.1:1")
        let outcome = try harness.send(try FaultHarness.pushes(10))
        outcome.expectEveryPushFailed(.connect, curlCode: 7)
        #expect(outcome.journal.isEmpty)
        harness.finish()
    }

    @Test func aFailedTLSHandshakeIsATLSErrorNotAHang() throws {
        let harness = try FaultHarness(scenario: Scenario(failHandshakes: true))
        let outcome = try harness.send(try FaultHarness.pushes(10), deadline: .seconds(8))
        outcome.expectEveryPushFailed(.tls, curlCode: 35)
        #expect(outcome.results.first?.summary.contains("handshake failure") == true, "\(outcome.results.first?.summary ?? "")")
        #expect(outcome.journal.isEmpty)
        harness.finish()
    }

    @Test func aWrongCAIsRefused() throws {
        let other = try TemporaryDirectory(prefix: "other-ca")
        defer { other.remove() }
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "not the simulator", validDays: 1)
        let harness = try FaultHarness(caFile: try other.write(authority.certificatePEM, to: "ca.pem"))
        let outcome = try harness.send(try FaultHarness.pushes(10))
        outcome.expectEveryPushFailed(.tls, curlCode: 60)
        #expect(outcome.journal.isEmpty)
        harness.finish()
    }

    // MARK: The server pushes back

    static let rateStorm = Scenario.Storm(afterRequests: 20, count: 30, outcome: .tooManyRequests(retryAfter: 1))

    @Test func a429StormWithTheRetryPolicyDeliversEverythingAfterRetryAfter() throws {
        let harness = try FaultHarness(scenario: Scenario(storms: [Self.rateStorm]),
                                       configuration: APNsClientConfiguration(retryPolicy: RetryPolicy(maxAttempts: 3)))
        let outcome = try harness.send(try FaultHarness.pushes(100))
        #expect(outcome.results.allSatisfy { $0.outcome == .delivered }, "\(outcome.results.map(\.summary).filter { !$0.hasPrefix("HTTP 200") }.prefix(2))")
        let retried = outcome.results.indices.filter { outcome.results[$0].attempts == 2 }
        #expect(retried.count == 30)
        #expect(outcome.results.allSatisfy { $0.attempts <= 2 })
        // Each retried push waited out Retry-After (1 s) between its 429 and its second attempt.
        #expect(retried.allSatisfy { outcome.arrivals[$0] >= .seconds(1) })
        #expect(outcome.journal.filter { $0.reason == APNsReason.tooManyRequests.rawValue }.count == 30)
        harness.finish()
    }

    @Test func a429StormWithoutThePolicyEndsExactlyTheStormRateLimited() throws {
        let harness = try FaultHarness(scenario: Scenario(storms: [Self.rateStorm]))
        let outcome = try harness.send(try FaultHarness.pushes(100))
        let limited = outcome.results.filter { $0.outcome == .rateLimited }
        #expect(limited.count == 30)
        #expect(limited.allSatisfy { $0.response?.status == 429 && $0.response?.retryAfter == 1 && $0.attempts == 1 })
        #expect(outcome.results.filter { $0.outcome == .delivered }.count == 70)
        harness.finish()
    }

    @Test(arguments: [(Scenario.Storm.Outcome.internalServerError, 500), (.serviceUnavailable, 503)])
    func a5xxBurstWithThePolicyIsRetriedAndDelivered(_ burst: Scenario.Storm.Outcome, status: Int) throws {
        let harness = try FaultHarness(
            scenario: Scenario(storms: [Scenario.Storm(afterRequests: 10, count: 20, outcome: burst)]),
            configuration: APNsClientConfiguration(retryPolicy: RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(50))))
        let outcome = try harness.send(try FaultHarness.pushes(100))
        #expect(outcome.results.allSatisfy { $0.outcome == .delivered })
        #expect(outcome.results.filter { $0.attempts == 2 }.count == 20)
        #expect(outcome.journal.filter { $0.status == status }.count == 20)
        harness.finish()
    }

    @Test(arguments: [(Scenario.Storm.Outcome.internalServerError, 500), (.serviceUnavailable, 503)])
    func a5xxBurstWithoutThePolicyEndsExactlyTheBurstUnavailable(_ burst: Scenario.Storm.Outcome, status: Int) throws {
        let harness = try FaultHarness(scenario: Scenario(storms: [Scenario.Storm(afterRequests: 10, count: 20, outcome: burst)]))
        let outcome = try harness.send(try FaultHarness.pushes(100))
        let failed = outcome.results.filter { $0.outcome == .unavailable }
        #expect(failed.count == 20)
        #expect(failed.allSatisfy { $0.response?.status == status && $0.attempts == 1 })
        #expect(outcome.results.filter { $0.outcome == .delivered }.count == 80)
        harness.finish()
    }

    // MARK: Provider tokens

    @Test func providerTokenExpiryMidBatchCostsOneRemintAndAtMostOneRetryPerPush() throws {
        let clientClock = ManualClock()
        let harness = try FaultHarness(clientClock: clientClock)
        let warmUp = try harness.send(try FaultHarness.pushes(10))
        #expect(warmUp.results.allSatisfy { $0.outcome == .delivered })
        #expect(harness.mints.value == 1)
        // 30 minutes on for the client (its token is still reused), 61 for APNs (it has expired).
        clientClock.advance(by: 30 * 60)
        harness.simulator.clock.advance(by: 61 * 60)
        let batch = try (100..<400).map { try APNsClientFixture.push(to: APNsClientFixture.token(number: $0)) }
        let outcome = try harness.send(batch)
        #expect(outcome.results.allSatisfy { $0.outcome == .delivered }, "\(outcome.results.first { $0.outcome != .delivered }?.summary ?? "")")
        #expect(outcome.results.allSatisfy { $0.attempts <= 2 })
        #expect(harness.mints.value == 2, "one re-mint for the whole batch")
        let expired = outcome.journal.filter { $0.reason == APNsReason.expiredProviderToken.rawValue }
        #expect(expired.count == outcome.results.filter { $0.attempts == 2 }.count)
        #expect(!outcome.journal.contains { $0.reason == APNsReason.tooManyProviderTokenUpdates.rawValue })
        harness.finish()
    }

    // MARK: Scale

    @Test func tenThousandPushesWithASeededErrorRateMatchTheScenarioCountForCount() throws {
        let rule = Scenario.ErrorRate(rate: 0.1, seed: 2026, reasons: [.internalServerError, .serviceUnavailable, .tooManyRequests])
        let harness = try FaultHarness(scenario: Scenario(errorRate: rule))
        let outcome = try harness.send(try FaultHarness.pushes(10_000), deadline: .seconds(60))
        let client = Dictionary(grouping: outcome.results) { $0.response?.status ?? 0 }.mapValues(\.count)
        let server = Dictionary(grouping: outcome.journal, by: \.status).mapValues(\.count)
        // The same seeded dice, rolled once per request in arrival order, as the simulator does.
        let dice = ErrorDice(rule: rule)
        var predicted: [Int: Int] = [:]
        for _ in 0..<10_000 {
            predicted[dice.roll().map { APNsRejection($0).status } ?? 200, default: 0] += 1
        }
        #expect(client == predicted)
        #expect(server == predicted)
        // 10 % of 10,000, within what a fair coin allows.
        #expect((900...1100).contains(10_000 - (predicted[200] ?? 0)))
        harness.finish()
    }
}

/// Issue 12 §5: faults end fast and truthfully — pushes the server never processed are re-sent
/// until delivered, an unreachable server ends the batch within the connect timeout with one
/// accurate message, and refused credentials stop the batch after one request.
@Suite(.serialized) struct BatchFaultTests {
    @Test(arguments: [(1, 500), (5, 2000), (20, 2000)])
    func aServerThatClosesEveryConnectionEarlyStillGetsEveryPushOnce(afterStreams: Int, count: Int) throws {
        // With the default window (1000), nearly every push meets GOAWAY above its last stream ID
        // several times: more often than libcurl's own 5 re-sends allow. After 1 stream each push
        // needs a TLS connection of its own, one after another: 500 keep a debug build on a busy
        // machine inside the request timeout (the release binary delivers 2,000, see issue 12's note).
        let harness = try FaultHarness(scenario: Scenario(goaway: .init(afterStreams: afterStreams, reason: nil)))
        let outcome = try harness.send(try FaultHarness.pushes(count), deadline: .seconds(240))
        let failed = outcome.results.filter { $0.outcome != .delivered }
        #expect(failed.isEmpty, "\(failed.count) not delivered, e.g. \(failed.first?.summary ?? "")")
        // The harness has checked that no push reached the server twice.
        #expect(outcome.journal.filter { $0.status == 200 }.count == count)
        harness.finish()
    }

    @Test func aServerThatTakesOneStreamPerConnectionCostsAConnectionPerPushNotTheWholeQueueEachTime() throws {
        // GOAWAY after every stream, with the default window (1,000): every request in flight used
        // to go out on each new connection and come back refused, so the work of each reconnect grew
        // with what was still queued (issue 25 §9: 24 ms a push at 200, 101 ms at 1,000).
        let count = 200
        let harness = try FaultHarness(scenario: Scenario(goaway: .init(afterStreams: 1, reason: nil)))
        let outcome = try harness.send(try FaultHarness.pushes(count), deadline: .seconds(120))
        let failed = outcome.results.filter { $0.outcome != .delivered }
        #expect(failed.isEmpty, "\(failed.count) not delivered, e.g. \(failed.first?.summary ?? "")")
        // One connection per push, as the server forces, and few opened that carried nothing (the
        // simulator numbers every connection it accepts). A re-send libcurl starts by itself is
        // stopped once its connection is up, and that connection may then close unused: inside the
        // whole suite on a loaded machine one run of nine had 1 such connection among 200, a run of
        // the POSIX build 8. Twice as many connections as pushes would mean a reconnect per try.
        let connections = outcome.journal.map(\.connection)
        #expect(Set(connections).count == count)
        let opened = (connections.max() ?? 0) - (connections.min() ?? 0) + 1
        #expect(opened <= count + count / 10, "\(opened - count) connections processed nothing")
        // Tries the server refused: at most one a reconnect once the client has seen the server's
        // pace, plus the window that went out before it had (here the rest of the batch, once).
        // Before, each connection carried everything still in flight: 6,209 tries for 200 pushes
        // (524 after).
        #expect(poll(until: { harness.client.transportTally.answers == count }, timeout: 10))
        let tally = harness.client.transportTally
        #expect(tally.tries - tally.answers < 2 * count, "\(tally)")
        harness.finish()
    }

    @Test func aServerThatNeverFinishesTLSEndsTheWholeBatchWithinTheConnectTimeout() throws {
        let hole = try SilentListener()
        let harness = try FaultHarness(configuration: APNsClientConfiguration(connectTimeout: .seconds(1)),
                                       url: "https://127.0.0.1:\(hole.port)")
        let started = ContinuousClock.now
        let outcome = try harness.send(try FaultHarness.pushes(2000), deadline: .seconds(10))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(3), "took \(elapsed) for a 1 s connect timeout")
        outcome.expectEveryPushFailed(.timeout, curlCode: 28)
        let messages = Set(outcome.results.map(\.summary))
        #expect(messages == ["TLS handshake with 127.0.0.1:\(hole.port) timed out after 1000 ms (curl error 28)"], "\(messages.prefix(3))")
        hole.close()
        harness.finish()
    }

    @Test func aRefusedConnectionNamesTheServerOnce() throws {
        let harness = try FaultHarness(url: "https://127.0.0.1:1")
        let outcome = try harness.send(try FaultHarness.pushes(500))
        outcome.expectEveryPushFailed(.connect, curlCode: 7)
        #expect(Set(outcome.results.map(\.summary)) == ["127.0.0.1:1 refused the connection (curl error 7)"])
        harness.finish()
    }

    @Test func refusedCredentialsStopTheBatchAfterTheFirstAnswer() throws {
        let harness = try FaultHarness(clientKey: try ProviderKey(keyID: "STRANGER01"))
        let outcome = try harness.send(try FaultHarness.pushes(2000))
        #expect((1...2).contains(outcome.journal.count), "the server saw \(outcome.journal.count) requests")
        #expect(outcome.results[0].response?.reason == .invalidProviderToken)
        #expect(outcome.results.allSatisfy { $0.refusedCredentials })
        let unsent = outcome.results.dropFirst(outcome.journal.count)
        #expect(unsent.allSatisfy { $0.failure == .credentialsRefused(.invalidProviderToken) && $0.attempts == 0 })
        #expect(unsent.first?.summary == "not sent: credentials refused (InvalidProviderToken)")
        harness.finish()
    }
}
