/// Who wrote a history record, as retention sees it: each source keeps its own archive and its own
/// allowance, so a big batch of one never pushes the other's records out.
public enum HistorySource: String, Sendable, CaseIterable {
    /// The console's own pushes: records without `via`.
    case console
    /// `pushtui send`, and any other front end that names itself in `via` (only `send` does
    /// today): records with a `via`, kept with the bigger allowance.
    case send

    /// The source of a record line, read from its bytes without decoding it: a line with a
    /// top-level `"via":"` member is `send`'s. (Inside a string every quote is escaped, so the
    /// bytes `,"via":"` can only be a member name.)
    static func of(line: UnsafeRawBufferPointer) -> HistorySource {
        HistoryLineBytes.lastRange(of: viaMember, in: line) == nil ? .console : .send
    }

    private static let viaMember = Array(#","via":""#.utf8)
}
