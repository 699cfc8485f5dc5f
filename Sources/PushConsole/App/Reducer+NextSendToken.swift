import Foundation
import PushCore

/// A token typed or pasted into the next-send line: Ctrl-R opens the line, Enter keeps the token
/// (Ctrl-S then sends to it, not to the book), Esc clears it; after a send to it the device form
/// offers to keep it in the book.
extension Reducer {
    /// Ctrl-R: the next-send line takes a token, holding the one kept before to edit.
    static func openNextSendToken(_ state: inout AppState) {
        guard let profile = state.profiles.selectedProfile else {
            state.status = StatusMessage("choose a profile that loads first", style: .warning)
            return
        }
        if state.nextSendToken == nil { state.nextSendToken = NextSendToken() }
        state.overlay = .nextSendToken
        state.status = StatusMessage("type or paste " + (profile.kind == .fcm ? "an FCM registration token" : "a device token")
                                     + " for one send outside the book", style: .dim)
    }

    /// The line's keys: Enter keeps a token that parses (or chooses it, when the book has it), Esc clears it.
    static func nextSendTokenCommand(_ command: ConsoleCommand, in state: inout AppState) {
        guard let profile = state.profiles.selectedProfile, var line = state.nextSendToken, command == .activate else {
            if command == .close || command == .activate { clearNextSendToken(&state) }
            return
        }
        if line.input.text.trimmingCharacters(in: .whitespaces).isEmpty {
            clearNextSendToken(&state)
            return
        }
        switch line.parsed(for: profile.kind) {
        case .failure(let error):
            state.status = StatusMessage("✗ \(error)", style: .error)
        case .success(let token):
            state.overlay = nil
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
                revalidate(&state)
                state.status = StatusMessage("Ctrl-S sends to \(token.shortened), not in the book; Esc clears it")
            }
        }
    }

    /// Esc: the token goes and Ctrl-S sends to the book again. False when there was none.
    @discardableResult
    static func clearNextSendToken(_ state: inout AppState) -> Bool {
        if state.overlay == .nextSendToken { state.overlay = nil }
        guard state.nextSendToken != nil else { return false }
        state.nextSendToken = nil
        revalidate(&state)
        state.status = StatusMessage("token cleared: Ctrl-S sends to the book again", style: .dim)
        return true
    }

    /// After Ctrl-S (or the production confirmation's yes): when it started a send to a token not in
    /// the book, the device form offers to keep it there, with a label.
    static func offerToKeepNextSendToken(after effects: [Effect], in state: inout AppState) -> [Effect] {
        let started = effects.contains { effect in
            switch effect {
            case .send, .sendFCM: return true
            default: return false
            }
        }
        guard started, state.overlay == nil, let token = state.nextSendToken?.token, let profile = state.profiles.selectedProfile,
              !profile.tokens.contains(where: { $0.token == token }) else { return effects }
        var form = TokenForm(service: profile.kind)
        form.token.insert(token.text)
        form.field = .label
        form.isOffer = true
        state.overlay = .addToken(form)
        return effects
    }
}
