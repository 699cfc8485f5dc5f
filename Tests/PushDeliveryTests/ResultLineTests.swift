import Foundation
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// A `--json` result line is written member by member, not through a value tree or `JSONEncoder`:
/// it must read back as the line it was written from, every key included, and keep its bytes.
@Suite struct ResultLineTests {
    /// A line with every key set (a mix no real push has), with strings that need escaping.
    static func everyField() throws -> ResultLine {
        var line = ResultLine(apnsToken: try DeviceToken(parsing: String(repeating: "0a", count: 32)), outcome: .unregistered,
                              response: APNsResponse(status: 410, reason: APNsReason(rawValue: "Unregistered"), apnsID: "6dff721b",
                                                     apnsUniqueID: "a7c5d27e", timestamp: 1_700_000_000_123, retryAfter: 30),
                              latencyMs: 221, error: "curl error 56: \"reset\"\n")
        line.target = "token …c0ffee"
        line.channelID = "dHN0LTEyMzQ1Njc4OTA="
        line.requestID = "4c1bdd1d-9b6f-4d0a-8e1f-2b7e6f1d3a55"
        line.messageName = "projects/demo/messages/0:1500415314455276%31bd1c9631bd1c96"
        line.message = "Requested entity was not found.\t\\"
        line.attempts = 2
        return line
    }

    /// A line where most keys do not apply.
    static func fewFields() throws -> ResultLine {
        ResultLine(apnsToken: try DeviceToken(parsing: String(repeating: "1f", count: 32)), outcome: .unavailable,
                   response: nil, latencyMs: nil, error: nil)
    }

    private static func bytes(_ line: ResultLine) -> [UInt8] {
        var bytes: [UInt8] = []
        line.appendJSON(to: &bytes)
        return bytes
    }

    @Test func theFixtureSetsEveryField() throws {
        #expect(unsetOptionalProperties(of: try Self.everyField()) == [],
                "give the new field a value here, and write it in ResultLine.appendJSON(to:)")
    }

    @Test func theDirectLineDecodesToTheLineLikeTheCodablePath() throws {
        let line = try Self.everyField()
        let fromDirect = try JSONDecoder().decode(ResultLine.self, from: Data(Self.bytes(line)))
        let fromCodable = try JSONDecoder().decode(ResultLine.self, from: JSONEncoder().encode(line))
        #expect(fromDirect == line)
        #expect(fromDirect == fromCodable)
    }

    /// The bytes `--json` has always printed: every key in the documented order, `null` where a
    /// key does not apply.
    @Test(arguments: [true, false])
    func theBytesAreTheValueTreeWritersBytes(everyKey: Bool) throws {
        let line = everyKey ? try Self.everyField() : try Self.fewFields()
        let tree = JSONOutput.line([
            ("service", .string(line.service)), ("token", JSONOutput.text(line.token)), ("target", JSONOutput.text(line.target)),
            ("channelID", JSONOutput.text(line.channelID)), ("status", JSONOutput.number(line.status)),
            ("outcome", .string(line.outcome.rawValue)), ("reason", JSONOutput.text(line.reason)),
            ("apnsID", JSONOutput.text(line.apnsID)), ("uniqueID", JSONOutput.text(line.uniqueID)),
            ("requestID", JSONOutput.text(line.requestID)), ("messageName", JSONOutput.text(line.messageName)),
            ("message", JSONOutput.text(line.message)), ("timestamp", JSONOutput.number(line.timestamp)),
            ("retryAfter", JSONOutput.number(line.retryAfter)), ("attempts", JSONOutput.number(line.attempts)),
            ("latencyMs", JSONOutput.number(line.latencyMs)), ("error", JSONOutput.text(line.error)),
        ])
        #expect(line.json == tree)
    }
}
