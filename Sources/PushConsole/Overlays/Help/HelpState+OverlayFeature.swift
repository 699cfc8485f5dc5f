import Foundation

extension KeyScope {
    /// The `?` help.
    static let help = KeyScope("Help")
}

/// The `?` help: it scrolls, and every key that opened it closes it.
extension HelpState: OverlayFeature {
    typealias Command = ScrollingCommand

    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.help, "the help", Command.scroll)
        + [Keymap.bind([.escape, .enter, .character("q"), .character("?"), .function(1), .control("q")], .help, .close, "close the help",
                       hint: "close")]

    var keyScope: KeyScope { .help }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        OverlayReaction(reduce(command, width: state.width, height: state.height))
    }

    func draw(over state: AppState, into screen: inout Screen) {
        HelpView.dialog.draw(offset: offset, into: &screen)
    }
}
