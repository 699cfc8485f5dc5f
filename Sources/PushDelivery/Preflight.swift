import PushCore

/// What linting a send finds before anything goes out: each message once, phrased as compilers
/// phrase theirs (`NAME:LINE:COL: error: message`), and whether the send may go ahead. The same
/// lint and the same refusal for device pushes, FCM messages and broadcasts, whichever front end asks.
public struct Preflight: Sendable, Equatable {
    /// The line that ends a refused send's findings.
    public static let refusal = "not sent: fix the errors above"

    /// The findings as lines, in the order found, each once; ``refusal`` last when there is an error.
    public private(set) var lines: [String] = []
    /// Whether nothing found is an error: the send may go ahead.
    public private(set) var isSendable = true
    private let payloadName: String
    private var shown: Set<String> = []

    private init(payloadName: String) {
        self.payloadName = payloadName
    }

    /// Lints device pushes. The pushes of one send differ only in their device: past the first,
    /// only one whose token is not the usual length has anything to add, so a big batch costs one
    /// lint (and one parse: they share the payload).
    /// - Parameter payloadName: how to name the payload in `NAME:LINE:COL` positions.
    public static func apns(_ requests: some Sequence<PushRequest>, payloadName: String) -> Preflight {
        var preflight = Preflight(payloadName: payloadName)
        var parsed: PayloadDocument?
        for request in requests {
            if parsed != nil, request.token.lengthWarning == nil { continue }
            let document = parsed ?? PayloadDocument(text: request.payload)
            parsed = document
            for finding in PushLinter.lint(request, document: document) {
                preflight.add(finding, note: finding.code == .tokenLength ? request.token.shortened : nil)
            }
        }
        return preflight.finished()
    }

    /// Lints an FCM message for its targets (nil: the target the message names). The message is
    /// the same for every target; only a topic changes the size limit, so the first target with
    /// findings speaks for the rest.
    public static func fcm(_ message: String, targets: [FCMTarget?], payloadName: String) -> Preflight {
        var preflight = Preflight(payloadName: payloadName)
        for target in targets {
            let findings = FCMLinter.findings(for: message, target: target)
            findings.forEach { preflight.add($0) }
            if !findings.isEmpty { break }
        }
        return preflight.finished()
    }

    /// Lints a broadcast to a channel.
    public static func broadcast(_ request: BroadcastRequest, payloadName: String) -> Preflight {
        var preflight = Preflight(payloadName: payloadName)
        BroadcastLinter.findings(for: request).forEach { preflight.add($0) }
        return preflight.finished()
    }

    private mutating func add(_ finding: LintFinding, note: String? = nil) {
        let line = finding.diagnosticLine(file: finding.location == nil ? nil : payloadName)
        let text = note.map { "\(line) (\($0))" } ?? line
        if shown.insert(text).inserted { lines.append(text) }
        if finding.severity == .error { isSendable = false }
    }

    private func finished() -> Preflight {
        var done = self
        if !isSendable { done.lines.append(Self.refusal) }
        return done
    }
}
