/// The keys the payload editor takes as editing rather than commands. Typed text is text, so it
/// never reaches the keymap (a `?` or `q` in a JSON string must not open help or quit).
enum EditorKeys {
    static func command(for key: Key) -> EditorCommand? {
        switch key {
        case .character(let character): return .insert(String(character))
        case .enter: return .newline
        case .backspace: return .backspace
        case .delete: return .deleteForward
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        case .wordLeft: return .wordLeft
        case .wordRight: return .wordRight
        case .home: return .home
        case .end: return .end
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        default: return nil
        }
    }

    /// Help lines for the editing keys, for the help overlay and the README.
    static let help: [(keys: String, help: String)] = [
        ("text", "typed into the payload; Enter keeps the indentation"),
        ("←→↑↓ Home End PgUp PgDn", "move; Ctrl-←/→ by word"),
        ("paste", "inserted as it is, however large"),
    ]
}
