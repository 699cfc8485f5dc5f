/// One row of the keymap with the command it binds, typed by its scope's commands: the row is
/// what the help, the footers and the README show; the command is what the scope's reducer gets.
struct CommandBinding<Command: Hashable & Sendable>: Sendable {
    /// The keys, the scope, the help text and the hint.
    let row: KeyBinding
    /// What the keys ask the scope to do.
    let command: Command
}
