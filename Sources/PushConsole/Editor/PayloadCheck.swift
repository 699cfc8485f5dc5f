import PushCore

/// The live verdict on the payload and header fields: the wire size against the push type's
/// limit and every lint finding. Recomputed by the reducer on every edit, with the same functions
/// the sender uses, so the meter shows exactly the bytes that will be sent.
public struct PayloadCheck: Sendable, Equatable {
    /// Bytes on the wire, or nil when the payload is not JSON.
    public var byteCount: Int?
    /// The push type's payload limit.
    public var limit: Int
    /// Lint findings, errors first.
    public var findings: [LintFinding]

    public init(byteCount: Int?, limit: Int, findings: [LintFinding]) {
        self.byteCount = byteCount
        self.limit = limit
        self.findings = findings
    }

    /// Whether anything would refuse the push.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The first error, or the first warning.
    public var headline: LintFinding? { findings.first }

    /// Checks `text`, parsed as `document`, as the payload of pushes described by `fields` to
    /// `topic`; `token` (a device being sent to) lets header rules run too. The caller parses once
    /// for every set of fields it weighs.
    static func run(text: String, document: PayloadDocument, fields: PushFields, topic: String, token: DeviceToken?) -> PayloadCheck {
        var findings: [LintFinding]
        if let token {
            // No clock here: a time from now (+1h) is checked as from the earliest plausible now,
            // which the header rules treat like any real one.
            findings = PushLinter.lint(fields.request(token: token, topic: topic, payload: text, now: Expiration.earliestPlausible),
                                       document: document)
        } else {
            findings = PushLinter.lintPayload(document, pushType: fields.pushType)
        }
        for problem in fields.problems {
            findings.append(LintFinding(severity: .error, code: problem.code, message: problem.message))
        }
        let ordered = findings.filter { $0.severity == .error } + findings.filter { $0.severity == .warning }
        return PayloadCheck(byteCount: document.byteCount, limit: fields.pushType.payloadLimit, findings: ordered)
    }
}

extension PayloadCheck {
    /// Checks `text` as an FCM HTTP v1 `message` sent to `target`, or naming its own target when nil,
    /// with the rules and the size the FCM sender uses ([projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages)):
    /// the payload bytes FCM counts against its 4096-byte limit.
    static func fcm(text: String, target: FCMTarget? = nil) -> PayloadCheck {
        let findings = FCMLinter.findings(for: text, target: target)
        let ordered = findings.filter { $0.severity == .error } + findings.filter { $0.severity == .warning }
        guard let message = PayloadDocument(text: text).value else {
            return PayloadCheck(byteCount: nil, limit: FCMSendRequest.messageLimit, findings: ordered)
        }
        let size = FCMLinter.size(of: message, target: target)
        return PayloadCheck(byteCount: size.bytes, limit: size.limit, findings: ordered)
    }
}
