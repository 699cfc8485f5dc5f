import PushConsole

/// Keys for the plain characters read from the terminal: control bytes become their keys, the
/// rest printable characters (wide ones intact).
enum InputCharacter {
    /// The key for code point `value`, or nil for control bytes without a meaning here (NUL,
    /// Ctrl-\ … Ctrl-_, C1 controls). A value that is not a Unicode scalar becomes U+FFFD.
    static func key(for value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value + 0x60))))
        case 0..<0x20, 0x80..<0xA0: return nil
        default: return .character(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}")
        }
    }
}
