/// What one benchmark hands back: its tables for people, its figures for `--json`, its lines of
/// the closing summary, and what kept it from running (which makes the program exit non-zero).
struct BenchmarkReport {
    var text = ""
    var figures: [String: Double] = [:]
    var summary: [SummaryRow] = []
    var errors: [String] = []
}

/// One comparison in the closing table: a figure, what it is measured against in the same run,
/// their ratio, the target, and whether it was met. A missed target is reported, not an error.
struct SummaryRow: Codable {
    enum Verdict: String, Codable {
        case pass = "PASS"
        case missed = "MISSED"
        /// Informational: the issue sets no target for this comparison.
        case none = "-"
    }

    let measure: String
    let figure: String
    let reference: String
    /// The ratio as printed ("0.69", "16.2x").
    let ratio: String
    /// The ratio as a number, for `--json` readers.
    let ratioValue: Double?
    let target: String
    let verdict: Verdict

    /// - Parameter ratioFormat: how the table prints `ratio`, e.g. "%.1fx" for a speed-up.
    init(_ measure: String, figure: String, reference: String = "-", ratio: Double? = nil, ratioFormat: String = "%.2f",
         target: String = "-", met: Bool? = nil) {
        self.measure = measure
        self.figure = figure
        self.reference = reference
        self.ratio = ratio.map { String(format: ratioFormat, $0) } ?? "-"
        ratioValue = ratio
        self.target = target
        verdict = met.map { $0 ? .pass : .missed } ?? .none
    }
}
