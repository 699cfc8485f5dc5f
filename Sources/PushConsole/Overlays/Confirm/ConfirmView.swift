import PushCore

/// A confirmation: a send names where it goes (``SendConfirmation``), and until it is armed its
/// footer says keys wait; any other question stands as asked.
enum ConfirmView {
    /// The footer of a send's question in its first moments, when keys are ignored.
    static let waitingFooter = "n no · y counts in a moment"

    static func draw(_ confirmation: Confirmation, into screen: inout Screen) {
        if case .probe(let plans, _) = confirmation.consequence {
            drawProbe(confirmation, plans: plans, into: &screen)
            return
        }
        guard case .send(let plan) = confirmation.consequence else {
            OverlayView.dialog(title: "Are you sure?", style: .warning, lines: [(confirmation.question, .normal)], scope: .confirm, into: &screen)
            return
        }
        let next = NextSend(plan)
        let footer = confirmation.isArmed ? Keymap.footer(for: .confirm) : waitingFooter
        Dialog(title: confirmation.question, style: next.needsConfirmation ? .production : .focusedBorder,
               lines: SendConfirmation.lines(next) + [("", .normal)], footer: footer, width: 64).draw(into: &screen)
    }

    /// A probe's question: the push, then each place it goes, production in its colour.
    private static func drawProbe(_ confirmation: Confirmation, plans: [SendPlan], into screen: inout Screen) {
        let sends = plans.map(NextSend.init)
        var lines: [(String, StyleRole)] = [("sends  " + TokenProbePush.description, .normal)]
        for (index, next) in sends.enumerated() {
            let environment = next.destination.environment?.rawValue ?? "?"
            lines.append(((index == 0 ? "to     " : "then   ") + "\(environment): \(next.destination.fullName)",
                          next.needsConfirmation ? .production : .normal))
        }
        lines.append(("with   \(sends.first?.profile.name ?? "")", .normal))
        lines.append(("The answers go into the token book; the app may wake in the background.", .dim))
        let production = sends.contains(where: \.needsConfirmation)
        let footer = confirmation.isArmed ? Keymap.footer(for: .confirm) : waitingFooter
        Dialog(title: confirmation.question, style: production ? .production : .focusedBorder, lines: lines + [("", .normal)],
               footer: footer, width: 72).draw(into: &screen)
    }
}
