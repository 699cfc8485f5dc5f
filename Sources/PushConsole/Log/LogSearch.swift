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

    /// The most matches one search of the whole history brings back: the newest. Rows in memory
    /// stay few enough to narrow at once, and decoding them is most of a search's time.
    public static let wholeHistoryLimit = 500

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

    /// Texts the history line of every record this search matches holds one of, ASCII case
    /// aside, so a search of the whole history decodes only the lines holding one: the query, and
    /// where a text a row derives from its record can match, what the record holds instead — the
    /// outcome's raw value for its label (`rateLimited` for “rate limited”), `send` for where it
    /// came from. Nil, and every line is decoded, when there is no query, or when only the push
    /// type a record without one defaults to (`alert`) or the label `Failed` (which records of an
    /// outcome this version does not know show too) can match it.
    public var historyLineTexts: [String]? {
        guard isActive else { return nil }
        var texts = [query]
        for outcome in PushOutcome.allCases {
            for via in [nil, "send"] where matches(Self.derivedRow(outcome, via: via, headers: PushHeaders())) {
                // With a push type that matches nothing, what matches is the outcome's label or the origin.
                let typed = PushHeaders(pushType: PushType(rawValue: ""))
                guard matches(Self.derivedRow(outcome, via: via, headers: typed)) else { return nil }
                let text: String? = matches(Self.derivedRow(outcome, via: nil, headers: typed)) ? outcome.rawValue : via
                guard let text, outcome != .failed || text == via else { return nil }
                if !texts.contains(text) { texts.append(text) }
            }
        }
        return texts
    }

    /// The row of a record whose own strings are all empty: all it carries is what a row derives.
    private static func derivedRow(_ outcome: PushOutcome, via: String?, headers: PushHeaders) -> LogRow {
        HistoryRecord(time: 0, send: 0, index: 0, profile: "", environment: "", local: false, label: nil, token: "",
                      headers: headers, body: "", outcome: outcome.rawValue, status: nil, reason: nil, apnsID: nil,
                      uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 0, error: nil, via: via).logRow
    }
}
