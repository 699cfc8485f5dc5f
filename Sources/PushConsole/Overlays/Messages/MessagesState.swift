/// The message log's overlay (`F8`): every kept status message, newest at the bottom, scrolled.
public struct MessagesState: Sendable, Equatable {
    /// The first line shown.
    public var offset: Int

    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// A key of the log's scope on a `width` x `height` terminal: it scrolls, or closes the log.
    mutating func reduce(_ command: ScrollingCommand, log: MessageLog, utcOffset: Int, width: Int, height: Int) -> OverlayEvent {
        MessagesView.dialog(log, utcOffset: utcOffset).reduce(command, offset: &offset, width: width, height: height)
    }
}
