/// The diagnostics overlay's state: the cursor in the list of the payload check's findings, which
/// the view reads live from `AppState.editor.check`.
public struct DiagnosticsList: Sendable, Equatable {
    /// The finding under the cursor, an index into `AppState.editor.check.findings`.
    public var selected = 0

    public init(selected: Int = 0) {
        self.selected = selected
    }

    /// What a key did in the list, for the app to finish.
    enum Outcome: Equatable {
        case keepOpen
        case close
        /// The list closes and the payload's cursor goes to finding `index`.
        case jump(to: Int)
    }

    /// What a key asks of the list.
    enum Command: Hashable, Sendable {
        case move(ListCommand)
        /// Put the payload's cursor on the finding.
        case activate
        case close
    }

    /// A key of the diagnostics scope over a list of `count` findings.
    mutating func reduce(_ command: Command, count: Int) -> Outcome {
        switch command {
        case .close:
            return .close
        case .activate:
            return (0..<count).contains(selected) ? .jump(to: selected) : .close
        case .move(let move):
            selected = count == 0 ? 0 : min(max(0, selected + move.step), count - 1)
            return .keepOpen
        }
    }
}
