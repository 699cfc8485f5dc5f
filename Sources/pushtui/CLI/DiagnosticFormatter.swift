import PushCore

/// Formats lint findings the way compilers do, so editors and CI logs can jump to them:
/// `FILE:LINE:COL: error: message`.
enum DiagnosticFormatter {
    /// One finding; without a file name (a header rule, not a place in a file) just `error: message`.
    static func line(_ finding: LintFinding, file: String?) -> String {
        guard let file else { return "\(finding.severity.rawValue): \(finding.message)" }
        let place = finding.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(finding.severity.rawValue): \(finding.message)"
    }

    /// `1,213 / 4,096 bytes on the wire for alert pushes`, or why there is no size.
    static func sizeLine(_ document: PayloadDocument, pushType: PushType) -> String {
        guard let count = document.byteCount else { return "no wire size: the payload is not JSON" }
        return "\(count.grouped) / \(pushType.payloadLimit.grouped) bytes on the wire for \(pushType) pushes"
    }
}
