import Foundation
import PushCore

extension Reducer {
    static func detailCommand(_ command: ConsoleCommand, row: Int, offset: Int, in state: inout AppState) {
        switch command {
        case .close:
            state.overlay = nil
        case .previousItem, .nextItem:
            let visible = state.log.visible.map(\.index)
            guard let position = visible.firstIndex(of: row) else { return }
            let next = clamp(position + (command == .previousItem ? -1 : 1), count: visible.count)
            state.log.selected = visible[next]
            state.overlay = .detail(row: visible[next], offset: next == position ? offset : 0)
        default:
            guard state.log.rows.indices.contains(row) else { return }
            state.overlay = .detail(row: row, offset: scrolled(offset, by: command, in: DetailView.dialog(state.log.rows[row]), state))
        }
    }
}
