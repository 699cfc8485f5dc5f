import PushCore

/// The Responses pane's search (`/`): the text typed, matched without regard to case against
/// everything a row carries, the loaded history included.
public struct LogSearch: Sendable, Equatable {
    /// The search line.
    public var input = LineInput()

    public init() {}

    /// The text searched for, without surrounding spaces; empty: no search.
    public var query: String { input.text.trimmingCharacters(in: .whitespaces) }

    /// Whether a search narrows the rows.
    public var isActive: Bool { !query.isEmpty }

    /// Whether `row` carries the query: device label, token suffix, apns-id, apns-unique-id,
    /// reason, profile, topic, push type, failure, where it came from, or the body. Every row
    /// matches an empty query.
    public func matches(_ row: LogRow) -> Bool {
        let query = self.query
        guard !query.isEmpty else { return true }
        let response = row.answer?.response
        let texts: [String?] = [row.label, row.shortToken, response?.apnsID, response?.apnsUniqueID, response?.reason?.rawValue,
                                row.answer?.fcmErrorCode?.rawValue, row.profileName, row.topic, row.pushType.rawValue,
                                row.answer?.outcome.label, row.answer?.failure, row.origin?.label, row.origin?.tag, row.body]
        return texts.contains { $0?.range(of: query, options: .caseInsensitive) != nil }
    }
}
