import Foundation
import PushCore

extension KeyScope {
    /// A yes/no question: a send or broadcast to production, a deletion.
    static let confirm = KeyScope("Confirmation")
}

/// A confirmation: `y` does it, anything that reads as "no" does nothing; either way it closes.
/// A send's question ignores a yes in its first moments (``Confirmation/armingDelay``); a no counts
/// at once, since it sends nothing.
extension Confirmation: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.character("y"), .character("Y")], .confirm, .accept, "yes: send (a send's question takes it 0.3 s after it opens), delete", hint: "yes"),
         Keymap.bind([.character("n"), .character("N"), .escape, .character("q"), .control("q")], .confirm, .close,
                     "no: nothing is sent or deleted", hint: "no")]

    var keyScope: KeyScope { .confirm }

    /// A yes carries out the consequence, a no to a send says nothing was sent.
    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        _ = arm(at: now)
        if isYes(command), !isArmed {
            state.status = StatusMessage("that y came as the question opened and was ignored: read it, then y sends", style: .warning)
            return .keepOpen
        }
        guard isYes(command) else {
            switch consequence {
            case .send, .probe: state.status = StatusMessage("not sent", style: .dim)
            case .deleteProfile, .deleteToken, .deleteChannel: break
            }
            return .close
        }
        switch consequence {
        case .send(let plan):
            return .close(Reducer.offerToKeepNextSendToken(after: Reducer.start(plan, in: &state, now: now), in: &state))
        case .probe(let plans, let check):
            let effects = plans.flatMap { Reducer.start($0, in: &state, now: now) }
            state.overlay = Overlay(check)
            return .close(effects)
        case .deleteProfile(let file):
            state.profiles.entries.removeAll { $0.file == file }
            state.profiles.selected = 0
            Reducer.profileEntered(leaving: nil, in: &state)
            return .close([.deleteProfile(file: file)])
        case .deleteToken(_, let token):
            return .close(Reducer.updateBook(&state) { book in book.removeAll { $0.token == token } })
        case .deleteChannel(let file, let profile, let id):
            if state.channels.target == id { state.channels.target = nil }
            state.overlay = Overlay(ChannelList(profileFile: file, profileName: profile.name))
            return .close([.deleteChannel(profileFile: file, profile: profile, channelID: id)])
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        ConfirmView.draw(self, into: &screen)
    }
}

extension Reducer {
    /// A tick: the open send question takes keys once its delay has passed.
    static func armConfirmation(in state: inout AppState, now: Date) {
        guard var confirmation = state.overlay?.as(Confirmation.self), confirmation.arm(at: now) else { return }
        state.overlay = Overlay(confirmation)
    }
}
