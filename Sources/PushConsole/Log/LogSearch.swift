import PushCore

/// The Responses pane's search (`/`): the text typed, matched without regard to case against
/// everything a row carries, the loaded history included.
public struct LogSearch: Sendable, Equatable {
    /// The search line.
    public var input = LineInput()
    /// What the last search of the whole history for the query typed now found, once it answered.
    public var wholeHistory: WholeHistoryAnswer?

    /// What a search of the whole history answered (``Action/historySearched(_:rows:isComplete:)``).
    public struct WholeHistoryAnswer: Sendable, Equatable {
        /// The query searched for.
        public var query: String
        /// Whether every match came back (false: the newest only).
        public var isComplete: Bool
    }

    public init() {}

    /// A search for `query`, as if typed.
    public init(query: String) {
        input.insert(query)
    }

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

    /// What the history line of every record this search matches holds, ASCII case aside, so a
    /// search of the whole history decodes only the lines holding it: the query — unless a row
    /// can match through a text it derives rather than copies from its record (an outcome's
    /// label, where it came from, the push type a record without one defaults to); then nil, and
    /// every line is decoded.
    public var historyLineText: String? {
        guard isActive else { return nil }
        return Self.derivedRows.contains(where: matches) ? nil : query
    }

    /// Rows of records whose own strings are all empty, one per outcome and origin: all they
    /// carry is what a row derives.
    private static let derivedRows: [LogRow] = PushOutcome.allCases.flatMap { outcome in
        [nil, "send"].map { via in
            HistoryRecord(time: 0, send: 0, index: 0, profile: "", environment: "", local: false, label: nil, token: "",
                          headers: PushHeaders(), body: "", outcome: outcome.rawValue, status: nil, reason: nil, apnsID: nil,
                          uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 0, error: nil, via: via).logRow
        }
    }
}
