import PushCore

/// The dialog `r` opens when several devices of the book end in a resent row's token: which one
/// gets the push. Its state is the row, the profile and the candidates with a cursor.
public struct ResendChooser: Sendable, Equatable {
    /// The row being resent (its payload and header fields).
    public var row: LogRow
    /// The profile whose book the candidates come from, by file (its identity).
    public var profileFile: String
    public var profile: Profile
    /// The devices whose token ends in the row's, in book order.
    public var candidates: [TokenBookEntry]
    public var selected = 0

    /// What a key did in the chooser.
    enum Outcome: Equatable {
        /// The cursor moved.
        case select(Int)
        /// Closed without a send.
        case close
        /// Resend to this device.
        case choose(TokenBookEntry)
        /// The key means nothing here.
        case ignored
    }

    /// What a key asks of the chooser.
    enum Command: Hashable, Sendable {
        /// The previous or next device (the list wraps).
        case moveUp, moveDown
        /// Resend to the device under the cursor.
        case activate
        /// Cancel, nothing sent.
        case close
    }

    /// A key of the chooser's scope; the list wraps.
    func reduce(_ command: Command) -> Outcome {
        let count = candidates.count
        guard count > 0 else { return .close }
        switch command {
        case .close: return .close
        case .moveUp: return .select((selected + count - 1) % count)
        case .moveDown: return .select((selected + 1) % count)
        case .activate: return candidates.indices.contains(selected) ? .choose(candidates[selected]) : .ignored
        }
    }

    /// The question and the candidates (label and shortened token), the cursor on `selected`.
    func draw(into screen: inout Screen) {
        let question = ("\(candidates.count) devices in \(profile.name)'s book end in \(row.shortToken):", StyleRole.normal)
        let lines = candidates.enumerated().map { index, entry in
            let name = entry.label.isEmpty ? entry.token.shortened : "\(entry.label)  \(entry.token.shortened)"
            return ((index == selected ? "▸ " : "  ") + name, index == selected ? StyleRole.selection : .normal)
        }
        OverlayView.list(Dialog(title: "Resend to which device?", style: .focusedBorder, lines: [question] + lines,
                                footer: Keymap.footer(for: .resendChooser), width: 64),
                         selected: selected + 1, into: &screen)
    }
}
