/// The diagnostics overlay's state: the cursor in the list of the payload check's findings, which
/// the view reads live from `AppState.editor.check`.
public struct DiagnosticsList: Sendable, Equatable {
    /// The finding under the cursor, an index into `AppState.editor.check.findings`.
    public var selected = 0

    public init(selected: Int = 0) {
        self.selected = selected
    }
}
