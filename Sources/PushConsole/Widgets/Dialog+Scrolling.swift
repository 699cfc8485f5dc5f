extension Dialog {
    /// The offset after a scrolling command (a line, a page, the ends) on a `width` x `height`
    /// terminal, kept in range.
    func scrolled(_ offset: Int, by command: ListCommand, width: Int, height: Int) -> Int {
        Self.scrolled(offset, by: command, room: room(width: width, height: height), limit: maxOffset(width: width, height: height))
    }

    /// The offset of a view showing `room` lines at a time after a scrolling command, kept in
    /// `0...limit`: a page keeps one line of the last in sight.
    static func scrolled(_ offset: Int, by command: ListCommand, room: Int, limit: Int) -> Int {
        let step: Int
        switch command {
        case .up: step = -1
        case .down: step = 1
        case .pageUp: step = -max(1, room - 1)
        case .pageDown: step = max(1, room - 1)
        case .first: step = -offset
        case .last: step = limit - offset
        }
        return min(max(0, offset + step), limit)
    }

    /// A key of a view that only scrolls and closes, on a `width` x `height` terminal: `offset`
    /// scrolled, or the view closes.
    func reduce(_ command: ScrollingCommand, offset: inout Int, width: Int, height: Int) -> OverlayEvent {
        switch command {
        case .close:
            return .close
        case .scroll(let move):
            offset = scrolled(offset, by: move, width: width, height: height)
            return .keepOpen
        }
    }
}
