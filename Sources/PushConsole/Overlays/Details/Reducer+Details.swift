import Foundation
import PushCore

extension Reducer {
    /// The details' keys: their own state changes in ``DetailsState``; the Responses cursor
    /// follows the push shown.
    static func detailsCommand(_ command: ConsoleCommand, details: DetailsState, in state: inout AppState) -> [Effect] {
        var details = details
        let outcome = details.reduce(command, rows: state.log.rows, visible: state.log.visible.map(\.index), width: state.width, height: state.height)
        state.overlay = outcome == .close ? nil : .detail(details)
        switch outcome {
        case .keepOpen, .close:
            return []
        case .show(let row):
            state.log.selected = row
            return []
        }
    }
}
