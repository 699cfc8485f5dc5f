import PushCore

extension Reducer {
    /// F6: every finding of the payload check in a list, or a word that there is none.
    static func openDiagnostics(_ state: inout AppState) {
        guard !state.editor.check.findings.isEmpty else {
            state.status = StatusMessage("no diagnostics: the payload and fields pass every check", style: .ok)
            return
        }
        state.overlay = .diagnostics(DiagnosticsList())
    }

    /// Keys in the diagnostics list, as the keymap's diagnostics scope binds them; others do nothing.
    static func diagnosticsCommand(_ command: ConsoleCommand, list: DiagnosticsList, in state: inout AppState) {
        let findings = state.editor.check.findings
        var list = list
        switch command {
        case .moveUp: list.selected -= 1
        case .moveDown: list.selected += 1
        case .pageUp: list.selected -= 10
        case .pageDown: list.selected += 10
        case .first: list.selected = 0
        case .last: list.selected = findings.count - 1
        case .close:
            state.overlay = nil
            return
        case .activate:
            state.overlay = nil
            guard findings.indices.contains(list.selected) else { return }
            jump(to: findings[list.selected], in: &state)
            return
        default:
            return
        }
        list.selected = clamp(list.selected, count: findings.count)
        state.overlay = .diagnostics(list)
    }

    /// Puts the payload's cursor where `finding` is; a finding about the header fields or the
    /// whole payload has no place in the text, and the status bar says so.
    private static func jump(to finding: LintFinding, in state: inout AppState) {
        guard let location = finding.location else {
            state.status = StatusMessage("that one has no place in the text: it is about the \(state.profiles.selectedProfile?.kind == .fcm ? "message" : "fields (F2) or the whole payload")",
                                         style: .dim)
            return
        }
        state.focus = .payload
        edit(&state, .moveTo(state.editor.buffer.position(of: location)))
    }
}
