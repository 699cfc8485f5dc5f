import Foundation
import PushCore

extension KeyScope {
    /// The next-send line taking a token (Ctrl-R).
    static let nextSendToken = KeyScope("Next-send token", hasTextFields: true)
}

/// The next-send line while it takes a token (Ctrl-R): `Ctrl-S → <token>` over the line, whether
/// the text reads as a token, and the line's keys. The token itself is ``AppState/nextSendToken``:
/// Enter keeps a token that parses (or chooses it, when the book has it), Esc clears it.
struct NextSendTokenLine: OverlayFeature {
    /// What a key asks of the line.
    enum Command: Hashable, Sendable {
        /// Keep the token for the next send (or choose it, when the book has it).
        case activate
        /// Clear the token.
        case close
    }

    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.enter], .nextSendToken, .activate, "keep the token: Ctrl-S sends to it, not to the book", hint: "keep"),
         Keymap.bind([.escape], .nextSendToken, .close, "clear the token: Ctrl-S sends to the book again", hint: "clear")]

    var keyScope: KeyScope { .nextSendToken }

    func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        guard let profile = state.profiles.selectedProfile, var line = state.nextSendToken, command == .activate else {
            Reducer.clearNextSendToken(&state)
            return .close
        }
        if line.input.text.trimmingCharacters(in: .whitespaces).isEmpty {
            Reducer.clearNextSendToken(&state)
            return .close
        }
        switch line.parsed(for: profile.kind) {
        case .failure(let error):
            state.status = StatusMessage("✗ \(error)", style: .error)
            return .keepOpen
        case .success(let token):
            if let index = profile.tokens.firstIndex(where: { $0.token == token }) {
                // In the book already: the send goes to that device, by its name.
                state.nextSendToken = nil
                state.channels.target = nil
                state.devices.cursor = index
                state.devices.chosen = [token]
                state.status = StatusMessage("\(token.shortened) is \(profile.tokens[index].label) in the book: chosen for Ctrl-S")
            } else {
                line.token = token
                state.nextSendToken = line
                Reducer.revalidate(&state)
                state.status = StatusMessage("Ctrl-S sends to \(token.shortened), not in the book; Esc clears it")
            }
            return .close
        }
    }

    func type(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard var line = state.nextSendToken, line.input.handle(key) else { return nil }
        line.token = nil
        state.nextSendToken = line
        return []
    }

    func paste(_ text: String, in state: inout AppState) -> [Effect] {
        state.nextSendToken?.input.insert(text.trimmingCharacters(in: .whitespacesAndNewlines))
        state.nextSendToken?.token = nil
        return []
    }

    func draw(over state: AppState, into screen: inout Screen) {
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
