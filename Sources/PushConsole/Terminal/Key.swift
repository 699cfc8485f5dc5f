/// A key press as the console understands it, decoded by the terminal driver.
public enum Key: Sendable, Hashable {
    /// A printable character (any Unicode, including wide ones).
    case character(Character)
    /// Ctrl plus a letter, lowercase (`.control("s")` is Ctrl-S). Tab, Enter and Esc have their own cases.
    case control(Character)
    case enter, tab, backTab, backspace, delete, escape, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl or Alt with an arrow: moves by word.
    case wordLeft, wordRight
    /// F1…F12.
    case function(Int)
}

/// Something the terminal reports: a key, a paste, a resize or a mouse click.
public enum TerminalEvent: Sendable, Equatable {
    case key(Key)
    /// Text that arrived as one bracketed paste (inserted as is, never interpreted as keys).
    case paste(String)
    /// The terminal's new size in columns and rows.
    case resize(width: Int, height: Int)
    /// A left click at a row and column (from 0).
    case click(row: Int, column: Int)
}
