/// The copied-text view's state: how far the text is scrolled. The text is the app's last copy.
public struct CopiedTextState: Sendable, Equatable {
    /// The first line of the text shown.
    public var offset: Int

    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// A key of the view's scope, showing `copy` on a `width` x `height` terminal: it scrolls, or closes.
    mutating func reduce(_ command: ScrollingCommand, copy: ClipboardCopy, width: Int, height: Int) -> OverlayEvent {
        switch command {
        case .close:
            return .close
        case .scroll(let move):
            let view = CopiedTextView(copy: copy, width: width, height: height)
            offset = Dialog.scrolled(offset, by: move, room: view.room, limit: view.maxOffset)
            return .keepOpen
        }
    }
}
