/// What an open overlay did with a command: it stays open (as it now is) or closes, with the
/// effects to perform.
enum OverlayReaction {
    /// It stays open, as it now is.
    case keepOpen([Effect])
    /// It closes (and may have opened another overlay in its place).
    case close([Effect])

    /// Stays open, nothing to perform.
    static let keepOpen = OverlayReaction.keepOpen([])
    /// Closes, nothing to perform.
    static let close = OverlayReaction.close([])

    /// What a view that only scrolls and closes did, with nothing to perform.
    init(_ event: OverlayEvent) {
        self = event == .close ? .close : .keepOpen
    }
}
