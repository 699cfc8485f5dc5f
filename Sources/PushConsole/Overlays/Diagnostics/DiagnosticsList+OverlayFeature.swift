import Foundation

extension KeyScope {
    /// Every finding of the payload check.
    static let diagnostics = KeyScope("Diagnostics list")
}

/// The diagnostics list: the cursor moves in ``DiagnosticsList``; Enter puts the payload's cursor
/// on the finding.
extension DiagnosticsList: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.up, .character("k")], .diagnostics, .move(.up), "previous diagnostic", hint: "choose"),
         Keymap.bind([.down, .character("j")], .diagnostics, .move(.down), "next diagnostic", hint: "choose"),
         Keymap.bind([.pageUp], .diagnostics, .move(.pageUp), "ten up"),
         Keymap.bind([.pageDown], .diagnostics, .move(.pageDown), "ten down"),
         Keymap.bind([.home], .diagnostics, .move(.first), "first diagnostic"),
         Keymap.bind([.end], .diagnostics, .move(.last), "last diagnostic"),
         Keymap.bind([.enter], .diagnostics, .activate, "put the payload's cursor on it", hint: "go to it"),
         Keymap.bind([.escape, .character("q")], .diagnostics, .close, "close the list", hint: "close")]

    var keyScope: KeyScope { .diagnostics }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        let findings = state.editor.check.findings
        switch reduce(command, count: findings.count) {
        case .keepOpen:
            return .keepOpen
        case .close:
            return .close
        case .jump(let index):
            Reducer.jump(to: findings[index], in: &state)
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        DiagnosticsView.draw(self, findings: state.editor.check.findings, into: &screen)
    }
}
