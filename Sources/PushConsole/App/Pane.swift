/// The four panes of the console, in Tab order.
public enum Pane: Int, Sendable, CaseIterable {
    case profiles, tokens, payload, log

    /// The pane Tab moves to.
    var next: Pane { Pane(rawValue: (rawValue + 1) % Pane.allCases.count) ?? .profiles }
    /// The pane Shift-Tab moves to.
    var previous: Pane { Pane(rawValue: (rawValue + Pane.allCases.count - 1) % Pane.allCases.count) ?? .profiles }

    /// The pane's title.
    var title: String {
        switch self {
        case .profiles: return "Profiles"
        case .tokens: return "Devices"
        case .payload: return "Payload"
        case .log: return "Responses"
        }
    }
}
