/// One problem the linter found in a push request.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    /// Whether the finding blocks sending. Each severity has one meaning, so a user can trust both.
    public enum Severity: String, Sendable, CaseIterable {
        /// APNs or FCM will refuse the request, or Apple's or Google's documentation makes it
        /// impossible (size, JSON, headers, the push type's required fields, FCM's message
        /// schema): the push is not sent.
        case error
        /// APNs or FCM will accept it, but it is likely not what you want (it will not display, a
        /// unit looks wrong, the documented type differs). Never blocks a send.
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

extension LintFinding {
    /// The finding as compilers phrase theirs, so editors and CI logs can jump to it:
    /// `FILE:LINE:COL: error: message`; without a file name (a header rule, not a place in a
    /// file) just `error: message`.
    public func diagnosticLine(file: String?) -> String {
        guard let file else { return "\(severity.rawValue): \(message)" }
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}
