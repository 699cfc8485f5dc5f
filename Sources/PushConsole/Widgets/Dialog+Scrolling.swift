extension Dialog {
    /// The offset after a scrolling command (a line, a page, the ends) on a `width` x `height`
    /// terminal, kept in range; other commands leave it as it is.
    func scrolled(_ offset: Int, by command: ConsoleCommand, width: Int, height: Int) -> Int {
        let room = room(width: width, height: height)
        let limit = maxOffset(width: width, height: height)
        let step: Int
        switch command {
        case .moveUp: step = -1
        case .moveDown: step = 1
        case .pageUp: step = -max(1, room - 1)
        case .pageDown: step = max(1, room - 1)
        case .first: step = -offset
        case .last: step = limit - offset
        default: step = 0
        }
        return min(max(0, offset + step), limit)
    }
}
