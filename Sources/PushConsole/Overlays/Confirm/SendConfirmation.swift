import PushCore

/// The text of the production confirmations, read from the same ``NextSend`` the send makes: the
/// real host (and port when custom), the recipients, push type and topic.
enum SendConfirmation {
    /// The dialog's title and lines for `next`.
    static func dialog(_ next: NextSend) -> (title: String, lines: [(String, StyleRole)]) {
        var lines: [(String, StyleRole)] = [
            ("to   " + next.recipientText(), .emphasis),
            ("on   " + next.destination.fullName, .production),
        ]
        if let pushType = next.pushType { lines.append(("type \(pushType.rawValue) · topic \(next.topic)", .normal)) }
        lines.append(("with " + next.profile.name, .normal))
        switch (next.destination.kind, next.recipients) {
        case (.apple, .channel): lines.append(("Every subscribed Live Activity on real devices updates.", .warning))
        case (.apple, _): lines.append(("Real users' devices will show this notification.", .warning))
        default: lines.append(("The profile says production.", .warning))
        }
        let isBroadcast = if case .channel = next.recipients { true } else { false }
        return (isBroadcast ? "Broadcast to PRODUCTION?" : "Send to PRODUCTION?", lines)
    }
}
