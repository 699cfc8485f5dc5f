import Foundation
import PushCore

/// The search line over the Responses pane: `/` opens it (an overlay over the status bar that
/// takes the keys while the rows narrow as you type), Enter keeps the search, Esc clears it.
extension Reducer {
    /// `/` in Responses: the search line, holding the current search to refine.
    static func openSearch(_ state: inout AppState) {
        state.focus = .log
        state.overlay = Overlay(LogSearchLine())
    }
}
