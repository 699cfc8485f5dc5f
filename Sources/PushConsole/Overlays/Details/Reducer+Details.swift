import Foundation
import PushCore

extension Reducer {
    /// The details' keys: their own state changes in ``DetailsState``; the Responses cursor
    /// follows the push shown, and copies go to the clipboard through the runner.
    static func detailsCommand(_ command: ConsoleCommand, details: DetailsState, in state: inout AppState) -> [Effect] {
        var details = details
        let outcome = details.reduce(command, rows: state.log.rows, visible: state.log.visible.map(\.index), width: state.width, height: state.height)
        state.overlay = outcome == .close ? nil : .detail(details)
        let shownRow = state.log.rows.indices.contains(details.row) ? state.log.rows[details.row] : nil
        switch outcome {
        case .keepOpen, .close:
            return []
        case .show(let row):
            state.log.selected = row
            return []
        case .copyAsCurl:
            return copyAsCurl(shownRow, in: &state)
        case .copy(let field):
            guard let row = shownRow else { return [] }
            switch field.value(in: row) {
            case .success(let value):
                // A UUID fits the status line whole; a device token is named as the log names it.
                return [.copyToClipboard(value, what: "the \(field.name) " + (value.count > 36 ? "…" + value.suffix(8) : value))]
            case .failure(let missing):
                state.status = StatusMessage("nothing copied: \(missing.message)", style: .warning)
                return []
            }
        }
    }
}
