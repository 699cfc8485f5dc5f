import PushCore

/// A confirmation: a send or broadcast to production names where it goes (``SendConfirmation``);
/// any other question stands as asked.
enum ConfirmView {
    static func draw(_ confirmation: Confirmation, into screen: inout Screen) {
        let next: NextSend
        switch confirmation.consequence {
        case .send(let plan): next = NextSend(plan)
        case .deleteProfile, .deleteToken, .deleteChannel:
            OverlayView.dialog(title: "Are you sure?", style: .warning, lines: [(confirmation.question, .normal)], scope: .confirm, into: &screen)
            return
        }
        let dialog = SendConfirmation.dialog(next)
        OverlayView.dialog(title: dialog.title, style: .production, lines: dialog.lines, scope: .confirm, into: &screen)
    }
}
