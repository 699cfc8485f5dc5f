import Foundation
import PushCore
import PushTransport

/// One push's result as a person reads it: the human counterpart of ``ResultLine``, one line per
/// push for every service and the summary line that ends a send, phrased here once for every
/// front end that prints them. Every line is one line of plain text: what the server sent (reason,
/// body, header values, curl's message) goes through ``TerminalText/escaped(_:)``, so a hostile
/// answer can neither drive the terminal nor forge a line; ``ResultLine`` keeps it exact.
public enum ResultText {
    /// `delivered  Demo iPhone (…6c8d0e2f)  200  apns-id …  unique-id …  4 ms`: an APNs push's answer,
    /// or why none came.
    public static func apns(_ result: PushResult, label: String?) -> String {
        var parts = [result.outcome.rawValue, device(result.request.token, label: label)]
        if let response = result.response {
            parts.append(String(response.status))
            if let reason = response.reason {
                parts.append("\(reason.rawValue): \(response.explanation)")
            } else if response.isUnexpectedStatus {
                parts.append(response.explanation)
            }
            if response.reason == nil, !response.body.isEmpty { parts.append("body \(bodyExcerpt(response.body))") }
            if let apnsID = response.apnsID { parts.append("apns-id \(apnsID)") }
            if let uniqueID = response.apnsUniqueID { parts.append("unique-id \(uniqueID)") }
            if let retryAfter = response.retryAfter { parts.append("retry after \(retryAfter) s") }
            parts.append("\(result.latency.wholeMilliseconds) ms")
        } else {
            parts.append(result.summary)
        }
        return TerminalText.escaped(parts.joined(separator: "  "))
    }

    /// An APNs push to `token` that a stop cut short before its answer came.
    public static func cancelled(_ token: DeviceToken, label: String?) -> String {
        TerminalText.escaped([PushOutcome.unavailable.rawValue, device(token, label: label), SendHistory.cancelledFailure].joined(separator: "  "))
    }

    /// `token …a1b2c3d4: Delivered 200 projects/…`: an FCM message's answer (or its cancellation).
    public static func fcm(_ result: FCMResult, target: FCMTarget?, cancelled: Bool) -> String {
        TerminalText.escaped("\(FCMSendOrder.label(of: target)): \(result.outcome.label) \(cancelled ? SendHistory.cancelledFailure : result.summary)")
    }

    /// `channel ID: Delivered 200 apns-request-id …`: a broadcast's answer, ending
    /// `through the proxy http://proxy:3128` when it went through `proxy`.
    public static func broadcast(_ result: BroadcastResult, proxy: String? = nil) -> String {
        let status = result.response.map { " \($0.status)" } ?? ""
        let requestID = result.requestID.map { " apns-request-id \($0)" } ?? ""
        let via = proxy.map { " " + throughProxy($0) } ?? ""
        return TerminalText.escaped("channel \(result.request.channelID): \(result.outcome.label)\(status)\(requestID)\(via)")
    }

    /// What a send from the whole book (`--all-tokens`) says about a dead entry it leaves out:
    /// `skipped Old iPhone (…0c0ffee): Unregistered since 2026-01-01`.
    public static func skipped(_ entry: TokenBookEntry, in environment: APNsEnvironment?) -> String {
        TerminalText.escaped("skipped \(entry.label) (\(entry.token.shortened)): \(entry.deadSummary(in: environment) ?? "dead")")
    }

    /// `3 pushes in 0.12 s over 1 connection: 2 delivered, 1 unregistered` (`1 push in …` for one;
    /// `over 1 connection through the proxy http://proxy:3128: …` through a proxy).
    public static func summary(_ summary: SendSummary) -> String {
        let parts = PushOutcome.allCases.compactMap { outcome in
            summary.counts[outcome].map { "\($0.grouped) \(outcome.label.lowercased())" }
        } + (summary.cancelled > 0 ? ["\(summary.cancelled.grouped) cancelled"] : [])
        let elapsed = summary.elapsed
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let connections = (summary.connections == 1 ? "1 connection" : "\(summary.connections) connections")
            + (summary.proxy.map { " " + throughProxy($0) } ?? "")
        let pushes = summary.total == 1 ? "1 push" : "\(summary.total.grouped) pushes"
        return String(format: "%@ in %.2f s over %@: %@", pushes, seconds, connections, parts.joined(separator: ", "))
    }

    /// `through the proxy http://proxy:3128`: how every line that names the proxy a send went through says it.
    public static func throughProxy(_ proxy: String) -> String {
        "through the proxy \(proxy)"
    }

    /// A connection event as `send --verbose` prints it on standard error:
    /// `* connecting to api.push.apple.com:443 through the proxy http://proxy:3128` (or `directly`),
    /// `* connected to api.push.apple.com:443: TLSv1.3, ALPN h2, server certificate /CN=… (verified)`,
    /// `* connection to api.push.apple.com:443 closed`.
    public static func connection(_ event: ConnectionEvent) -> String {
        switch event {
        case .connecting(let target, let proxy):
            return TerminalText.escaped("* connecting to \(target) " + (proxy.map(throughProxy) ?? "directly"))
        case .connected(let target, let facts):
            let certificate = facts.certificateSubject.map { "server certificate \($0)" } ?? "no server certificate"
            return TerminalText.escaped("* connected to \(target): \(facts.version), " + (facts.alpn.map { "ALPN \($0)" } ?? "no ALPN")
                + ", \(certificate) (\(facts.verified ? "verified" : "not verified"))")
        case .closed(let target):
            return TerminalText.escaped("* connection to \(target) closed")
        }
    }

    /// The first ``bodyExcerptLength`` characters of a body that holds no APNs reason (a proxy's
    /// page, say), so a 10 MB answer does not flood the terminal.
    private static func bodyExcerpt(_ body: String) -> String {
        body.count <= bodyExcerptLength ? body : body.prefix(bodyExcerptLength) + "…"
    }

    /// How much of an unexpected body a result line shows.
    static let bodyExcerptLength = 200

    /// A device as a result names it: its book label and shortened token, or the token alone.
    private static func device(_ token: DeviceToken, label: String?) -> String {
        label.map { "\($0) (\(token.shortened))" } ?? token.shortened
    }
}
