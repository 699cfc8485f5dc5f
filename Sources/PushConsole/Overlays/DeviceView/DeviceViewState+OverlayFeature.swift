import Foundation

extension KeyScope {
    /// What the built-in simulator's device received.
    static let deviceView = KeyScope("Device view")
}

/// The device view: it scrolls; F3, which opened it, closes it.
extension DeviceViewState: OverlayFeature {
    typealias Command = ScrollingCommand

    static let bindings: [CommandBinding<Command>] = Keymap.scrolling(.deviceView, "what the device received", Command.scroll)
        + [Keymap.bind([.escape, .enter, .character("q"), .function(3)], .deviceView, .close, "close", hint: "close")]

    var keyScope: KeyScope { .deviceView }

    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        OverlayReaction(reduce(command, utcOffset: state.utcOffsetSeconds, width: state.width, height: state.height))
    }

    func draw(over state: AppState, into screen: inout Screen) {
        DeviceView.dialog(deliveries, utcOffset: state.utcOffsetSeconds).draw(offset: offset, into: &screen)
    }
}
