import Foundation
import PushCore

extension KeyScope {
    /// What is known of a device's token, and its probe.
    static let tokenCheck = KeyScope("Token check")
}

/// The token check: `p` asks whether to probe (a question that names the side effect, the
/// production question when a probe goes there); Enter, Esc or `q` closes it.
extension TokenCheck: OverlayFeature {
    static let bindings: [CommandBinding<Command>] = [
        Keymap.bind([.character("p")], .tokenCheck, .probe,
                    "probe: a background push to the profile's environment, then the other (asks first)", hint: "probe"),
        Keymap.bind([.enter, .escape, .character("q")], .tokenCheck, .close, "close", hint: "close"),
    ]

    var keyScope: KeyScope { .tokenCheck }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .close:
            return .close
        case .probe:
            guard let (profile, entry) = entry(in: state) else { return .close }
            let plans = Self.probePlans(of: entry, in: profile, file: profileFile)
            guard !plans.isEmpty else {
                state.status = StatusMessage("an FCM token: FCM has no environments to probe", style: .dim)
                return .keepOpen
            }
            state.overlay = Overlay(Confirmation.probe(plans, check: self, now: now))
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        dialog(over: state).draw(into: &screen)
    }
}

extension Reducer {
    /// `c` on a device: the token check of the device under the cursor.
    static func checkDevice(_ state: inout AppState) {
        guard case .loaded(let file, let profile)? = state.profiles.selectedEntry,
              let entry = state.devices.current(in: profile.tokens) else { return }
        state.overlay = Overlay(TokenCheck(profileFile: file, token: entry.token))
    }
}
