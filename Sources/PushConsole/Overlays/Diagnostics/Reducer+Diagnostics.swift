import PushCore

extension Reducer {
    /// F6: every finding of the payload check in a list, or a word that there is none.
    static func openDiagnostics(_ state: inout AppState) {
        guard !state.editor.check.findings.isEmpty else {
            state.status = StatusMessage("no diagnostics: the payload and fields pass every check", style: .ok)
            return
        }
        state.overlay = Overlay(DiagnosticsList())
    }

    /// Puts the payload's cursor where `finding` is; a finding about the header fields or the
    /// whole payload has no place in the text, and the status bar says so.
    static func jump(to finding: LintFinding, in state: inout AppState) {
        guard let location = finding.location else {
            state.status = StatusMessage("that one has no place in the text: it is about the \(state.profiles.selectedProfile?.kind == .fcm ? "message" : "fields (F2) or the whole payload")",
                                         style: .dim)
            return
        }
        state.focus = .payload
        edit(&state, .moveTo(state.editor.buffer.position(of: location)))
    }
}
