/// Checks a ``BroadcastRequest`` before it is sent, by the rules of
/// [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
/// The simulator answers the same facts with APNs' reasons.
public enum BroadcastLinter {
    /// The findings for `request`, errors first in the order APNs would reject them.
    ///
    /// - Parameter policy: the channel's storage policy when known (read it from APNs); with
    ///   No Message Stored the expiration must be 0.
    public static func findings(for request: BroadcastRequest, policy: MessageStoragePolicy? = nil) -> [LintFinding] {
        var findings: [LintFinding] = []
        if let suffix = BroadcastRequest.topicSuffix(in: request.bundleID) {
            findings.append(LintFinding(severity: .error, code: .topicSuffix,
                                        message: "bundle ID '\(request.bundleID)' ends in '\(suffix)'; broadcasts take the bare bundle ID"))
        }
        if !BroadcastRequest.allowedPriorities.contains(request.priority) {
            findings.append(LintFinding(severity: .error, code: .priorityNotAllowed,
                                        message: "priority \(request.priority) is not allowed for a broadcast: use 10 or 5"))
        }
        if let expiration = request.expiration, expiration < 0 {
            findings.append(LintFinding(severity: .error, code: .expirationInvalid,
                                        message: "expiration \(expiration) is negative"))
        }
        if policy == .noMessageStored, request.expiration != 0 {
            findings.append(LintFinding(severity: .error, code: .expirationInvalid,
                                        message: "the channel stores no messages, so the expiration must be 0"))
        }
        if let apnsID = request.apnsID, !APNsID.isCanonical(apnsID) {
            findings.append(LintFinding(severity: .error, code: .apnsIDNotCanonical,
                                        message: "apns-id '\(apnsID)' is not a canonical UUID"))
        }
        let document = PayloadDocument(text: request.payload)
        if let error = document.syntaxError {
            findings.append(LintFinding(severity: .error, code: .payloadSyntax, message: error.message,
                                        location: TextPosition(line: error.line, column: error.column, offset: error.offset)))
        } else if let size = document.byteCount, size > BroadcastRequest.payloadLimit {
            findings.append(LintFinding(severity: .error, code: .payloadTooLarge,
                                        message: "payload is \(size) bytes; a broadcast allows \(BroadcastRequest.payloadLimit)"))
        }
        // Apple: broadcast updates and ends activities that subscribed to the channel; it cannot
        // start one (ActivityKit article, "Starting and updating Live Activities…").
        if let event = document.value?[APSKey.aps]?.member(named: "event"), event.value.stringValue == "start" {
            findings.append(LintFinding(severity: .error, code: .broadcastStart,
                                        message: "a broadcast cannot start a Live Activity: send event \"update\" or \"end\", and start activities with a push-to-start token",
                                        location: event.keyPosition == .unknown ? nil : event.keyPosition))
        }
        return findings
    }
}
