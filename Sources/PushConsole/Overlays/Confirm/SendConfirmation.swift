import PushCore

/// The text of the send confirmations, read from the same ``NextSend`` the send makes: the real
/// host (and port when custom), the recipients, push type and topic.
enum SendConfirmation {
    /// The question: a send or broadcast to production, a push sent `again`, or a send to a device
    /// the book marks dead.
    static func title(_ next: NextSend, again: Bool) -> String {
        let isBroadcast = if case .channel = next.recipients { true } else { false }
        switch (next.needsConfirmation, isBroadcast, again) {
        case (true, true, _): return "Broadcast to PRODUCTION?"
        case (true, false, true): return "Send this push again, to PRODUCTION?"
        case (true, false, false): return "Send to PRODUCTION?"
        case (false, _, true): return "Send this push again?"
        case (false, _, false): return "Send to a device marked dead?"
        }
    }

    /// The dialog's lines for `next`: where it goes, what, with which profile, each recipient the
    /// book marks dead and its other warnings, and what a yes does to real users when it goes to production.
    static func lines(_ next: NextSend) -> [(String, StyleRole)] {
        let production = next.needsConfirmation
        var lines: [(String, StyleRole)] = [
            ("to   " + next.recipientText(), .emphasis),
            ("on   " + next.destination.fullName, production ? .production : .normal),
        ]
        if let pushType = next.pushType { lines.append(("type \(pushType.rawValue) · topic \(next.topic)", .normal)) }
        lines.append(("with " + next.profile.name, .normal))
        for entry in next.deadRecipients {
            let name = entry.label.isEmpty ? entry.token.shortened : entry.label
            lines.append(("✗ \(name): \(entry.deadSummary(in: next.destination.environment) ?? "dead") — the answer is likely the same again", .warning))
        }
        for warning in next.warnings where warning.reason != .dead {
            lines.append(("! \(warning.device): \(warning.explanation)", .warning))
        }
        guard production else { return lines }
        switch (next.destination.kind, next.recipients) {
        case (.apple, .channel): lines.append(("Every subscribed Live Activity on real devices updates.", .warning))
        case (.apple, _): lines.append(("Real users' devices will show this notification.", .warning))
        default: lines.append(("The profile says production.", .warning))
        }
        return lines
    }
}
