import Foundation
import PushCore

/// The provider token's life for one token profile, as the console learned it: the token the
/// client signs with (from the runner, after each send), APNs's last answer about a token, and
/// the clock skew measured from the server's `date` header. Shown at the foot of the Profiles pane.
public struct ProviderTokenStatus: Sendable, Equatable {
    /// APNs's last token-related answer and when it came.
    public struct Answer: Sendable, Equatable {
        public var reason: APNsReason
        public var time: Date
    }

    /// The reasons that are about the provider token.
    static let tokenReasons: Set<APNsReason> = [.expiredProviderToken, .tooManyProviderTokenUpdates, .invalidProviderToken]

    /// The token's life as the client's cache last reported it.
    public var life: ProviderTokenLife?
    /// The last answer with one of ``tokenReasons``.
    public var lastAnswer: Answer?
    /// Local clock minus the server's, from the last answer's `date` header.
    public var skew: ClockSkew?

    public init() {}

    /// Takes what an answer says: a token reason, the server's clock.
    mutating func note(_ response: APNsResponse, at now: Date) {
        if let reason = response.reason, Self.tokenReasons.contains(reason) {
            lastAnswer = Answer(reason: reason, time: now)
        }
        if let serverDate = response.serverDate {
            skew = ClockSkew(localTime: now, serverDate: serverDate)
        }
    }

    /// The lines for the pane, most important first (the pane may have room for fewer): when the
    /// token was minted and when the next one will be, the last token answer, then its time and
    /// the clock skew. Times are local (`utcOffset` seconds from UTC), so the lines never go stale.
    func lines(utcOffset: Int) -> [(String, StyleRole)] {
        var lines: [(String, StyleRole)] = []
        if let life {
            let renewal = life.wasMintedEarly ? "guard \(clock(life.guardEndsAt, utcOffset))" : "new \(clock(life.renewsAt, utcOffset))"
            lines.append(("JWT \(clock(life.issuedAt, utcOffset)) · \(renewal)", .dim))
        }
        var detail: [String] = []
        if let lastAnswer {
            lines.append(("✗ \(lastAnswer.reason.rawValue)", .error))
            detail.append("at \(clock(Int(lastAnswer.time.timeIntervalSince1970), utcOffset))")
        }
        if let skew {
            detail.append("skew \(Self.signed(skew.seconds))")
        }
        if !detail.isEmpty {
            lines.append((detail.joined(separator: " · "), skew?.needsWarning == true ? .warning : .dim))
        }
        return lines
    }

    /// `HH:MM` of `seconds` since 1970, in local time.
    private func clock(_ seconds: Int, _ utcOffset: Int) -> String {
        let minutes = ((seconds + utcOffset) / 60) % (24 * 60)
        let wrapped = minutes < 0 ? minutes + 24 * 60 : minutes
        return String(format: "%02d:%02d", wrapped / 60, wrapped % 60)
    }

    /// `+3s`, `-2h0m`: the skew, compact.
    static func signed(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = seconds.magnitude
        if magnitude < 60 { return "\(sign)\(magnitude)s" }
        if magnitude < 3600 { return "\(sign)\(magnitude / 60)m" }
        return "\(sign)\(magnitude / 3600)h\(magnitude % 3600 / 60)m"
    }
}
