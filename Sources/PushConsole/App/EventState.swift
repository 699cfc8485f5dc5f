/// What a slice did with a command it was offered (gitui's `EventState`): consumed it, perhaps
/// with a word for the status bar, or left it to the app, which handles what spans slices.
enum EventState: Equatable {
    case consumed(StatusMessage?)
    case notConsumed

    /// Consumed, with nothing to say.
    static let consumed = EventState.consumed(nil)
}
