/// One problem the linter found in a push request.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    /// Whether the finding blocks sending.
    public enum Severity: String, Sendable, CaseIterable {
        /// APNs would reject the request or the device would mishandle it: refuse to send.
        case error
        /// Probably a mistake, but APNs would accept it.
        case warning
    }

    /// Whether the finding blocks sending.
    public let severity: Severity
    /// A stable identifier of the rule.
    public let code: LintCode
    /// One sentence for a person, with the numbers and names involved.
    public let message: String
    /// Where in the payload the problem is, when it is in the payload.
    public let location: TextPosition?

    /// A finding.
    public init(severity: Severity, code: LintCode, message: String, location: TextPosition? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    /// `error payload.tooLarge: message` with `line:column` when located.
    public var description: String {
        let place = location.map { " at \($0)" } ?? ""
        return "\(severity.rawValue) \(code.rawValue)\(place): \(message)"
    }
}
