import Foundation

extension KeyScope {
    /// The message log.
    static let messages = KeyScope("Messages")
}

/// The message log: it scrolls; F8, which opened it, closes it.
extension MessagesState: OverlayFeature {
    typealias Command = ScrollingCommand

    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.messages, "the messages", Command.scroll)
        + [Keymap.bind([.escape, .enter, .character("q"), .function(8)], .messages, .close, "close", hint: "close")]

    var keyScope: KeyScope { .messages }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        OverlayReaction(reduce(command, log: state.messages, utcOffset: state.utcOffsetSeconds, width: state.width, height: state.height))
    }

    func draw(over state: AppState, into screen: inout Screen) {
        MessagesView.dialog(state.messages, utcOffset: state.utcOffsetSeconds).draw(offset: offset, into: &screen)
    }
}
