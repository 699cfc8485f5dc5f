import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
@testable import PushTransport

@Suite(.serialized) struct APNsClientTests {
    @Test func deliversOverHTTP2WithTheAnswerHeaders() async throws {
        let fixture = try APNsClientFixture()
        defer { fixture.stop() }
        var push = try APNsClientFixture.push()
        push.headers.apnsID = "123e4567-e89b-12d3-a456-4266554400a0"
        let result = await fixture.client.send(push)
        #expect(result.outcome == .delivered)
        #expect(result.response?.status == 200)
        #expect(result.response?.apnsID == "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(result.response?.apnsUniqueID?.isEmpty == false)
        #expect(result.connectionID != nil)
        #expect(result.attempts == 1)
        let delivered = fixture.simulator.simulator.deliveredNotifications
        #expect(delivered.count == 1)
        #expect(delivered.first?.payloadText == #"{"aps":{"alert":"hi"}}"#)
    }

    @Test func everyOutcomeClassFromTheSimulator() async throws {
        let tokens = (unregistered: String(repeating: "11", count: 32), bad: String(repeating: "22", count: 32),
                      limited: String(repeating: "33", count: 32), failing: String(repeating: "44", count: 32),
                      down: String(repeating: "55", count: 32))
        let scenario = try Scenario(json: Data("""
        {"tokens": {
          "\(tokens.unregistered)": {"outcome": "unregistered", "since": 1700000000000},
          "\(tokens.bad)": {"outcome": "badDeviceToken"},
          "\(tokens.limited)": {"outcome": "tooManyRequests", "retryAfter": 30},
          "\(tokens.failing)": {"outcome": "internalServerError"},
          "\(tokens.down)": {"outcome": "serviceUnavailable"}}}
        """.utf8), file: "scenario.json")
        let fixture = try APNsClientFixture(scenario: scenario)
        defer { fixture.stop() }
        let results = await fixture.client.send([
            try APNsClientFixture.push(),
            try APNsClientFixture.push(to: tokens.unregistered),
            try APNsClientFixture.push(to: tokens.bad),
            try APNsClientFixture.push(to: tokens.limited),
            try APNsClientFixture.push(to: tokens.failing),
            try APNsClientFixture.push(to: tokens.down),
            try APNsClientFixture.push(pushType: .voip),
            try APNsClientFixture.push(payload: #"{"aps":{"alert":"\#(String(repeating: "x", count: 5000))"}}"#),
        ])
        let outcomes: [PushOutcome] = results.map(\.outcome)
        #expect(outcomes == [.delivered, .unregistered, .invalidTarget, .rateLimited,
                                           .unavailable, .unavailable, .invalidTarget, .invalidMessage])
        #expect(results[1].response?.timestamp == 1_700_000_000_000)
        #expect(results[2].response?.reason == .badDeviceToken)
        #expect(results[3].response?.retryAfter == 30)
        #expect(results[4].response?.status == 500)
        #expect(results[5].response?.status == 503)
        #expect(results[6].response?.reason == .topicDisallowed)
        #expect(results[7].response?.status == 413)
        #expect(results.allSatisfy { $0.attempts == 1 })
    }

    @Test func anUntrustedKeyIsUnauthorized() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let stranger = try ProviderKey(keyID: "STRANGER01")
        let client = APNsClient(endpoint: try .custom(simulator.endpoint.url, caFile: simulator.endpoint.caFile),
                                credential: .token(keyID: stranger.keyID, teamID: stranger.teamID, key: stranger.privateKey))
        defer { client.shutdown() }
        let result = await client.send(try APNsClientFixture.push())
        #expect(result.outcome == .unauthorized)
        #expect(result.response?.reason == .invalidProviderToken)
    }

    @Test func oneProviderTokenAndOneConnectionCarryAThousandPushes() async throws {
        let fixture = try APNsClientFixture()
        defer { fixture.stop() }
        let results = await fixture.client.send(try APNsClientFixture.pushes(1000))
        #expect(results.count == 1000)
        #expect(results.allSatisfy { $0.outcome == .delivered })
        #expect(Set(results.compactMap(\.connectionID)).count == 1)
        // Input order: result i answers push i.
        #expect(results.enumerated().allSatisfy { $0.element.request.token.hex == APNsClientFixture.token(number: $0.offset) })
        let journal = try fixture.simulator.journal()
        #expect(journal.count == 1000)
        #expect(Set(journal.map(\.connection)).count == 1)
        #expect(Self.authorizations(in: journal).count == 1)
    }

    @Test func aStaleFirstTokenIsRefreshedBeforeTheWindowOpens() async throws {
        // The client's clock reads 2 hours early on its first reading, so the first token is stale
        // to the simulator; every later reading is on time. The first push goes alone, so only it
        // meets the stale token.
        let readings = Counter()
        let simulatorStart = ManualClock().epochSeconds
        let fixture = try APNsClientFixture(clientClock: {
            readings.increment()
            return readings.value == 1 ? simulatorStart - 7200 : simulatorStart
        })
        defer { fixture.stop() }
        let results = await fixture.client.send(try APNsClientFixture.pushes(50))
        #expect(results.allSatisfy { $0.outcome == .delivered })
        #expect(results.filter { $0.attempts == 2 }.count == 1)
        #expect(results.filter { $0.attempts == 1 }.count == 49)
        let journal = try fixture.simulator.journal()
        #expect(journal.filter { $0.reason == APNsReason.expiredProviderToken.rawValue }.count == 1)
        #expect(journal.filter { $0.status == 200 }.count == 50)
        #expect(Self.authorizations(in: journal).count == 2)
    }

    @Test func tokenExpiryMidBatchCostsOneRemintAndOneRetryPerPush() async throws {
        let clientClock = ManualClock()
        let fixture = try APNsClientFixture(clientClock: { clientClock.epochSeconds })
        defer { fixture.stop() }
        let warmUp = await fixture.client.send(try APNsClientFixture.pushes(10))
        #expect(warmUp.allSatisfy { $0.outcome == .delivered })
        // 30 minutes on for the client (its token is still reused), 61 for APNs (it has expired).
        clientClock.advance(by: 30 * 60)
        fixture.simulator.clock.advance(by: 61 * 60)
        let results = await fixture.client.send(try (100..<150).map { try APNsClientFixture.push(to: APNsClientFixture.token(number: $0)) })
        #expect(results.allSatisfy { $0.outcome == .delivered }, "\(results.map(\.summary).prefix(3))")
        #expect(results.allSatisfy { $0.attempts <= 2 })
        let journal = try fixture.simulator.journal()
        let expired = journal.filter { $0.reason == APNsReason.expiredProviderToken.rawValue }
        #expect(expired.count == results.filter { $0.attempts == 2 }.count)
        #expect(expired.count >= 1)
        #expect(journal.filter { $0.status == 200 }.count == 60)
        #expect(!journal.contains { $0.reason == APNsReason.tooManyProviderTokenUpdates.rawValue })
        #expect(Self.authorizations(in: journal).count == 2)
    }

    private static func authorizations(in journal: [JournalEntry]) -> Set<String> {
        Set(journal.compactMap { $0.headers.first { $0.name == "authorization" }?.value })
    }

    @Test func aTokenThatStaysExpiredIsRetriedOnlyOnce() async throws {
        let simulatorStart = ManualClock().epochSeconds
        let fixture = try APNsClientFixture(clientClock: { simulatorStart - 7200 })
        defer { fixture.stop() }
        let result = await fixture.client.send(try APNsClientFixture.push())
        #expect(result.outcome == .unauthorized)
        #expect(result.response?.reason == .expiredProviderToken)
        #expect(result.attempts == 2)
        #expect(try fixture.simulator.journal().count == 2)
    }

    @Test func goawayMidBatchLosesAndDuplicatesNothing() async throws {
        let scenario = Scenario(goaway: Scenario.GoawayRule(afterStreams: 50, reason: .shutdown))
        let fixture = try APNsClientFixture(scenario: scenario)
        defer { fixture.stop() }
        let results = await fixture.client.send(try APNsClientFixture.pushes(300))
        #expect(results.count == 300)
        #expect(results.allSatisfy { $0.outcome == .delivered }, "\(results.filter { $0.outcome != .delivered }.map(\.summary).prefix(3))")
        let journal = try fixture.simulator.journal()
        #expect(journal.count == 300)
        #expect(Set(journal.map(\.path)).count == 300)
        #expect(Set(journal.map(\.connection)).count >= 2)
    }

    @Test func aDroppedConnectionGivesEveryPushOneResult() async throws {
        let fixture = try APNsClientFixture(scenario: Scenario(dropAfterStreams: 40))
        defer { fixture.stop() }
        let results = await fixture.client.send(try APNsClientFixture.pushes(200))
        #expect(results.count == 200)
        let delivered = results.filter { $0.outcome == .delivered }
        let lost = results.filter { $0.outcome == .unavailable }
        #expect(delivered.count + lost.count == 200)
        #expect(lost.allSatisfy { $0.failure != nil })
        let journal = try fixture.simulator.journal()
        #expect(Set(journal.map(\.path)).count == journal.count, "a push reached the server twice")
        // A response the server wrote just before dropping the connection can be lost with it, so
        // the server may count more deliveries than the client saw: never fewer.
        #expect(journal.filter { $0.status == 200 }.count >= delivered.count)
    }

    @Test func aStalledServerTimesOut() async throws {
        let fixture = try APNsClientFixture(scenario: Scenario(latencyMilliseconds: 5_000),
                                            configuration: APNsClientConfiguration(requestTimeout: .milliseconds(300)))
        defer { fixture.stop() }
        let started = ContinuousClock.now
        let result = await fixture.client.send(try APNsClientFixture.push())
        #expect(ContinuousClock.now - started < .seconds(4))
        #expect(result.outcome == .unavailable)
        guard case .transport(let error) = result.failure?.base else {
            Issue.record("expected a transport failure, got \(result.summary)")
            return
        }
        #expect(error.kind == .timeout)
    }

    @Test func aWrongCAIsRefusedWithAClearMessage() async throws {
        let other = try TemporaryDirectory(prefix: "other-ca")
        defer { other.remove() }
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "not the simulator", validDays: 1)
        let caFile = try other.write(authority.certificatePEM, to: "ca.pem")
        let fixture = try APNsClientFixture(caFile: caFile)
        defer { fixture.stop() }
        let result = await fixture.client.send(try APNsClientFixture.push())
        #expect(result.outcome == .unavailable)
        guard case .transport(let error) = result.failure?.base else {
            Issue.record("expected a transport failure, got \(result.summary)")
            return
        }
        #expect(error.kind == .tls)
        #expect(error.curlCode == 60)
        #expect(error.message.contains("certificate"))
        #expect(try fixture.simulator.journal().isEmpty)
    }

    @Test func aRefusedConnectionIsUnavailable() async throws {
        // Port 1 (tcpmux) is never served on loopback here; a port freed by a stopped simulator could
        // be taken by another test's simulator meanwhile.
        let gone = try SimulatorFixture()
        let caFile = gone.endpoint.caFile
        gone.simulator.stop()
        let client = APNsClient(endpoint: try .custom("https://127.0.0.1:1", caFile: caFile),
                                credential: .token(keyID: gone.key.keyID, teamID: gone.key.teamID, key: gone.key.privateKey))
        defer { client.shutdown(); gone.scratch.remove() }
        let results = await client.send(try APNsClientFixture.pushes(5))
        #expect(results.count == 5)
        #expect(results.allSatisfy { $0.outcome == .unavailable })
        guard case .transport(let error) = results[0].failure?.base else {
            Issue.record("expected a transport failure, got \(results[0].summary)")
            return
        }
        #expect(error.kind == .connect)
    }

    @Test func serverErrorsAreRetriedOnlyUnderAPolicy() async throws {
        let failing = String(repeating: "55", count: 32)
        let scenario = try Scenario(json: Data(#"{"tokens": {"\#(failing)": {"outcome": "serviceUnavailable"}}}"#.utf8), file: "s.json")
        let plain = try APNsClientFixture(scenario: scenario)
        defer { plain.stop() }
        let once = await plain.client.send(try APNsClientFixture.push(to: failing))
        #expect(once.outcome == .unavailable)
        #expect(once.attempts == 1)

        let retrying = try APNsClientFixture(scenario: scenario, configuration: APNsClientConfiguration(
            retryPolicy: RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(10))))
        defer { retrying.stop() }
        let thrice = await retrying.client.send(try APNsClientFixture.push(to: failing))
        #expect(thrice.attempts == 3)
        #expect(try retrying.simulator.journal().count == 3)
    }

    @Test func aLargeBatchRefusedBeforeSendingEndsWithOneResultEach() async throws {
        let fixture = try APNsClientFixture()
        defer { fixture.stop() }
        // Every push fails before it is sent, so each finishes inside the call that started it.
        let push = try APNsClientFixture.push(payload: "{\"aps\": ")
        let results = await fixture.client.send(Array(repeating: push, count: 200_000))
        #expect(results.count == 200_000)
        #expect(results.allSatisfy { $0.outcome == .invalidMessage && $0.attempts == 0 })
        #expect(try fixture.simulator.journal().isEmpty)
    }

    @Test func anUnencodablePushIsNeverSent() async throws {
        let fixture = try APNsClientFixture()
        defer { fixture.stop() }
        let result = await fixture.client.send(try APNsClientFixture.push(payload: "{\"aps\": "))
        #expect(result.outcome == .invalidMessage)
        #expect(result.attempts == 0)
        guard case .request = result.failure?.base else {
            Issue.record("expected a request failure, got \(result.summary)")
            return
        }
        #expect(try fixture.simulator.journal().isEmpty)
    }
}
