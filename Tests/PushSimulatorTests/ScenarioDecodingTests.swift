import Foundation
import PushCore
@testable import PushSimulator
import PushTestSupport
import Testing

/// The JSON scenario format, and errors that name the file, the field and what was expected.
struct ScenarioDecodingTests {
    static let token = String(repeating: "0f", count: 32)

    @Test func decodesEveryFeature() throws {
        let json = """
        {
          "latencyMilliseconds": 25,
          "maxConcurrentStreams": 50,
          "dropAfterStreams": 1000,
          "goaway": { "afterStreams": 500, "reason": "Shutdown" },
          "errorRate": { "rate": 0.25, "seed": 7, "reasons": ["ServiceUnavailable"] },
          "tokens": {
            "\(Self.token)": { "outcome": "unregistered", "since": "2026-01-01T00:00:00Z" },
            "\(String(repeating: "1a", count: 32))": { "outcome": "unregistered", "since": 1767225600000 },
            "\(String(repeating: "2B", count: 32))": { "outcome": "badDeviceToken" },
            "\(String(repeating: "3c", count: 32))": { "outcome": "tooManyRequests", "retryAfter": 30 },
            "\(String(repeating: "4d", count: 32))": { "outcome": "internalServerError" },
            "\(String(repeating: "5e", count: 32))": { "outcome": "serviceUnavailable" }
          }
        }
        """
        let scenario = try Scenario(json: Data(json.utf8), file: "s.json")
        let newYear = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(scenario.latencyMilliseconds == 25)
        #expect(scenario.maxConcurrentStreams == 50)
        #expect(scenario.dropAfterStreams == 1000)
        #expect(scenario.goaway == Scenario.GoawayRule(afterStreams: 500, reason: .shutdown))
        #expect(scenario.errorRate == Scenario.ErrorRate(rate: 0.25, seed: 7, reasons: [.serviceUnavailable]))
        #expect(scenario.tokenOutcomes == [
            try DeviceToken(parsing: Self.token): .unregistered(since: newYear),
            try DeviceToken(parsing: String(repeating: "1a", count: 32)): .unregistered(since: newYear),
            try DeviceToken(parsing: String(repeating: "2b", count: 32)): .badDeviceToken,
            try DeviceToken(parsing: String(repeating: "3c", count: 32)): .tooManyRequests(retryAfter: 30),
            try DeviceToken(parsing: String(repeating: "4d", count: 32)): .internalServerError,
            try DeviceToken(parsing: String(repeating: "5e", count: 32)): .serviceUnavailable,
        ])
    }

    @Test func decodesTheFaultFeatures() throws {
        let json = """
        {
          "storms": [
            { "afterRequests": 100, "count": 50, "outcome": "tooManyRequests", "retryAfter": 1 },
            { "afterRequests": 0, "count": 1, "outcome": "tooManyRequests" },
            { "afterRequests": 300, "count": 20, "outcome": "internalServerError" },
            { "afterRequests": 400, "count": 5, "outcome": "serviceUnavailable" }
          ],
          "clockOffsetSeconds": -3600,
          "failHandshakes": true,
          "goaway": { "afterStreams": 10, "reason": null }
        }
        """
        let scenario = try Scenario(json: Data(json.utf8), file: "s.json")
        #expect(scenario.storms == [
            Scenario.Storm(afterRequests: 100, count: 50, outcome: .tooManyRequests(retryAfter: 1)),
            Scenario.Storm(afterRequests: 0, count: 1, outcome: .tooManyRequests(retryAfter: nil)),
            Scenario.Storm(afterRequests: 300, count: 20, outcome: .internalServerError),
            Scenario.Storm(afterRequests: 400, count: 5, outcome: .serviceUnavailable),
        ])
        #expect(scenario.clockOffsetSeconds == -3600)
        #expect(scenario.failHandshakes)
        #expect(scenario.goaway == Scenario.GoawayRule(afterStreams: 10, reason: nil))
        let quiet = try Scenario(json: Data(#"{"failHandshakes": false, "goaway": {"afterStreams": 3}}"#.utf8), file: "s.json")
        #expect(!quiet.failHandshakes)
        #expect(quiet.goaway?.reason == .shutdown, "an absent reason keeps the default")
    }

    @Test func aStormCoversExactlyItsRange() {
        let storm = Scenario.Storm(afterRequests: 3, count: 2, outcome: .serviceUnavailable)
        #expect((0..<8).filter(storm.covers) == [3, 4])
        let counter = StormCounter(storms: [storm, Scenario.Storm(afterRequests: 4, count: 3, outcome: .internalServerError)])
        // The first storm wins where two overlap.
        #expect((0..<8).map { _ in counter.nextArrival() } == [nil, nil, nil, .serviceUnavailable, .serviceUnavailable,
                                                                .internalServerError, .internalServerError, nil])
    }

    @Test func emptyObjectIsTheQuietScenario() throws {
        #expect(try Scenario(json: Data("{}".utf8), file: "s.json") == Scenario())
    }

    struct ErrorCase: CustomStringConvertible, Sendable {
        let json: String
        let message: String
        var description: String { json }
    }

    @Test(arguments: [
        ErrorCase(json: "[1]", message: "s.json: scenario is not a JSON object: the top level is an array"),
        ErrorCase(json: "{\"latency\": 5}",
                  message: "s.json: unknown field 'latency'; known fields here: tokens, latencyMilliseconds, errorRate, goaway, dropAfterStreams, maxConcurrentStreams, fcmTokens, storms, clockOffsetSeconds, failHandshakes, idleTimeoutSeconds"),
        ErrorCase(json: "{\"latencyMilliseconds\": \"5\"}",
                  message: "s.json: field 'latencyMilliseconds': expected a non-negative integer, found \"5\""),
        ErrorCase(json: "{\"latencyMilliseconds\": -1}",
                  message: "s.json: field 'latencyMilliseconds': expected a non-negative integer, found -1"),
        ErrorCase(json: "{\"dropAfterStreams\": 0}",
                  message: "s.json: field 'dropAfterStreams': expected a positive integer, found 0"),
        ErrorCase(json: "{\"errorRate\": {\"rate\": 1.5}}",
                  message: "s.json: field 'errorRate.rate': expected a number from 0 to 1, found 1.5"),
        ErrorCase(json: "{\"errorRate\": {\"rate\": 0.5, \"reasons\": []}}",
                  message: "s.json: field 'errorRate.reasons': expected a non-empty array of APNs reason strings, found an array"),
        ErrorCase(json: "{\"goaway\": {}}",
                  message: "s.json: field 'goaway.afterStreams': expected a positive integer, found nothing"),
        ErrorCase(json: "{\"goaway\": {\"afterStreams\": 2, \"why\": 1}}",
                  message: "s.json: unknown field 'goaway.why'; known fields here: afterStreams, reason"),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": {\"outcome\": \"gone\"}}}",
                  message: "s.json: field 'tokens.\(token).outcome': expected one of \"unregistered\", \"badDeviceToken\", \"tooManyRequests\", \"internalServerError\", \"serviceUnavailable\", \"answer\", found \"gone\""),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": {\"outcome\": \"answer\", \"status\": 600, \"reason\": \"Weird\"}}}",
                  message: "s.json: field 'tokens.\(token).status': expected an HTTP status from 200 to 599, found 600"),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": {\"outcome\": \"answer\", \"status\": 201}}}",
                  message: "s.json: field 'tokens.\(token).reason': expected a reason string (any text: it is sent as is), found nothing"),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": {\"outcome\": \"unregistered\"}}}",
                  message: "s.json: field 'tokens.\(token).since': expected an ISO 8601 time such as \"2026-01-01T00:00:00Z\" or milliseconds since 1970, found nothing"),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": {\"outcome\": \"tooManyRequests\", \"retryAfter\": \"soon\"}}}",
                  message: "s.json: field 'tokens.\(token).retryAfter': expected a non-negative integer, found \"soon\""),
        ErrorCase(json: "{\"storms\": {}}",
                  message: "s.json: field 'storms': expected an array of storms, found an object"),
        ErrorCase(json: "{\"storms\": [{\"count\": 1, \"outcome\": \"serviceUnavailable\"}]}",
                  message: "s.json: field 'storms[0].afterRequests': expected a non-negative integer, found nothing"),
        ErrorCase(json: "{\"storms\": [{\"afterRequests\": 0, \"count\": 0, \"outcome\": \"serviceUnavailable\"}]}",
                  message: "s.json: field 'storms[0].count': expected a positive integer, found 0"),
        ErrorCase(json: "{\"storms\": [{\"afterRequests\": 0, \"count\": 1, \"outcome\": \"badDeviceToken\"}]}",
                  message: "s.json: field 'storms[0].outcome': expected one of \"tooManyRequests\", \"internalServerError\", \"serviceUnavailable\", found \"badDeviceToken\""),
        ErrorCase(json: "{\"storms\": [{\"afterRequests\": 0, \"count\": 1, \"outcome\": \"serviceUnavailable\", \"retryAfter\": 1}]}",
                  message: "s.json: unknown field 'storms[0].retryAfter'; known fields here: afterRequests, count, outcome"),
        ErrorCase(json: "{\"clockOffsetSeconds\": 1.5}",
                  message: "s.json: field 'clockOffsetSeconds': expected an integer, found 1.5"),
        ErrorCase(json: "{\"clockOffsetSeconds\": true}",
                  message: "s.json: field 'clockOffsetSeconds': expected an integer, found true"),
        ErrorCase(json: "{\"failHandshakes\": 1}",
                  message: "s.json: field 'failHandshakes': expected true or false, found 1"),
        ErrorCase(json: "{\"goaway\": {\"afterStreams\": 1, \"reason\": 7}}",
                  message: "s.json: field 'goaway.reason': expected an APNs reason string such as \"Shutdown\", or null for no debug data, found 7"),
        ErrorCase(json: "{\"tokens\": {\"\(token)\": \"badDeviceToken\"}}",
                  message: "s.json: field 'tokens.\(token)': expected an object, found \"badDeviceToken\""),
    ])
    func errorsNameFileFieldAndExpectation(_ testCase: ErrorCase) {
        #expect(throws: ScenarioError.self) { try Scenario(json: Data(testCase.json.utf8), file: "s.json") }
        do {
            _ = try Scenario(json: Data(testCase.json.utf8), file: "s.json")
        } catch {
            #expect(error.description == testCase.message)
        }
    }

    @Test func badTokenKeyNamesTheKey() {
        let error = #expect(throws: ScenarioError.self) {
            try Scenario(json: Data("{\"tokens\": {\"xyz!\": {\"outcome\": \"badDeviceToken\"}}}".utf8), file: "s.json")
        }
        #expect(error?.description.hasPrefix("s.json: field 'tokens': expected hex device tokens as keys, found \"xyz!\"") == true,
                "\(String(describing: error))")
    }

    @Test func unreadableAndNonJSONFiles() throws {
        let missing = #expect(throws: ScenarioError.self) { try Scenario.load(contentsOfFile: "/nonexistent/scenario.json") }
        #expect(missing?.description.hasPrefix("/nonexistent/scenario.json: cannot read scenario") == true)
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try "{ not json".write(toFile: scratch.file("bad.json"), atomically: true, encoding: .utf8)
        let bad = #expect(throws: ScenarioError.self) { try Scenario.load(contentsOfFile: scratch.file("bad.json")) }
        #expect(bad?.description.hasPrefix(scratch.file("bad.json") + ": scenario is not a JSON object") == true)
    }

    @Test func documentedExampleDecodes() throws {
        // The example in docs/simulator.md must stay valid.
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/simulator.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let scenario = try Scenario(json: Data(text[start.upperBound..<end.lowerBound].utf8), file: "docs/simulator.md")
        #expect(!scenario.tokenOutcomes.isEmpty)
        #expect(scenario.goaway != nil && scenario.errorRate != nil)
    }
}
