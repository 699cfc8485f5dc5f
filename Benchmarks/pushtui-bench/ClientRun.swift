/// One client's pass over a batch, as the client reports it itself: pushtui's send run and the
/// aioapns driver print this object as JSON (snake_case keys, so the Python side reads naturally).
struct ClientRun: Codable {
    let client: String
    let count: Int
    let delivered: Int
    let seconds: Double
    let connections: Int
    let p50Milliseconds: Double?
    let p99Milliseconds: Double?
    /// `VmHWM` of the client's own process at the end of the run.
    let peakResidentBytes: Int?
    /// Non-delivered results by reason, so a failed run says why.
    let problems: [String: Int]

    enum CodingKeys: String, CodingKey {
        case client, count, delivered, seconds, connections, problems
        case p50Milliseconds = "p50_ms"
        case p99Milliseconds = "p99_ms"
        case peakResidentBytes = "peak_rss_bytes"
    }

    var rate: Double { Double(count) / max(seconds, 1e-9) }

    /// Why the run does not count, or nil when every push was delivered (over one connection
    /// when `oneConnection`).
    func problem(oneConnection: Bool) -> String? {
        let reasons = problems.sorted { $0.value > $1.value }.prefix(5).map { "\($0.value)× \($0.key)" }.joined(separator: "; ")
        if delivered != count { return "\(client) delivered \(delivered) of \(count) pushes: \(reasons)" }
        if oneConnection, connections != 1 { return "\(client) used \(connections) connections, not one" }
        return nil
    }
}
