import CCursesShims
import PushConsole

/// Keys for the `KEY_*` codes ncurses returns for the sequences terminfo describes.
enum KeyCode {
    private static let table: [Int32: Key] = {
        var table: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_DC: .delete, KEY_IC: .insert, KEY_BTAB: .backTab, KEY_BACKSPACE: .backspace,
            KEY_ENTER: .enter, KEY_FIND: .home, KEY_SELECT: .end,
        ]
        for number in 1...12 { table[KEY_F0 + Int32(number)] = .function(number) }
        return table
    }()

    /// Extended keys (ncurses numbers them per terminal) named by their terminfo capability:
    /// `kLFT5` is Ctrl-Left, `kRIT3` Alt-Right and so on.
    private static let modifiedArrows: [String: Key] = [
        "kLFT": .wordLeft, "kRIT": .wordRight, "kUP": .up, "kDN": .down, "kHOM": .home, "kEND": .end,
    ]

    /// The key for `code`, or nil for codes the console has no use for.
    static func key(for code: Int32, name: String?) -> Key? {
        if let key = table[code] { return key }
        guard let name else { return nil }
        // Strip the modifier digit: kLFT5 -> kLFT.
        let base = String(name.prefix { !$0.isNumber })
        guard base != name else { return nil }
        return modifiedArrows[base]
    }

    /// `keyname(code)`, which knows this terminal's extended keys.
    static func name(of code: Int32) -> String? {
        keyname(code).map { String(cString: $0) }
    }
}
