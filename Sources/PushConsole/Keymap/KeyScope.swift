/// Where a binding applies: everywhere, in one pane, or in an overlay.
public enum KeyScope: String, Sendable, Hashable, CaseIterable {
    case global = "Anywhere"
    case profiles = "Profiles"
    case tokens = "Devices"
    case payload = "Payload"
    case log = "Responses"
    case overlay = "Dialogs"
    case diagnostics = "Diagnostics list"

    /// Scopes of overlays take only their own keys, never the global ones.
    var isOverlay: Bool { self == .overlay || self == .diagnostics }

    /// The scope of a pane.
    init(_ pane: Pane) {
        switch pane {
        case .profiles: self = .profiles
        case .tokens: self = .tokens
        case .payload: self = .payload
        case .log: self = .log
        }
    }
}
