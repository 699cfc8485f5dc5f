import Foundation
import PushCore

/// `c` on a device: what is known of its token — its shape, what the book learned of it, the pushes
/// to it in the log — and the probe behind `p`: a ``PushCore/TokenProbePush`` to the profile's
/// environment and then the other, asked first by a question that names the side effect. Read from
/// the state as drawn, so a probe's answers show here as they land.
public struct TokenCheck: Sendable, Equatable {
    /// The profile whose book holds the token.
    var profileFile: String
    /// The token checked.
    var token: BookToken

    /// What its keys ask.
    enum Command: Hashable, Sendable {
        case probe
        case close
    }

    /// The profile and the book's entry, as they are now; nil when either is gone.
    func entry(in state: AppState) -> (profile: Profile, entry: TokenBookEntry)? {
        guard let profile = state.profiles.entries.first(where: { $0.file == profileFile })?.profile,
              let entry = profile.tokens.first(where: { $0.token == token }) else { return nil }
        return (profile, entry)
    }

    /// The probe's sends: to the profile's environment, then to the other at Apple's other host.
    /// A profile with a custom endpoint (the simulator) has no other host to probe; an FCM profile
    /// no environments.
    static func probePlans(of entry: TokenBookEntry, in profile: Profile, file: String) -> [SendPlan] {
        guard case .apns(let settings) = profile.service, let device = entry.token.deviceToken else { return [] }
        let request = PushRequest(token: device, headers: TokenProbePush.headers(topic: settings.topic), payload: TokenProbePush.payload)
        var plans = [SendPlan(profileFile: file, profile: profile, requests: [request])]
        if profile.endpoint == nil {
            var other = settings
            other.environment = settings.environment.other
            var elsewhere = profile
            elsewhere.service = .apns(other)
            plans.append(SendPlan(profileFile: file, profile: elsewhere, requests: [request]))
        }
        return plans
    }

    /// The dialog over `state`.
    func dialog(over state: AppState) -> Dialog {
        guard let (profile, entry) = entry(in: state) else {
            return Dialog(title: "Token check", style: .focusedBorder, lines: [("the device is no longer in the book", .warning)],
                          footer: Keymap.footer(for: .tokenCheck), width: 72)
        }
        let name = entry.label.isEmpty ? entry.token.shortened : entry.label
        var lines: [(String, StyleRole)] = [
            ("token  \(entry.token.shortened): \(TokenShape(of: entry.token.text).summary)", .normal),
            ("kind   \(entry.kind.rawValue)", .normal),
            ("known  " + (entry.knowledge ?? "nothing yet: no answer from either environment"), entry.knowledge == nil ? .dim : .emphasis),
        ]
        if let dead = entry.deadSummary(in: nil) { lines.append(("dead   " + dead, .error)) }
        lines.append(("sent   " + Self.sent(to: token, in: state.log.rows, file: profileFile, utcOffset: state.utcOffsetSeconds), .normal))
        lines.append(("", .normal))
        lines += Self.probeLines(of: entry, in: profile, file: profileFile)
        return Dialog(title: "Token check: \(name)", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .tokenCheck), width: 72)
    }

    /// "2 pushes in the log, the last 10:21:04 200 Delivered (sandbox)".
    private static func sent(to token: BookToken, in rows: [LogRow], file: String, utcOffset: Int) -> String {
        let pushes = rows.filter { $0.profileFile == file && ($0.request.map { .device($0.token) == token } ?? ($0.shortToken == token.shortened)) }
        guard let last = pushes.last else { return "no push to it in the log" }
        let answer = last.answer.map { answer in
            answer.response.map { "\($0.status) \($0.reason?.rawValue ?? answer.outcome.label)" } ?? answer.outcome.label
        } ?? "in flight"
        let time = LogView.clockTime(last.sentAt, offset: utcOffset)
        return "\(pushes.count) push\(pushes.count == 1 ? "" : "es") in the log, the last \(time) \(answer) (\(last.environment.rawValue))"
    }

    /// What `p` would send, or why it cannot.
    private static func probeLines(of entry: TokenBookEntry, in profile: Profile, file: String) -> [(String, StyleRole)] {
        let plans = probePlans(of: entry, in: profile, file: file)
        guard !plans.isEmpty else { return [("an FCM token: FCM has no environments to probe", .dim)] }
        let places = plans.map { plan in
            let destination = Destination(plan.profile, file: file)
            return "\(destination.environment?.rawValue ?? "?") (\(destination.name))"
        }
        var lines: [(String, StyleRole)] = [("p probes: \(TokenProbePush.description), to " + places.joined(separator: ", then "), .normal)]
        if plans.count == 1 {
            lines.append(("the other environment is not probed: this profile's endpoint is custom "
                          + "(pushtui token check --probe --other-endpoint URL does it)", .dim))
        }
        return lines
    }
}
