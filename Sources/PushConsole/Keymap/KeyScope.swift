/// Where a binding applies: everywhere, in one pane, or in one overlay (each overlay has its own
/// scope: an overlay takes every key, so a key it does not declare does nothing). An open set: the
/// panes' scopes are declared here, each overlay's in its own folder.
public struct KeyScope: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The scope's name in the help and the README's key table.
    public let title: String
    /// Whether this is an overlay's scope: no global key falls through to it.
    public let isOverlay: Bool
    /// Whether the overlay has text fields: printable keys and the line-editing keys are text there.
    public let hasTextFields: Bool

    /// A scope named `title`; an overlay's takes every key, and perhaps text.
    init(_ title: String, isOverlay: Bool = true, hasTextFields: Bool = false) {
        self.title = title
        self.isOverlay = isOverlay
        self.hasTextFields = hasTextFields
    }

    /// The title: tests and logs name a scope as the help does.
    public var description: String { title }

    /// Keys that work in every pane (not in overlays).
    static let global = KeyScope("Anywhere", isOverlay: false)
    /// The Profiles pane.
    static let profiles = KeyScope("Profiles", isOverlay: false)
    /// The Devices pane.
    static let tokens = KeyScope("Devices", isOverlay: false)
    /// The Payload pane.
    static let payload = KeyScope("Payload", isOverlay: false)
    /// The Responses pane.
    static let log = KeyScope("Responses", isOverlay: false)

    /// The scope of a pane.
    init(_ pane: Pane) {
        switch pane {
        case .profiles: self = .profiles
        case .tokens: self = .tokens
        case .payload: self = .payload
        case .log: self = .log
        }
    }

    /// Every scope in the order the help and the README list them: the panes', then each overlay's
    /// in the order of ``OverlayRegistry/features``.
    public static let allCases: [KeyScope] = [.global, .profiles, .tokens, .payload, .log]
        + Keymap.dialogs.map(\.scope).reduce(into: []) { scopes, scope in if !scopes.contains(scope) { scopes.append(scope) } }
}
