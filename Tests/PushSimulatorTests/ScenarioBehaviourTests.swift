import Foundation
import PushCore
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Every scenario feature, observed from real HTTP/2 clients.
@Suite(.serialized) struct ScenarioBehaviourTests {
    static let scripted = String(repeating: "cd", count: 32)

    struct OutcomeCase: CustomStringConvertible, Sendable {
        let outcome: TokenOutcome
        let status: Int
        let reason: String
        var description: String { reason }
    }

    @Test(arguments: [
        OutcomeCase(outcome: .badDeviceToken, status: 400, reason: "BadDeviceToken"),
        OutcomeCase(outcome: .tooManyRequests(retryAfter: nil), status: 429, reason: "TooManyRequests"),
        OutcomeCase(outcome: .internalServerError, status: 500, reason: "InternalServerError"),
        OutcomeCase(outcome: .serviceUnavailable, status: 503, reason: "ServiceUnavailable"),
    ])
    func scriptedTokenOutcome(_ testCase: OutcomeCase) throws {
        let token = try DeviceToken(parsing: Self.scripted)
        let fixture = try SimulatorFixture(scenario: Scenario(tokenOutcomes: [token: testCase.outcome]))
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(token: Self.scripted), headers: fixture.headers(authorization: authorization)),
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: authorization)),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [testCase.status, 200], "only the scripted token fails")
        #expect(results[0].body == "{\"reason\":\"\(testCase.reason)\"}")
        #expect(fixture.simulator.deliveredNotifications.map(\.token.hex) == [SimulatorFixture.token])
    }

    @Test func tooManyRequestsCarriesRetryAfter() throws {
        let token = try DeviceToken(parsing: Self.scripted)
        let fixture = try SimulatorFixture(scenario: Scenario(tokenOutcomes: [token: .tooManyRequests(retryAfter: 42)]))
        defer { fixture.stop() }
        let response = try curl(fixture.url(token: Self.scripted), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 429)
        #expect(response.headers["retry-after"] == "42")
    }

    @Test func unregisteredSinceATimeAnswers410WithMillisecondTimestamp() throws {
        let token = try DeviceToken(parsing: Self.scripted)
        let clockStart = ManualClock().date
        let since = clockStart.addingTimeInterval(60.5)
        let fixture = try SimulatorFixture(scenario: Scenario(tokenOutcomes: [token: .unregistered(since: since)]))
        defer { fixture.stop() }
        let before = try curl(fixture.url(token: Self.scripted), caFile: fixture.endpoint.caFile,
                              headers: fixture.headers(authorization: try fixture.authorization))
        #expect(before.status == 200, "still registered before `since`")
        fixture.clock.advance(by: 61)
        let after = try curl(fixture.url(token: Self.scripted), caFile: fixture.endpoint.caFile,
                             headers: fixture.headers(authorization: try fixture.authorization))
        #expect(after.status == 410)
        #expect(after.reason == "Unregistered")
        #expect((after.json["timestamp"] as? NSNumber)?.int64Value == Int64(since.timeIntervalSince1970 * 1000))
    }

    @Test func latencyDelaysResponsesWithoutBlockingOtherStreams() throws {
        let latency = 400
        // nghttp opens all streams at once, so the connection starts with room for them.
        let fixture = try SimulatorFixture(scenario: Scenario(latencyMilliseconds: latency), initialMaxConcurrentStreams: 100)
        defer { fixture.stop() }
        let count = 8
        let started = Date()
        let result = try nghttp(fixture.distinctURLs(count), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let elapsed = Date().timeIntervalSince(started)
        let journal = try fixture.journal()
        #expect(journal.count == count, "\(result.standardOutput)")
        #expect(journal.allSatisfy { $0.status == 200 && $0.latencyMilliseconds >= latency })
        #expect(Set(journal.map(\.connection)) == [1])
        // All answered in about one latency, where one after another would take `count`.
        #expect(elapsed < Double(count * latency) / 1000 / 2, "took \(elapsed) s")
    }

    static func statuses(seed: UInt64, count: Int) throws -> [Int] {
        let fixture = try SimulatorFixture(scenario: Scenario(errorRate: .init(rate: 0.3, seed: seed)))
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let requests = Array(repeating: SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: authorization)), count: count)
        return try curlSequence(requests, caFile: fixture.endpoint.caFile).map(\.status)
    }

    @Test func seededErrorRateIsDeterministic() throws {
        let count = 40
        let first = try Self.statuses(seed: 42, count: count)
        let second = try Self.statuses(seed: 42, count: count)
        let otherSeed = try Self.statuses(seed: 43, count: count)
        #expect(first == second)
        #expect(first != otherSeed)
        #expect(Set(first).isSubset(of: [200, 500, 503]))
        // The failures are exactly the ones the seeded dice predict, request by request.
        let dice = ErrorDice(rule: .init(rate: 0.3, seed: 42))
        let predicted = (0..<count).map { _ in dice.roll().map { $0 == .internalServerError ? 500 : 503 } ?? 200 }
        #expect(first == predicted)
        let failures = first.filter { $0 != 200 }.count
        #expect((3...25).contains(failures), "30% of \(count) should fail, \(failures) did")
    }

    @Test func goawayAfterStreamsCarriesReasonAndLastStreamID() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(goaway: .init(afterStreams: 1)))
        defer { fixture.stop() }
        let result = try nghttp(fixture.distinctURLs(3), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let goaway = try #require(nghttpReceivedFrames(result.standardOutput, type: "GOAWAY").first, "\(result.standardOutput)")
        #expect(goaway.contains("error_code=NO_ERROR"))
        #expect(goaway.contains("opaque_data(21)=[{\"reason\":\"Shutdown\"}]"))
        // Only the first stream ran before the GOAWAY (one stream until the first valid token):
        // it is the last stream ID, and the streams after it are not processed.
        let journal = try fixture.journal()
        #expect(journal.count == 1)
        #expect(goaway.contains("last_stream_id=\(journal.first?.stream ?? -1),"), "\(goaway)")
    }

    @Test func goawayAfterStreamsNamesTheLastAnsweredStreamWhenManyAreOpen() throws {
        // Room for many streams at once: nghttp opens all five before the first is answered, so
        // the last stream ID must be the one answered, not the last one the server has seen.
        let fixture = try SimulatorFixture(scenario: Scenario(goaway: .init(afterStreams: 1)), initialMaxConcurrentStreams: 100)
        defer { fixture.stop() }
        let result = try nghttp(fixture.distinctURLs(5), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let goaway = try #require(nghttpReceivedFrames(result.standardOutput, type: "GOAWAY").first, "\(result.standardOutput)")
        let journal = try fixture.journal()
        #expect(journal.count == 1, "the streams after the last stream ID are not processed")
        let answered = try #require(journal.first?.stream)
        #expect(goaway.contains("last_stream_id=\(answered),"), "\(goaway)")
        let opened = result.standardOutput.components(separatedBy: "send HEADERS frame").count - 1
        #expect(opened == 5, "all five streams were open when the GOAWAY was sent")
    }

    @Test func goawayMakesClientsMoveToANewConnection() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(goaway: .init(afterStreams: 3, reason: .serviceUnavailable)))
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let requests = Array(repeating: SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: authorization)), count: 5)
        let results = try curlSequence(requests, caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == Array(repeating: 200, count: 5))
        #expect(try fixture.journal().map(\.connection) == [1, 1, 1, 2, 2])
    }

    @Test func dropAfterStreamsClosesWithoutGoaway() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(dropAfterStreams: 1))
        defer { fixture.stop() }
        let result = try nghttp(fixture.distinctURLs(3), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        #expect(nghttpReceivedFrames(result.standardOutput, type: "GOAWAY").isEmpty, "\(result.standardOutput)")
        #expect(try fixture.journal().count == 1, "the connection ends after one response")
    }

    @Test func scenarioOverridesAdvertisedStreamLimit() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(maxConcurrentStreams: 7), maxConcurrentStreams: 1000)
        defer { fixture.stop() }
        let result = try nghttp([fixture.url()], caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        #expect(nghttpReceivedFrames(result.standardOutput, type: "SETTINGS").contains { $0.contains("SETTINGS_MAX_CONCURRENT_STREAMS(0x03):7]") })
    }
}
