extension Dialog {
    /// The offset after a scrolling command (a line, a page, the ends) on a `width` x `height`
    /// terminal, kept in range.
    func scrolled(_ offset: Int, by command: ListCommand, width: Int, height: Int) -> Int {
        let room = room(width: width, height: height)
        let limit = maxOffset(width: width, height: height)
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
