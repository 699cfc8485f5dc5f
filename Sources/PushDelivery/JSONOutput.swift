import PushCore

/// The writer of the `--json` lines printed once per command (profiles, channels): an object on
/// one line, members in the given order, written with PushCore's wire-bytes writer (no Foundation
/// encoder). A send's lines, one per push, are written member by member by ``ResultLine``.
public enum JSONOutput {
    /// `members` as one JSON object on one line.
    public static func line(_ members: [(String, JSONValue)]) -> String {
        String(decoding: JSONValue.object(members.map { JSONMember(key: $0.0, value: $0.1) }).wireBytes(), as: UTF8.self)
    }

    /// A string, or `null`.
    public static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// An integer, or `null`.
    public static func number(_ value: Int?) -> JSONValue {
        value.map { .number(JSONNumber($0)) } ?? .null
    }
}
