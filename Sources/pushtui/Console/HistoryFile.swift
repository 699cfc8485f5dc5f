import Foundation
import PushConsole
import PushCore

/// The console's response history: one JSON line per answered push, appended with a single
/// `write` so lines never tear, readable back on start. Device tokens are kept shortened and no
/// provider token is ever written.
struct HistoryFile: Sendable {
    let path: String

    /// One line of the file.
    struct Record: Codable {
        var time: Double
        var send: Int
        var index: Int
        var profile: String
        var environment: String
        var local: Bool
        var label: String?
        var token: String
        var topic: String
        var pushType: String
        var body: String
        var outcome: String
        var status: Int?
        var reason: String?
        var apnsID: String?
        var uniqueID: String?
        var timestamp: Int?
        var retryAfter: Int?
        var latencyMs: Int
        var error: String?
    }

    /// Appends `row` (answered) as one line; creates the file 0600.
    func append(_ row: LogRow) throws {
        guard let answer = row.answer else { return }
        let response = answer.response
        let record = Record(
            time: row.sentAt.timeIntervalSince1970, send: row.sendID.value, index: row.index, profile: row.profileName,
            environment: row.environment.rawValue, local: row.isLocal, label: row.label, token: row.shortToken,
            topic: row.topic, pushType: row.pushType.rawValue, body: row.body, outcome: answer.outcome.rawValue,
            status: response?.status ?? answer.httpStatus, reason: response?.reason?.rawValue, apnsID: response?.apnsID,
            uniqueID: response?.apnsUniqueID, timestamp: response?.timestamp, retryAfter: response?.retryAfter,
            latencyMs: answer.latencyMilliseconds, error: answer.failure)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line = try encoder.encode(record)
        line.append(UInt8(ascii: "\n"))
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw HistoryError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw HistoryError(path: path, reason: String(cString: strerror(errno))) }
    }

    /// The last `limit` records as log rows (without their requests: tokens are shortened).
    /// Lines that do not decode (a crash mid-write elsewhere, a hand edit) are skipped.
    func load(limit: Int) -> [LogRow] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let decoder = JSONDecoder()
        let lines = data.split(separator: UInt8(ascii: "\n")).suffix(limit)
        return lines.compactMap { line in
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else { return nil }
            return row(from: record)
        }
    }

    private func row(from record: Record) -> LogRow {
        let response = record.status.map { status in
            APNsResponse(status: status, reason: record.reason.map { APNsReason(rawValue: $0) }, apnsID: record.apnsID,
                         apnsUniqueID: record.uniqueID, timestamp: record.timestamp, retryAfter: record.retryAfter)
        }
        let answer = SendAnswer(outcome: PushOutcome(rawValue: record.outcome) ?? .failed, response: response,
                                failure: record.error, latencyMilliseconds: record.latencyMs)
        // History rows carry negative send numbers so they never collide with this session's sends.
        return LogRow(sendID: SendID(-abs(record.send)), index: record.index, sentAt: Date(timeIntervalSince1970: record.time),
                      profileName: record.profile, environment: APNsEnvironment(rawValue: record.environment) ?? .sandbox,
                      isLocal: record.local, label: record.label, shortToken: record.token, topic: record.topic,
                      pushType: PushType(rawValue: record.pushType), body: record.body, request: nil, answer: answer)
    }
}

/// The history file could not be written.
struct HistoryError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot append to \(path): \(reason)" }
}
