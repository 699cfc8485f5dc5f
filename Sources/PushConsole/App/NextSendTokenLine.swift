import PushCore

/// The next-send line while it takes a token (Ctrl-R): `Ctrl-S → <token>` over the line, whether
/// the text reads as a token, and the line's keys.
enum NextSendTokenLine {
    static func draw(_ state: AppState, into screen: inout Screen) {
        guard let layout = state.layout, let line = state.nextSendToken else { return }
        let inner = layout.frame(of: .payload).inner
        let (row, column, width) = (inner.row, inner.column, inner.width)
        screen.fill(row: row, column: column, width: width, height: 1)
        let verdict: (String, StyleRole)
        switch state.profiles.selectedProfile.map({ line.parsed(for: $0.kind) }) {
        case .success?:
            verdict = (" ✓ " + Keymap.footer(for: .nextSendToken), .ok)
        case .failure(let error)? where !line.input.text.isEmpty:
            verdict = (" ✗ \(error)", .error)
        default:
            verdict = (" " + Keymap.footer(for: .nextSendToken), .dim)
        }
        let prefix = "Ctrl-S → "
        let x = column + screen.put(prefix, row: row, column: column, style: .key, limit: width)
        // The field keeps 16 columns (it scrolls); the verdict and keys take the rest.
        let verdictWidth = min(DisplayWidth.of(verdict.0), max(0, column + width - x - 16))
        let fieldWidth = max(1, column + width - x - verdictWidth)
        OverlayView.field(line.input, row: row, column: x, width: fieldWidth, focused: true, into: &screen)
        screen.put(verdict.0, row: row, column: x + fieldWidth, style: verdict.1, limit: verdictWidth)
    }
}
