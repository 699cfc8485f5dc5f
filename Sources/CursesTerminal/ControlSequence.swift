import PushConsole

/// Keys for escape sequences ncurses' terminfo entry does not know, decoded from the xterm
/// conventions tmux, screen and most emulators send: `CSI params final` and `SS3 final`.
/// See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html ("PC-Style Function Keys").
enum ControlSequence {
    /// The key for `ESC [ parameters final`, or nil when the sequence means nothing here.
    static func key(parameters: String, final: Character) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let modifiers = fields.count > 1 ? (Int(fields[1]) ?? 1) - 1 : 0
        // Bit 1 is Alt, bit 2 Ctrl: either turns a horizontal arrow into a word move.
        let byWord = modifiers & 0b110 != 0
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return byWord ? .wordRight : .right
        case "D": return byWord ? .wordLeft : .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "P", "Q", "R", "S": return functionKey(final)
        case "~": return fields.first.flatMap { Int($0) }.flatMap(tildeKey)
        default: return nil
        }
    }

    /// The key for `ESC O final` (application cursor and keypad mode).
    static func key(singleShift final: Character) -> Key? {
        switch final {
        case "A", "B", "C", "D", "H", "F", "P", "Q", "R", "S": key(parameters: "", final: final)
        case "M": .enter
        default: nil
        }
    }

    private static func functionKey(_ final: Character) -> Key? {
        guard let value = final.asciiValue else { return nil }
        return .function(Int(value) - Int(Character("P").asciiValue ?? 0) + 1)
    }

    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }
}
