import Foundation

/// One dialog over the panes, as a feature: its state conforms, declares its own commands and its
/// key scope's bindings to them with help text, reduces those commands, typed keys and pastes
/// against the app state, and draws itself. A new overlay is its folder plus one line in
/// ``OverlayRegistry/features``.
protocol OverlayFeature: Sendable, Equatable {
    /// What its keys ask it to do: exactly the commands its bindings bind.
    associatedtype Command: Hashable & Sendable

    /// Every binding of the overlay's scopes, with help text, in the order the help lists them.
    static var bindings: [CommandBinding<Command>] { get }

    /// The scope its keys are looked up in now.
    var keyScope: KeyScope { get }

    /// The command `key` means in its scope now, nil for a key it does not bind. By default looked
    /// up in its own bindings.
    func command(for key: Key) -> Command?

    /// Carries out `command`, bound in its scope. The overlay is off `state` while it reduces: it
    /// comes back as it now is unless it closes, and one that closes may open another.
    mutating func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction

    /// A key typed into its focused text field: the effects, or nil when the key is not text
    /// there (the keymap decides). By default an overlay has no text field.
    mutating func type(_ key: Key, in state: inout AppState) -> [Effect]?

    /// Pasted text, while it is open. By default a paste is ignored.
    mutating func paste(_ text: String, in state: inout AppState) -> [Effect]

    /// Draws it over the panes of `state`.
    func draw(over state: AppState, into screen: inout Screen)

    /// Whether the terminal keeps the mouse while it is open (mouse reporting off), so a drag
    /// selects text as the terminal does. By default the console takes the clicks.
    var leavesMouseToTerminal: Bool { get }
}

extension OverlayFeature {
    /// Its bindings as the keymap shows them.
    static var rows: [KeyBinding] { bindings.map(\.row) }

    func command(for key: Key) -> Command? {
        Keymap.command(for: key, in: keyScope, among: Self.bindings)
    }

    mutating func type(_ key: Key, in state: inout AppState) -> [Effect]? { nil }

    mutating func paste(_ text: String, in state: inout AppState) -> [Effect] { [] }

    var leavesMouseToTerminal: Bool { false }

    /// Whether `other` is this overlay in the same state.
    func isEqual(to other: any OverlayFeature) -> Bool {
        (other as? Self) == self
    }
}
