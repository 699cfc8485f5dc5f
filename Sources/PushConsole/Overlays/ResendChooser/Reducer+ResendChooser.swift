import Foundation
import PushCore

extension Reducer {
    /// A key in the resend chooser: move, close, or resend to the chosen device.
    static func resendChooserCommand(_ command: ConsoleCommand, chooser: ResendChooser, in state: inout AppState,
                                     now: Date) -> [Effect] {
        switch chooser.reduce(command) {
        case .select(let index):
            var moved = chooser
            moved.selected = index
            state.overlay = .resendChooser(moved)
        case .close:
            state.overlay = nil
            state.status = StatusMessage("not sent", style: .dim)
        case .choose(let entry):
            state.overlay = nil
            return resend(chooser.row, to: entry, file: chooser.profileFile, profile: chooser.profile, in: &state, now: now)
        case .ignored:
            break
        }
        return []
    }
}
