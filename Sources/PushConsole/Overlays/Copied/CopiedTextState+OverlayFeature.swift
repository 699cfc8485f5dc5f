import Foundation

extension KeyScope {
    /// The copied-text view.
    static let copied = KeyScope("Copied text")
}

/// The copied-text view (`v` after a copy): the last copy whole, drawn plainly over the whole
/// screen with mouse reporting off, so the terminal's own selection can copy it where no clipboard
/// took it.
extension CopiedTextState: OverlayFeature {
    typealias Command = ScrollingCommand

    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.copied, "the copied text", Command.scroll)
        + [Keymap.bind([.escape, .enter, .character("q")] + Keymap.viewCopiedKeys, .copied, .close, "close", hint: "close")]

    var keyScope: KeyScope { .copied }

    var leavesMouseToTerminal: Bool { true }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        guard let copy = state.lastCopy else { return .close }
        return OverlayReaction(reduce(command, copy: copy, width: state.width, height: state.height))
    }

    func draw(over state: AppState, into screen: inout Screen) {
        guard let copy = state.lastCopy else { return }
        CopiedTextView(copy: copy, width: screen.width, height: screen.height).draw(offset: offset, into: &screen)
    }
}
