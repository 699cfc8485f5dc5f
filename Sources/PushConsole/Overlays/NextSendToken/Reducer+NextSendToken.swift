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
        if let settings = profile.simulator {
            state.status = StatusMessage("\(profile.name) takes no token: its pushes go to \(settings.label) by xcrun simctl", style: .warning)
            return
        }
        if state.nextSendToken == nil { state.nextSendToken = NextSendToken() }
        state.overlay = Overlay(NextSendTokenLine())
        state.status = StatusMessage("type or paste " + (profile.kind == .fcm ? "an FCM registration token" : "a device token")
                                     + " for one send outside the book", style: .dim)
    }

    /// Esc: the token goes and Ctrl-S sends to the book again. False when there was none.
    @discardableResult
    static func clearNextSendToken(_ state: inout AppState) -> Bool {
        if state.overlay?.as(NextSendTokenLine.self) != nil { state.overlay = nil }
        guard state.nextSendToken != nil else { return false }
        state.nextSendToken = nil
        revalidate(&state)
        state.status = StatusMessage("token cleared: Ctrl-S sends to the book again", style: .dim)
        return true
    }

    /// After Ctrl-S (or the production confirmation's yes): when it started a send to a token not in
    /// the book, the device form offers to keep it there, with a label.
    static func offerToKeepNextSendToken(after effects: [Effect], in state: inout AppState) -> [Effect] {
        // A send to a device or an FCM token; a broadcast goes to a channel.
        let started = effects.contains { effect in
            guard case .send(_, let plan) = effect else { return false }
            if case .broadcast = plan.pushes { return false }
            return true
        }
        guard started, state.overlay == nil, let token = state.nextSendToken?.token, let profile = state.profiles.selectedProfile,
              profile.simulator == nil, !profile.tokens.contains(where: { $0.token == token }) else { return effects }
        var form = TokenForm(service: profile.kind)
        form.token.insert(token.text)
        form.field = .label
        form.offer = .sent
        state.overlay = Overlay(form)
        return effects
    }
}
