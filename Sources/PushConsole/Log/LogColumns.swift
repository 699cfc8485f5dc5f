/// The widths of a response row's fixed columns in a pane `width` columns wide.
struct LogColumns: Equatable {
    static let time = 8, status = 3, profile = 14, badge = 10
    /// Room kept for the latency (`1234 ms`) when narrow panes share out the rest.
    static let latency = 7
    /// The profile and its environment badge are shown.
    let showsProfile: Bool
    let device: Int
    let outcome: Int

    init(width: Int) {
        showsProfile = width >= 100
        if showsProfile {
            device = 24
            outcome = 15
        } else {
            // What time, status, latency and the four spaces after time, device, status and outcome leave.
            let free = max(8, width - Self.time - Self.status - Self.latency - 4)
            outcome = min(15, (free + 1) / 2)
            device = min(16, free - outcome)
        }
    }
}
