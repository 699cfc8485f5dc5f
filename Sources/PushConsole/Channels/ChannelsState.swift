/// The Channels slice: the broadcast channel Ctrl-S sends to instead of devices, when one was
/// picked in the Channels dialog (whose list is the dialog's own state, ``ChannelList``).
public struct ChannelsState: Sendable, Equatable {
    /// The picked channel's ID, or nil to send to devices.
    public var target: String?

    public init(target: String? = nil) {
        self.target = target
    }
}
