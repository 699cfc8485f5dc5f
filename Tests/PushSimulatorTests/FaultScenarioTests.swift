import Foundation
import PushCore
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The fault-injection features of a scenario (storms, clock offset, failed handshakes, GOAWAY
/// without a reason), observed from independent clients: the curl CLI and nghttp.
@Suite(.serialized) struct FaultScenarioTests {
    /// `count` single curl requests (each its own process and connection) to distinct tokens.
    static func curlEach(_ fixture: SimulatorFixture, count: Int) throws -> [CurlResponse] {
        let authorization = try fixture.authorization
        return try (0..<count).map { number in
            try curl(fixture.url(token: String(repeating: "ef", count: 30) + String(format: "%08x", number)),
                     caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: authorization))
        }
    }

    @Test func a429StormHappensOnceAtItsPlaceInTheArrivalOrder() throws {
        let storm = Scenario.Storm(afterRequests: 2, count: 3, outcome: .tooManyRequests(retryAfter: 1))
        let fixture = try SimulatorFixture(scenario: Scenario(storms: [storm]))
        defer { fixture.stop() }
        // One connection per request: the count is server-wide, not per connection.
        let responses = try Self.curlEach(fixture, count: 7)
        #expect(responses.map(\.status) == [200, 200, 429, 429, 429, 200, 200])
        #expect(responses.map { $0.headers["retry-after"] } == [nil, nil, "1", "1", "1", nil, nil])
        #expect(responses[2].reason == "TooManyRequests")
        let journal = try fixture.journal()
        #expect(Set(journal.map(\.connection)).count == 7)
        #expect(journal.filter { $0.reason == "TooManyRequests" }.count == 3)
    }

    @Test(arguments: [(Scenario.Storm.Outcome.internalServerError, 500, "InternalServerError"),
                      (.serviceUnavailable, 503, "ServiceUnavailable")])
    func a5xxBurstOnOneConnection(_ outcome: Scenario.Storm.Outcome, status: Int, reason: String) throws {
        let fixture = try SimulatorFixture(scenario: Scenario(storms: [Scenario.Storm(afterRequests: 1, count: 2, outcome: outcome)]))
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let requests = fixture.distinctURLs(5).map { SequencedRequest(url: $0, headers: fixture.headers(authorization: authorization)) }
        let results = try curlSequence(requests, caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, status, status, 200, 200])
        #expect(results[1].body == "{\"reason\":\"\(reason)\"}")
        #expect(fixture.simulator.deliveredNotifications.count == 3)
    }

    @Test func requestsThatFailTheChecksDoNotCountTowardsAStorm() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(storms: [Scenario.Storm(afterRequests: 1, count: 1, outcome: .serviceUnavailable)]))
        defer { fixture.stop() }
        let authorization = try fixture.authorization
        let valid = fixture.headers(authorization: authorization)
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(), headers: valid),
            SequencedRequest(url: fixture.url(), headers: ["apns-push-type: alert", "authorization: \(authorization)"]),  // no topic
            SequencedRequest(url: fixture.url(), headers: valid),
            SequencedRequest(url: fixture.url(), headers: valid),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, 400, 503, 200])
    }

    @Test(arguments: [0, -3600, 3600, 86_400 * 365])
    func everyResponseCarriesTheShiftedDateHeader(offset: Int) throws {
        let fixture = try SimulatorFixture(scenario: Scenario(clockOffsetSeconds: offset))
        defer { fixture.stop() }
        let expected = HTTPDate.format(fixture.clock.date.addingTimeInterval(TimeInterval(offset)))
        let delivered = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        let refused = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: nil))
        #expect(delivered.status == 200)
        #expect(refused.status == 403)
        #expect(delivered.headers["date"] == expected)
        #expect(refused.headers["date"] == expected)
        #expect(delivered.headers["date"].flatMap(HTTPDate.parse) == fixture.clock.date.addingTimeInterval(TimeInterval(offset)))
    }

    @Test func failedHandshakesEndInATLSAlertNotAHang() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(failHandshakes: true))
        defer { fixture.stop() }
        let started = ContinuousClock.now
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization),
                                extraArguments: ["--max-time", "20"])
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(response.exitCode == 35, "\(response.errorOutput)")
        #expect(response.errorOutput.contains("handshake failure"), "\(response.errorOutput)")
        #expect(try fixture.journal().isEmpty)
    }

    @Test func goawayWithoutAReasonCarriesNoDebugData() throws {
        let fixture = try SimulatorFixture(scenario: Scenario(goaway: .init(afterStreams: 1, reason: nil)))
        defer { fixture.stop() }
        let result = try nghttp(fixture.distinctURLs(2), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let goaway = try #require(nghttpReceivedFrames(result.standardOutput, type: "GOAWAY").first, "\(result.standardOutput)")
        #expect(goaway.contains("error_code=NO_ERROR"))
        #expect(goaway.contains("opaque_data(0)=[]"), "\(goaway)")
        #expect(try fixture.journal().count == 1)
    }

    @Test func aRetryAfterAStormIsDelivered() throws {
        // The storm covers request 0; curl's own --retry re-sends on 429 after Retry-After.
        let fixture = try SimulatorFixture(scenario: Scenario(storms: [Scenario.Storm(afterRequests: 0, count: 1, outcome: .tooManyRequests(retryAfter: 1))]))
        defer { fixture.stop() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization),
                                extraArguments: ["--retry", "3", "--retry-all-errors"])
        #expect(response.status == 200)
        let journal = try fixture.journal()
        #expect(journal.map(\.status) == [429, 200])
        #expect(fixture.simulator.deliveredNotifications.count == 1)
    }
}
