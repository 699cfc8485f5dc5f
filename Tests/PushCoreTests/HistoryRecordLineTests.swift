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
            label: "Ana's iPhone\tü", token: "…0a1b2c3d", headers: everyHeader,
            body: #"{"aps":{"alert":"line\nbreak \\ \u0001"}}"#, outcome: "unregistered", status: 410, reason: "Unregistered",
            apnsID: "6dff721b-d414-4811-016a-901e41916cbc", uniqueID: "a7c5d27e-0000-4000-8000-000000000001",
            timestamp: 1_700_000_000_123, retryAfter: 30, latencyMs: 221, error: "curl error 56: \"reset\"", via: "send", pid: -7)
        record.service = "fcm"
        record.project = "demo-project"
        record.profileFile = "/home/ana/.config/pushtui/profiles/staging.json"
        record.host = "127.0.0.1:2197"
        record.keyID = "ABC123DEFG"
        return record
    }()

    /// A push value with every header set, an unknown `apns-*` one included.
    static let everyHeader = PushHeaders(pushType: .alert, topic: "com.example.app", priority: 5, expiration: 1_796_000_000,
                                         collapseID: "score \"update\"", apnsID: "6dff721b-d414-4811-016a-901e41916cbc",
                                         other: [HTTPHeader(name: "apns-future-header", value: "on")])

    private static func line(_ record: HistoryRecord) -> [UInt8] {
        var bytes: [UInt8] = []
        record.appendLine(to: &bytes)
        return bytes
    }

    /// A send's records share one body and push value, encoded once (``HistoryRecord/appendLine(to:shared:)``):
    /// the line is byte for byte the one written with them encoded in place, with headers or without.
    @Test func membersEncodedOnceWriteTheSameLine() {
        var bare = Self.everyField
        bare.headers = PushHeaders()
        for record in [Self.everyField, bare] {
            var shared: [UInt8] = []
            record.appendLine(to: &shared, shared: HistoryRecord.SharedMembers(of: record))
            #expect(shared == Self.line(record))
        }
        #expect(HistoryRecord.SharedMembers(of: Self.everyField).belong(to: Self.everyField))
        #expect(!HistoryRecord.SharedMembers(of: bare).belong(to: Self.everyField))
    }

    @Test func theFixtureSetsEveryField() {
        #expect(unsetOptionalProperties(of: Self.everyField) == [],
                "give the new field a value here, and write it in HistoryRecord.appendLine(to:)")
        #expect(unsetOptionalProperties(of: Self.everyHeader) == [], "give the new header a value here")
        #expect(!Self.everyHeader.other.isEmpty)
    }

    @Test func theLineDecodesToTheRecordItWasWrittenFrom() throws {
        let direct = Self.line(Self.everyField)
        #expect(direct.last == UInt8(ascii: "\n"))
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(direct.dropLast()))
        #expect(decoded == Self.everyField)
    }

    /// A resend from the history is the push that was sent: the headers read back make the same
    /// wire headers, expiration and apns-id included.
    @Test func theHeadersReadBackAreTheWireHeadersSent() throws {
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(Self.line(Self.everyField).dropLast()))
        let sent = try Self.everyHeader.wireHeaders(authorization: nil)
        #expect(try decoded.headers.wireHeaders(authorization: nil) == sent)
        #expect(sent.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id",
                                     "apns-future-header", "content-type"])
    }

    /// Records written before the push value was one member keep their topic, type, priority
    /// and collapse ID at the top level; they read into the same value.
    @Test func aRecordOfTheOldFormReadsItsHeadersFromTheTopLevel() throws {
        let old = #"{"body":"{}","collapseID":"c1","environment":"sandbox","index":0,"latencyMs":3,"local":true,"outcome":"delivered","#
            + #""priority":5,"profile":"p","pushType":"background","send":1,"time":1795999000,"token":"…00000001","topic":"com.example.app"}"#
        let record = try JSONDecoder().decode(HistoryRecord.self, from: Data(old.utf8))
        #expect(record.headers == PushHeaders(pushType: .background, topic: "com.example.app", priority: 5, collapseID: "c1"))
        #expect(record.host == nil)
    }

    @Test func aHeaderThatDoesNotReadIsReported() {
        let line = #"{"body":"{}","environment":"sandbox","headers":{"apns-priority":"high"},"index":0,"latencyMs":3,"local":true,"#
            + #""outcome":"delivered","profile":"p","send":1,"time":1795999000,"token":"…00000001"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HistoryRecord.self, from: Data(line.utf8)) }
    }

    /// The bytes the file has always had: members in name order, absent ones left out, strings
    /// escaped as the payload writer escapes them, the time in Swift's shortest form.
    @Test(arguments: [everyField, HistoryRecord(time: 1_795_999_000, send: 1, index: 0, profile: "", environment: "production",
                                                local: false, label: nil, token: "…00000001", headers: PushHeaders(pushType: PushType(rawValue: "background"), topic: "t"),
                                                body: "{}", outcome: "unavailable", status: nil, reason: nil, apnsID: nil, uniqueID: nil,
                                                timestamp: nil, retryAfter: nil, latencyMs: 0, error: nil, via: nil)])
    func theBytesAreTheValueTreeWritersBytes(record: HistoryRecord) throws {
        func text(_ value: String?) -> JSONValue? { value.map { .string($0) } }
        func number(_ value: Int?) -> JSONValue? { value.map { .number(JSONNumber($0)) } }
        let members: [(String, JSONValue?)] = [
            ("apnsID", text(record.apnsID)), ("body", .string(record.body)),
            ("environment", .string(record.environment)), ("error", text(record.error)),
            ("headers", record.headers.isEmpty ? nil : .object(record.headers.fields.map { JSONMember(key: $0.name, value: .string($0.value)) })),
            ("host", text(record.host)), ("index", number(record.index)), ("keyID", text(record.keyID)), ("label", text(record.label)),
            ("latencyMs", number(record.latencyMs)), ("local", .bool(record.local)), ("outcome", .string(record.outcome)),
            ("pid", number(record.pid)), ("profile", .string(record.profile)),
            ("profileFile", text(record.profileFile)), ("project", text(record.project)),
            ("reason", text(record.reason)), ("retryAfter", number(record.retryAfter)),
            ("send", number(record.send)), ("service", text(record.service)), ("status", number(record.status)),
            ("time", .number(JSONNumber(literal: "\(record.time)"))), ("timestamp", number(record.timestamp)),
            ("token", .string(record.token)), ("uniqueID", text(record.uniqueID)),
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
