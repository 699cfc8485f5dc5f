import Foundation
import PushCore

extension Reducer {
    static func confirm(_ consequence: Confirmation.Consequence, in state: inout AppState) -> [Effect] {
        switch consequence {
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
