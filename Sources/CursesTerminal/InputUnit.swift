/// One thing read from the terminal: a character (a Unicode scalar) or a key code ncurses decoded.
enum InputUnit: Equatable {
    case character(UInt32)
    case keyCode(Int32)
}
