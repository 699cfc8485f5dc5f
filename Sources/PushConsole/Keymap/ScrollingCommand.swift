/// A key of a view that only scrolls and closes (the help, the device view): its scrolling keys
/// are ``Keymap/scrolling(_:_:_:)``.
enum ScrollingCommand: Sendable, Hashable {
    case scroll(ListCommand)
    case close
}
