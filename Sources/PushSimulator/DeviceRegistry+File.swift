import Foundation
import PushCore

extension DeviceRegistry {
    /// The members of one entry of a devices file.
    fileprivate static let fileFields = ["token", "topic", "environment", "kind", "unregisteredAt"]

    /// Reads a devices file: a JSON array of `{"token", "topic", "environment", "kind",
    /// "unregisteredAt"}` (format in `docs/simulator.md`). Any mistake refuses the whole file, so
    /// a registry is never half-loaded; `file` names the source in messages.
    public init(json bytes: [UInt8], file: String) throws(DevicesFileError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DevicesFileError(file: file, position: error.position, message: "not JSON: \(error.message)")
        }
        guard case .array(let entries) = root else {
            throw DevicesFileError(file: file, message: "expected an array of devices at the top level, found \(Self.article(root.kindName))")
        }
        var devices: [RegisteredDevice] = []
        // The index of each token's entry, per environment.
        var seen: [APNsEnvironment: [DeviceToken: Int]] = [:]
        for (index, entry) in entries.enumerated() {
            let device = try DeviceEntryDecoder(file: file, index: index).device(from: entry)
            if let first = seen[device.environment]?[device.token] {
                throw DevicesFileError(file: file, position: entry.member(named: "token")?.keyPosition ?? .unknown,
                                       message: "entry \(index + 1): the token of entry \(first + 1) again, "
                                           + "in \(device.environment.rawValue); a token is listed once per environment")
            }
            seen[device.environment, default: [:]][device.token] = index
            devices.append(device)
        }
        self.init(devices: devices)
    }

    /// `word` after "a" or "an", for messages: "an object", "a string".
    fileprivate static func article(_ word: String) -> String {
        (word.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + word
    }
}

/// Reads one entry of a devices file, naming the entry and the member of every mistake.
private struct DeviceEntryDecoder {
    let file: String
    let index: Int

    func device(from entry: JSONValue) throws(DevicesFileError) -> RegisteredDevice {
        guard let members = entry.members else {
            throw fail(at: .unknown, "expected an object, found \(DeviceRegistry.article(entry.kindName))")
        }
        if let unknown = members.first(where: { !DeviceRegistry.fileFields.contains($0.key) }) {
            throw fail(at: unknown.keyPosition,
                       "unknown member \"\(unknown.key)\"; a device has \(DeviceRegistry.fileFields.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        let start = members.first?.keyPosition ?? .unknown
        let tokenMember = try required("token", in: members, start: start)
        let tokenText = try string(tokenMember)
        let token: DeviceToken
        do {
            token = try DeviceToken(parsing: tokenText)
        } catch {
            throw fail(at: tokenMember.keyPosition, "\"token\": \(error.description)")
        }
        guard !APNsRequestCheck.isTooShort(token) else {
            throw fail(at: tokenMember.keyPosition, "\"token\": \(token.hex.utf8.count / 2) bytes; the simulator answers "
                           + "BadDeviceToken to every token under \(APNsRequestCheck.minimumTokenBytes) bytes, so this one could never be reached")
        }
        let topicMember = try required("topic", in: members, start: start)
        let topic = try string(topicMember)
        if let problem = APNsTopic.problem(with: topic) {
            throw fail(at: topicMember.keyPosition, "\"topic\": \(problem)")
        }
        let environment = try choice("environment", in: members, start: start, from: APNsEnvironment.allCases)
        let kind = try choice("kind", in: members, start: start, from: TokenKind.allCases.filter { $0 != .fcm })
        return RegisteredDevice(token: token, bundleID: topic, environment: environment, kind: kind,
                                unregisteredAt: try date(members.first { $0.key == "unregisteredAt" }))
    }

    private func required(_ key: String, in members: [JSONMember], start: TextPosition) throws(DevicesFileError) -> JSONMember {
        guard let member = members.first(where: { $0.key == key }) else {
            throw fail(at: start, "\"\(key)\" is missing")
        }
        return member
    }

    private func string(_ member: JSONMember) throws(DevicesFileError) -> String {
        guard let text = member.value.stringValue else {
            throw fail(at: member.keyPosition, "\"\(member.key)\": expected a string, found \(DeviceRegistry.article(member.value.kindName))")
        }
        return text
    }

    private func choice<Choice: RawRepresentable<String>>(_ key: String, in members: [JSONMember], start: TextPosition,
                                                           from choices: [Choice]) throws(DevicesFileError) -> Choice {
        let member = try required(key, in: members, start: start)
        let text = try string(member)
        guard let chosen = choices.first(where: { $0.rawValue == text }) else {
            throw fail(at: member.keyPosition, "\"\(key)\": expected one of \(choices.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), "
                           + "found \"\(text)\"")
        }
        return chosen
    }

    private func date(_ member: JSONMember?) throws(DevicesFileError) -> Date? {
        guard let member else { return nil }
        guard let text = member.value.stringValue, let date = ISO8601DateFormatter().date(from: text) else {
            throw fail(at: member.keyPosition, "\"unregisteredAt\": expected an ISO 8601 UTC time such as \"2026-01-01T00:00:00Z\"")
        }
        return date
    }

    private func fail(at position: TextPosition, _ message: String) -> DevicesFileError {
        DevicesFileError(file: file, position: position, message: "entry \(index + 1): " + message)
    }
}
