/// A one-line text field: the token being added, a header field, a form field.
public struct LineInput: Sendable, Equatable {
    public private(set) var characters: [Character]
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Applies an editing key; returns false for keys a line field does not handle.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        default: return false
        }
        return true
    }

    /// Help lines for the editing keys of a field, for the help overlay.
    static let help: [(keys: String, help: String)] = [
        ("text", "typed into the focused field (a choice field takes ←→)"),
        ("←→ Home End", "move in the field; Ctrl-A/Ctrl-E start and end, Ctrl-U clears to the start"),
        ("Backspace Del", "delete"),
    ]

    /// Inserts pasted or typed text; line breaks become spaces (a field is one line).
    mutating func insert(_ text: String) {
        let flat = text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }
        characters.insert(contentsOf: flat, at: cursor)
        cursor += flat.count
    }
}
