import Foundation
import PushCore

extension Reducer {
    /// A key in a confirmation: it closes; a yes carries out the consequence, a no to a send says
    /// nothing was sent.
    static func confirmCommand(_ command: ConsoleCommand, confirmation: Confirmation, in state: inout AppState, now: Date) -> [Effect] {
        state.overlay = nil
        guard confirmation.isYes(command) else {
            switch confirmation.consequence {
            case .send, .broadcast: state.status = StatusMessage("not sent", style: .dim)
            case .deleteProfile, .deleteToken, .deleteChannel: break
            }
            return []
        }
        switch confirmation.consequence {
        case .send(let plan):
            return offerToKeepNextSendToken(after: start(plan, in: &state, now: now), in: &state)
        case .broadcast(let plan):
            return startBroadcast(plan, in: &state, now: now)
        case .deleteProfile(let file):
            state.profiles.entries.removeAll { $0.file == file }
            state.profiles.selected = 0
            profileEntered(leaving: nil, in: &state)
            return [.deleteProfile(file: file)]
        case .deleteToken(_, let token):
            return updateBook(&state) { book in book.removeAll { $0.token == token } }
        case .deleteChannel(let file, let profile, let id):
            if state.channels.target == id { state.channels.target = nil }
            state.overlay = .channels(ChannelList(profileFile: file, profileName: profile.name))
            return [.deleteChannel(profileFile: file, profile: profile, channelID: id)]
        }
    }
}
