/// What a cell means, not how it looks: the terminal driver maps each role to colours and
/// attributes (and to plain text under `NO_COLOR`), so a palette change never touches a view.
public enum StyleRole: Character, Sendable, Hashable, CaseIterable {
    /// Ordinary text.
    case normal = "."
    /// Secondary text: hints, placeholders, timestamps.
    case dim = "d"
    /// Titles and the focused pane's name.
    case title = "t"
    /// Text the user should notice.
    case emphasis = "e"
    /// The selected row or item.
    case selection = "s"
    /// The cursor of a pane without the focus, dimmed, where it still decides something (the
    /// device Ctrl-S sends to).
    case inactiveSelection = "i"
    /// Errors: invalid input, rejected pushes.
    case error = "E"
    /// Warnings: sendable but suspicious, a meter past 75 %.
    case warning = "W"
    /// Success: delivered pushes, a valid payload.
    case ok = "O"
    /// Borders of unfocused panes.
    case border = "b"
    /// The border of the focused pane.
    case focusedBorder = "B"
    /// The production environment: loud on purpose.
    case production = "P"
    /// The sandbox environment: calm.
    case sandbox = "S"
    /// A custom (local) endpoint such as the simulator.
    case local = "L"
    /// Keys in the status bar and help.
    case key = "k"
}
