extension Reducer {
    /// A copy was made: kept for the copied-text view and said on the status line; when no
    /// clipboard tool took it, sent to the terminal with OSC 52.
    static func copied(_ copy: ClipboardCopy, in state: inout AppState) -> [Effect] {
        state.lastCopy = copy
        switch copy.route {
        case .tool:
            state.status = StatusMessage(copy.statusText, style: .normal)
            return []
        case .terminal:
            // Whether the terminal took it is unknown: said as a warning, so the log keeps where it is.
            state.status = StatusMessage(copy.statusText, style: .warning)
            return [.sendToTerminalClipboard(copy.text)]
        }
    }

    /// `v`: the last copy whole, or why there is none.
    static func viewCopied(_ state: inout AppState) {
        if state.lastCopy == nil {
            state.status = StatusMessage("nothing copied yet: y copies a push as a curl command", style: .dim)
        } else {
            state.overlay = Overlay(CopiedTextState())
        }
    }
}
