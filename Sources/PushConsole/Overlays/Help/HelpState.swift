/// The help overlay's state: how far it is scrolled.
public struct HelpState: Sendable, Equatable {
    /// The first line shown.
    public var offset: Int

    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// A key of the help's scope on a `width` x `height` terminal: it scrolls, or closes the help.
    mutating func reduce(_ command: ScrollingCommand, width: Int, height: Int) -> OverlayEvent {
        HelpView.dialog.reduce(command, offset: &offset, width: width, height: height)
    }
}
