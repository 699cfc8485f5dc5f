import PushCore

/// The one writer of `--json` output: an object on one line, members in the given order, written
/// with PushCore's wire-bytes writer (no Foundation encoder per line).
enum JSONOutput {
    /// `members` as one JSON object on one line.
    static func line(_ members: [(String, JSONValue)]) -> String {
        var bytes: [UInt8] = []
        append(members, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `members` as one JSON object to `output`, with no newline.
    static func append(_ members: [(String, JSONValue)], to output: inout [UInt8]) {
        JSONValue.object(members.map { JSONMember(key: $0.0, value: $0.1) }).appendWireBytes(to: &output)
    }

    /// A string, or `null`.
    static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// An integer, or `null`.
    static func number(_ value: Int?) -> JSONValue {
        value.map { .number(JSONNumber($0)) } ?? .null
    }
}
