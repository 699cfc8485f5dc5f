/// The push details' state: which log row they show and how far they are scrolled.
public struct DetailsState: Sendable, Equatable {
    /// The row shown, an index into `LogState.rows`.
    public var row: Int
    /// The first wrapped line shown.
    public var offset: Int

    public init(row: Int, offset: Int = 0) {
        self.row = row
        self.offset = offset
    }

    /// What a key did in the details, for the app to finish.
    enum Outcome: Equatable {
        case keepOpen
        case close
        /// They show `row` now, which the Responses cursor follows.
        case show(row: Int)
        /// Copy one field of the row shown.
        case copy(DetailField)
        /// Copy the row's push as a curl command, as `y` in Responses does.
        case copyAsCurl
        /// Show the last copy, as `v` in Responses does.
        case viewCopied
    }

    /// What a key asks of the details.
    enum Command: Hashable, Sendable {
        case scroll(ListCommand)
        /// The previous or next push in the log (as shown).
        case previousItem, nextItem
        /// Copy the push as a curl command, as `y` in Responses does.
        case copyAsCurl
        /// Copy one field of the push to the clipboard.
        case copyField(DetailField)
        /// Show the last copy whole.
        case viewCopied
        case close
    }

    /// A key of the details' scope, with the log's `rows` and the `visible` ones' indices (in the
    /// order shown) on a `width` x `height` terminal.
    mutating func reduce(_ command: Command, rows: [LogRow], visible: [Int], width: Int, height: Int) -> Outcome {
        switch command {
        case .close:
            return .close
        case .copyField(let field):
            return .copy(field)
        case .copyAsCurl:
            return .copyAsCurl
        case .viewCopied:
            return .viewCopied
        case .previousItem, .nextItem:
            guard let position = visible.firstIndex(of: row) else { return .keepOpen }
            let next = min(max(0, position + (command == .previousItem ? -1 : 1)), visible.count - 1)
            if next != position { offset = 0 }
            row = visible[next]
            return .show(row: row)
        case .scroll(let move):
            guard rows.indices.contains(row) else { return .keepOpen }
            offset = DetailView.dialog(rows[row]).scrolled(offset, by: move, width: width, height: height)
            return .keepOpen
        }
    }
}
