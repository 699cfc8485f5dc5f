import Foundation
import PushCore
import PushTestSupport
import Testing

/// A history line is written member by member (``JSONObjectWriter``), not through `JSONEncoder`:
/// it must read back as the record it was written from, every field included, and keep the bytes
/// the file has always had.
@Suite struct HistoryRecordLineTests {
    /// A record with every field set, strings that need escaping and a fractional time.
    static let everyField: HistoryRecord = {
        var record = HistoryRecord(
            time: 1_795_999_000.123456, send: 4242, index: 17, profile: "Staging \"blue\"", environment: "sandbox", local: true,
            label: "Ana's iPhone\tü", token: "…0a1b2c3d", topic: "com.example.app", pushType: "alert",
            body: #"{"aps":{"alert":"line\nbreak \\ \u0001"}}"#, outcome: "unregistered", status: 410, reason: "Unregistered",
            apnsID: "6dff721b-d414-4811-016a-901e41916cbc", uniqueID: "a7c5d27e-0000-4000-8000-000000000001",
            timestamp: 1_700_000_000_123, retryAfter: 30, latencyMs: 221, error: "curl error 56: \"reset\"", via: "send", pid: -7)
        record.service = "fcm"
        record.project = "demo-project"
        record.profileFile = "/home/ana/.config/pushtui/profiles/staging.json"
        record.priority = 5
        record.collapseID = "score-update"
        return record
    }()

    private static func line(_ record: HistoryRecord) -> [UInt8] {
        var bytes: [UInt8] = []
        record.appendLine(to: &bytes)
        return bytes
    }

    @Test func theFixtureSetsEveryField() {
        #expect(unsetOptionalProperties(of: Self.everyField) == [],
                "give the new field a value here, and write it in HistoryRecord.appendLine(to:)")
    }

    @Test func theDirectLineDecodesToTheRecordLikeTheCodablePath() throws {
        let direct = Self.line(Self.everyField)
        #expect(direct.last == UInt8(ascii: "\n"))
        let fromDirect = try JSONDecoder().decode(HistoryRecord.self, from: Data(direct.dropLast()))
        let fromCodable = try JSONDecoder().decode(HistoryRecord.self, from: JSONEncoder().encode(Self.everyField))
        #expect(fromDirect == Self.everyField)
        #expect(fromDirect == fromCodable)
    }

    /// The bytes the file has always had: members in name order, absent ones left out, strings
    /// escaped as the payload writer escapes them, the time in Swift's shortest form.
    @Test(arguments: [everyField, HistoryRecord(time: 1_795_999_000, send: 1, index: 0, profile: "", environment: "production",
                                                local: false, label: nil, token: "…00000001", topic: "t", pushType: "background",
                                                body: "{}", outcome: "unavailable", status: nil, reason: nil, apnsID: nil, uniqueID: nil,
                                                timestamp: nil, retryAfter: nil, latencyMs: 0, error: nil, via: nil)])
    func theBytesAreTheValueTreeWritersBytes(record: HistoryRecord) throws {
        func text(_ value: String?) -> JSONValue? { value.map { .string($0) } }
        func number(_ value: Int?) -> JSONValue? { value.map { .number(JSONNumber($0)) } }
        let members: [(String, JSONValue?)] = [
            ("apnsID", text(record.apnsID)), ("body", .string(record.body)), ("collapseID", text(record.collapseID)),
            ("environment", .string(record.environment)),
            ("error", text(record.error)), ("index", number(record.index)), ("label", text(record.label)),
            ("latencyMs", number(record.latencyMs)), ("local", .bool(record.local)), ("outcome", .string(record.outcome)),
            ("pid", number(record.pid)), ("priority", number(record.priority)), ("profile", .string(record.profile)),
            ("profileFile", text(record.profileFile)), ("project", text(record.project)),
            ("pushType", .string(record.pushType)), ("reason", text(record.reason)), ("retryAfter", number(record.retryAfter)),
            ("send", number(record.send)), ("service", text(record.service)), ("status", number(record.status)),
            ("time", .number(JSONNumber(literal: "\(record.time)"))), ("timestamp", number(record.timestamp)),
            ("token", .string(record.token)), ("topic", .string(record.topic)), ("uniqueID", text(record.uniqueID)),
            ("via", text(record.via)),
        ]
        let tree = JSONValue.object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
        #expect(String(decoding: Self.line(record), as: UTF8.self) == String(decoding: tree.wireBytes() + [UInt8(ascii: "\n")], as: UTF8.self))
    }

    @Test func aTimeJSONCannotCarryIsWrittenZero() throws {
        var record = Self.everyField
        record.time = .nan
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(Self.line(record).dropLast()))
        #expect(decoded.time == 0)
    }

    @Test(arguments: [0, 7, -1, 10, 1_700_000_000_123, Int.max, Int.min])
    func integersAreWrittenInDecimal(value: Int) throws {
        var record = Self.everyField
        record.retryAfter = value
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(Self.line(record).dropLast()))
        #expect(decoded.retryAfter == value)
        #expect(String(decoding: Self.line(record), as: UTF8.self).contains(#""retryAfter":\#(value),"#))
    }
}
