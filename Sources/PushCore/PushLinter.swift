/// Checks a push request against what APNs accepts and what devices do with it, before sending.
///
/// Errors mean "refuse to send": APNs would reject the request, or Apple's documentation makes it
/// impossible. Warnings flag likely mistakes that APNs accepts; they never block a send.
///
/// Header rules follow [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// (priorities, topic suffixes, collapse ID, `apns-id`, expiration) and [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns)
/// (the reasons APNs refuses with); payload rules are ``PayloadLinter``'s. Every rule uses the
/// same facts as ``APNsRequestCheck`` (``PushType`` rules, ``APNsPriority``, ``CollapseID``,
/// ``APNsID``, ``Expiration``), so the console and the simulator never disagree.
public enum PushLinter {
    /// Lints a request, parsing its payload.
    public static func lint(_ request: PushRequest) -> [LintFinding] {
        lint(request, document: PayloadDocument(text: request.payload))
    }

    /// Lints a request whose payload the caller has already parsed (the editor parses on every edit).
    public static func lint(_ request: PushRequest, document: PayloadDocument) -> [LintFinding] {
        var findings = LintFindings()
        lintHeaders(request, into: &findings)
        lintPayload(document, pushType: request.pushType, into: &findings)
        return findings.all
    }

    /// Lints the header fields alone, with no device, topic or payload in view: the push type,
    /// priority (for that type), expiration, collapse ID and `apns-id` rules a send and F6 apply.
    /// The F2 form shows each finding on its field as it is typed.
    public static func lintFields(_ headers: PushHeaders) -> [LintFinding] {
        var findings = LintFindings()
        lintPushType(headers.pushType ?? .alert, into: &findings)
        lintFieldValues(headers, into: &findings)
        return findings.all
    }

    /// Lints a payload alone, for a push type, with no device or headers in view (`pushtui validate`).
    public static func lintPayload(_ document: PayloadDocument, pushType: PushType) -> [LintFinding] {
        var findings = LintFindings()
        lintPayload(document, pushType: pushType, into: &findings)
        return findings.all
    }

    private static func lintPayload(_ document: PayloadDocument, pushType: PushType, into findings: inout LintFindings) {
        switch document.parse {
        case .failure(let error):
            findings.error(.payloadSyntax, "payload is not valid JSON: \(error.message)", at: error.position)
        case .success(let value):
            PayloadLinter(type: pushType).lint(value, byteCount: document.byteCount ?? 0, into: &findings)
        }
    }

    private static func lintHeaders(_ request: PushRequest, into findings: inout LintFindings) {
        lintPushType(request.pushType, into: &findings)
        if let warning = request.token.lengthWarning {
            findings.warning(.tokenLength, warning)
        }
        lintTopic(request, into: &findings)
        lintFieldValues(request.headers, into: &findings)
    }

    private static func lintPushType(_ type: PushType, into findings: inout LintFindings) {
        if !type.isKnown {
            findings.warning(.pushTypeUnknown, "push type '\(type)' is not one Apple documents; APNs may answer InvalidPushType")
        }
    }

    /// The rules of the priority (for the push type), collapse ID, `apns-id` and expiration.
    private static func lintFieldValues(_ headers: PushHeaders, into findings: inout LintFindings) {
        let type = headers.pushType ?? .alert
        if let priority = headers.priority {
            if !APNsPriority.isValid(priority) {
                findings.error(.priorityInvalid, "priority must be \(APNsPriority.spokenChoices); found \(priority)")
            } else if !type.allowedPriorities.contains(priority) {
                let note = type == .background && priority == 10 ? " (Apple: 10 is an error for background pushes)" : ""
                findings.error(.priorityNotAllowed, "\(type) pushes must use priority \(type.allowedPriorities.spokenList)\(note); found \(priority)")
            }
        }
        if let collapseID = headers.collapseID, !CollapseID.isValid(collapseID) {
            let count = collapseID.utf8.count
            findings.error(.collapseIDTooLong, "collapse ID is \(count) bytes, \(count - CollapseID.maximumByteCount) over the \(CollapseID.maximumByteCount)-byte limit")
        }
        if let apnsID = headers.apnsID, !APNsID.isCanonical(apnsID) {
            findings.error(.apnsIDNotCanonical, "apns-id must be a lowercase UUID in 8-4-4-4-12 form such as 123e4567-e89b-12d3-a456-4266554400a0; found '\(apnsID)'")
        }
        if let expiration = headers.expiration {
            if !Expiration.isValid(expiration) {
                findings.error(.expirationInvalid, "expiration must be 0 or a UNIX time in seconds; found \(expiration)")
            } else if expiration > 0, expiration < Expiration.earliestPlausible {
                findings.warning(.expirationLooksLikeDuration, "expiration \(expiration) is a moment in 1970-2001: apns-expiration is an absolute UNIX time in seconds, not a duration")
            }
        }
    }

    private static func lintTopic(_ request: PushRequest, into findings: inout LintFindings) {
        let type = request.pushType
        guard !request.topic.isEmpty else {
            // Token-based connections must name the topic (APNs: 400 MissingTopic); with a
            // certificate, pushtui fills in the certificate's bundle ID before the lint runs.
            findings.error(.topicMissing, "topic is empty: APNs answers MissingTopic; set it to the app's bundle ID\(type.topicSuffix.map { " + \($0)" } ?? "")")
            return
        }
        switch type.topicMismatch(request.topic) {
        case nil:
            break
        case .missingSuffix(let suffix):
            findings.error(.topicSuffix, "\(type) pushes need a topic ending in '\(suffix)', such as 'com.example.app\(suffix)'; found '\(request.topic)'")
        case .foreignSuffix(let suffix, let owner):
            // A bundle ID may itself end in '.voip' (com.acme.voip is a valid app), so APNs may
            // well accept this; it is only a likely slip.
            findings.warning(.topicForeignSuffix, "topic '\(request.topic)' ends in '\(suffix)', the suffix of \(owner) pushes; fine if that is the app's bundle ID, otherwise use the bare bundle ID for \(type) pushes")
        }
    }
}

/// The findings of one lint run, in the order they were found.
struct LintFindings {
    private(set) var all: [LintFinding] = []

    mutating func error(_ code: LintCode, _ message: String, at position: TextPosition? = nil) {
        append(.error, code, message, position)
    }

    mutating func warning(_ code: LintCode, _ message: String, at position: TextPosition? = nil) {
        append(.warning, code, message, position)
    }

    private mutating func append(_ severity: LintFinding.Severity, _ code: LintCode, _ message: String, _ position: TextPosition?) {
        let location = position == .unknown ? nil : position
        all.append(LintFinding(severity: severity, code: code, message: message, location: location))
    }
}

extension Array where Element == Int {
    /// "10, 5 or 1".
    var spokenList: String {
        let words = map(String.init)
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension Int {
    /// The number with thousands separators, independent of locale: 4096 → "4,096".
    /// Byte counts are shown this way everywhere (linter messages, the CLI, the byte meter).
    public var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position).isMultiple(of: 3) { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
