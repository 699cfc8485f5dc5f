import Foundation
import PushCore

extension KeyScope {
    /// Which device of the book a resent row goes to.
    static let resendChooser = KeyScope("Resend chooser")
}

/// The resend chooser: move, close, or resend to the chosen device.
extension ResendChooser: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.up, .character("k")], .resendChooser, .moveUp, "previous device", hint: "choose"),
         Keymap.bind([.down, .character("j")], .resendChooser, .moveDown, "next device", hint: "choose"),
         Keymap.bind([.enter], .resendChooser, .activate, "ask to resend the push to this device", hint: "resend"),
         Keymap.bind([.escape, .character("q")], .resendChooser, .close, "cancel, nothing sent", hint: "cancel")]

    var keyScope: KeyScope { .resendChooser }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch reduce(command) {
        case .select(let index):
            selected = index
            return .keepOpen
        case .close:
            state.status = StatusMessage("not sent", style: .dim)
            return .close
        case .choose(let entry):
            return .close(Reducer.resend(row, to: entry, file: profileFile, profile: profile, in: &state, now: now))
        case .ignored:
            return .keepOpen
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        draw(into: &screen)
    }
}
