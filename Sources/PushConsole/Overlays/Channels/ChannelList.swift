import PushCore

/// The Channels dialog's state: the profile's channel IDs as APNs lists them, and the cursor.
public struct ChannelList: Sendable, Equatable {
    /// The profile's file: its identity, which a late list is matched against.
    public var profileFile: String
    /// The profile's name, for the title.
    public var profileName: String
    public var channelIDs: [String]
    public var selected = 0
    /// Waiting for the first list from APNs.
    public var isLoading: Bool

    public init(profileFile: String, profileName: String, channelIDs: [String] = [], isLoading: Bool = true) {
        self.profileFile = profileFile
        self.profileName = profileName
        self.channelIDs = channelIDs
        self.isLoading = isLoading
    }

    /// What a key did in the dialog, for the app to finish.
    enum Outcome: Equatable {
        case keepOpen
        case close
        /// Ask APNs for a new channel with `policy` (the list waits for the answer).
        case create(MessageStoragePolicy)
        /// Ask before deleting channel `id`.
        case delete(String)
        /// Ctrl-S broadcasts to channel `id` from now on.
        case pick(String)
        /// Ctrl-S sends to devices again.
        case sendToDevices
    }

    /// What a key asks of the Channels dialog.
    enum Command: Hashable, Sendable {
        case move(ListCommand)
        /// Ctrl-S broadcasts to the channel under the cursor.
        case activate
        /// Create a channel without a message stored, or with the most recent one stored.
        case createChannel, createStoredChannel
        /// Delete the channel under the cursor (asks first).
        case deleteChannel
        /// Ctrl-S sends to devices again.
        case sendToDevices
        case close
    }

    /// A key of the Channels scope: the cursor moves here; the rest is the app's.
    mutating func reduce(_ command: Command) -> Outcome {
        let current = channelIDs.indices.contains(selected) ? channelIDs[selected] : nil
        switch command {
        case .close: return .close
        case .move(let move):
            selected = channelIDs.isEmpty ? 0 : min(max(0, selected + move.step), channelIDs.count - 1)
            return .keepOpen
        case .createChannel, .createStoredChannel:
            isLoading = true
            return .create(command == .createChannel ? .noMessageStored : .mostRecentMessageStored)
        case .deleteChannel: return current.map(Outcome.delete) ?? .keepOpen
        case .activate: return current.map(Outcome.pick) ?? .keepOpen
        case .sendToDevices: return .sendToDevices
        }
    }

    /// `…` and the last 8 characters, like device tokens.
    static func shortened(_ id: String) -> String {
        id.count > 8 ? "…" + id.suffix(8) : id
    }
}
