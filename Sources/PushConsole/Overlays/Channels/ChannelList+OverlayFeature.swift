import Foundation
import PushCore

extension KeyScope {
    /// The selected profile's broadcast channels.
    static let channels = KeyScope("Channels")
}

/// The Channels dialog: the list moves in ``ChannelList``; what reaches APNs, the confirmation or
/// the Channels slice is done here.
extension ChannelList: OverlayFeature {
    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.up, .character("k")], .channels, .move(.up), "previous channel", hint: "choose"),
         Keymap.bind([.down, .character("j")], .channels, .move(.down), "next channel", hint: "choose"),
         Keymap.bind([.enter], .channels, .activate, "Ctrl-S broadcasts to this channel", hint: "send to it"),
         Keymap.bind([.character("0")], .channels, .createChannel, "create a channel (no message stored)", hint: "create"),
         Keymap.bind([.character("1")], .channels, .createStoredChannel, "create a channel (the most recent message stored)", hint: "create stored"),
         Keymap.bind([.character("d")], .channels, .deleteChannel, "delete the channel (asks first)", hint: "delete"),
         Keymap.bind([.character("x")], .channels, .sendToDevices, "Ctrl-S sends to devices again", hint: "devices"),
         Keymap.bind([.escape, .character("q")], .channels, .close, "close", hint: "close")]

    var keyScope: KeyScope { .channels }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        guard case .loaded(let file, let profile)? = state.profiles.selectedEntry else { return .close }
        switch reduce(command) {
        case .keepOpen:
            return .keepOpen
        case .close:
            return .close
        case .create(let policy):
            return .keepOpen([.createChannel(profileFile: file, profile: profile, policy: policy)])
        case .delete(let id):
            state.overlay = Overlay(Confirmation(question: "Delete the channel \(Self.shortened(id)) of \(profile.name)? It cannot be undone.",
                                                  consequence: .deleteChannel(profileFile: file, profile: profile, channelID: id)))
            return .close
        case .pick(let id):
            state.channels.target = id
            Reducer.changePush(in: &state) { $0.fields.choose(.liveactivity) }
            state.status = StatusMessage("Ctrl-S now broadcasts to channel \(Self.shortened(id)); F4 then x goes back to devices")
            return .close
        case .sendToDevices:
            state.channels.target = nil
            state.status = StatusMessage("Ctrl-S sends to devices again")
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        ChannelsView.draw(self, target: state.channels.target, into: &screen)
    }
}
