import PushCore

/// A confirmation: a send names where it goes (``SendConfirmation``), and until it is armed its
/// footer says keys wait; any other question stands as asked.
enum ConfirmView {
    /// The footer of a send's question in its first moments, when keys are ignored.
    static let waitingFooter = "n no · y counts in a moment"

    static func draw(_ confirmation: Confirmation, into screen: inout Screen) {
        guard case .send(let plan) = confirmation.consequence else {
            OverlayView.dialog(title: "Are you sure?", style: .warning, lines: [(confirmation.question, .normal)], scope: .confirm, into: &screen)
            return
        }
        let next = NextSend(plan)
        let footer = confirmation.isArmed ? Keymap.footer(for: .confirm) : waitingFooter
        Dialog(title: confirmation.question, style: next.needsConfirmation ? .production : .focusedBorder,
               lines: SendConfirmation.lines(next) + [("", .normal)], footer: footer, width: 64).draw(into: &screen)
    }
}
