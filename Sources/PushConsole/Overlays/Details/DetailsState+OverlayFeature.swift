import Foundation
import PushCore

extension KeyScope {
    /// The push details of a Responses row.
    static let details = KeyScope("Push details")
}

/// The push details: scrolling, the previous or next push, copies, closing. Their own state
/// changes in ``DetailsState``; the Responses cursor follows the push shown, and copies go to the
/// clipboard through the runner.
extension DetailsState: OverlayFeature {
    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.details, "the push's details", Command.scroll)
        + [Keymap.bind([.left], .details, .previousItem, "the previous push", hint: "push"),
           Keymap.bind([.right], .details, .nextItem, "the next push", hint: "push"),
           Keymap.bind([.character("y")], .details, .copyAsCurl, "copy the push as a curl command (as y in Responses)",
                       hint: "copy curl"),
           Keymap.bind([.character("i")], .details, .copyField(.apnsID), "copy the apns-id", hint: "apns-id"),
           Keymap.bind([.character("u")], .details, .copyField(.apnsUniqueID), "copy the apns-unique-id", hint: "unique-id"),
           Keymap.bind([.character("t")], .details, .copyField(.deviceToken),
                       "copy the device token (whole when this session sent the push)", hint: "token"),
           Keymap.bind(Keymap.viewCopiedKeys, .details, .viewCopied, "view the last copy whole, to select it with the mouse"),
           Keymap.bind([.escape, .enter, .character("q")], .details, .close, "close", hint: "close")]

    var keyScope: KeyScope { .details }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        let outcome = reduce(command, rows: state.log.rows, visible: state.log.visible.map(\.index), width: state.width, height: state.height)
        let shownRow = state.log.rows.indices.contains(row) ? state.log.rows[row] : nil
        switch outcome {
        case .keepOpen:
            return .keepOpen
        case .close:
            return .close
        case .show(let row):
            state.log.selected = row
            return .keepOpen
        case .copyAsCurl:
            return .keepOpen(Reducer.copyAsCurl(shownRow, in: &state))
        case .viewCopied:
            Reducer.viewCopied(&state)
            return state.overlay == nil ? .keepOpen : .close
        case .copy(let field):
            guard let row = shownRow else { return .keepOpen }
            switch field.value(in: row) {
            case .success(let value):
                // A UUID fits the status line whole; a device token is named as the log names it.
                return .keepOpen([.copyToClipboard(value, what: "the \(field.name) " + (value.count > 36 ? "…" + value.suffix(8) : value))])
            case .failure(let missing):
                state.status = StatusMessage("nothing copied: \(missing.message)", style: .warning)
                return .keepOpen
            }
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        guard state.log.rows.indices.contains(row) else { return }
        DetailView.dialog(state.log.rows[row], utcOffset: state.utcOffsetSeconds).draw(offset: offset, into: &screen)
    }
}
