import PushCommandLine
import PushCore
/// What one `pushtui send` does, which decides the options that apply to it.
enum SendMode: CaseIterable, Sendable {
    /// Pushes to device tokens over APNs.
    case apns
    /// Messages over FCM HTTP v1 (an fcm profile or `--service-account`).
    case fcm
    /// One broadcast to a channel (`--channel`).
    case broadcast
    /// One push to an app in the iOS Simulator (`--ios-simulator`), or its `.apns` file (`--apns-file`).
    case iosSimulator

    /// Which modes each of `send`'s options applies to: the one table that says it, so a new
    /// option is placed once and the refusals follow (a test checks every option is placed).
    static let optionModes: [String: Set<SendMode>] = {
        let groups: [(names: [String], modes: Set<SendMode>)] = [
            (["topic", "payload", "timeout", "json", "profile", "profiles"], Set(allCases)),
            (["endpoint", "ca-file", "concurrency", "connect-timeout", "dry-run", "no-proxy", "verbose"], [.apns, .fcm, .broadcast]),
            // Signing, environment and the header fields; the header fields say themselves which a broadcast carries.
            (["key-file", "key-id", "team-id", "cert", "cert-passphrase-env", "cert-key", "sandbox", "production",
              "retries"] + RequestFields.options.map(\.name).filter { !RequestFields.deviceOnly.contains($0) && $0 != "type" },
             [.apns, .broadcast]),
            // Alert building and the push type (which the Simulator warns about).
            (["alert", "title", "badge", "sound", "type"], [.apns, .broadcast, .iosSimulator]),
            (SimulatorSend.options.map(\.name), [.iosSimulator]),
            (["token", "tokens-file", "all-tokens"], [.apns, .fcm]),
            (["connections", "template", "strict"] + RequestFields.deviceOnly, [.apns]),
            (["service-account", "project", "token-endpoint", "condition", "validate-only"], [.fcm]),
            (["channel", "broadcast-endpoint"], [.broadcast]),
        ]
        return Dictionary(groups.flatMap { group in group.names.map { ($0, group.modes) } }, uniquingKeysWith: { $0.union($1) })
    }()

    /// The order of `send --help`'s headings: by the modes their options apply to.
    private static let headingOrder: [Set<SendMode>] = [Set(allCases), [.apns, .fcm, .broadcast], [.apns], [.apns, .fcm], [.apns, .broadcast],
                                                         [.apns, .broadcast, .iosSimulator], [.fcm], [.broadcast], [.iosSimulator]]

    /// The heading `send --help` lists `option` under: the modes the table above gives it.
    static func helpHeading(of option: OptionSpec) -> (rank: Int, title: String) {
        let modes = optionModes[option.name] ?? Set(allCases)
        let rank = headingOrder.firstIndex(of: modes) ?? headingOrder.count
        if modes.count == allCases.count { return (rank, "options for every send") }
        let names = allCases.filter(modes.contains).map(\.name)
        guard let last = names.last, names.count > 1 else { return (rank, "\(names.joined()) options") }
        return (rank, "options for " + names.dropLast().joined(separator: ", ") + " and " + last)
    }

    /// The mode's name in help and messages.
    private var name: String {
        switch self {
        case .apns: return "APNs"
        case .fcm: return "FCM"
        case .broadcast: return "broadcast"
        case .iosSimulator: return "iOS Simulator"
        }
    }

    /// The mode of this command line: `--ios-simulator`, `--apns-file` or an ios-simulator
    /// profile goes to the Simulator; `--channel` broadcasts; `--service-account` or an fcm
    /// `profile` sends to FCM; anything else to APNs.
    init(_ arguments: ParsedArguments, profileService: ServiceKind?) {
        if arguments.value("ios-simulator") != nil || arguments.value("apns-file") != nil || profileService == .iosSimulator {
            self = .iosSimulator
        } else if arguments.value("channel") != nil {
            self = .broadcast
        } else if arguments.value("service-account") != nil || profileService == .fcm {
            self = .fcm
        } else {
            self = .apns
        }
    }

    /// Refuses the first given option that does not apply to this mode, saying what it is for.
    func check(_ arguments: ParsedArguments) throws(UsageError) {
        for (name, modes) in Self.optionModes.sorted(by: { $0.key < $1.key }) where !modes.contains(self) {
            guard arguments.value(name) != nil || arguments.has(name) else { continue }
            throw UsageError(description: "--\(name) " + refusal(for: modes))
        }
    }

    private func refusal(for modes: Set<SendMode>) -> String {
        switch self {
        case .broadcast:
            return "does not apply to a broadcast: --channel sends to the channel's subscribers"
        case .fcm:
            return "is for APNs and does not apply to an FCM send"
        case .iosSimulator:
            return "does not apply to the iOS Simulator: --ios-simulator and --apns-file take the payload, --topic and the push type"
        case .apns:
            if modes.contains(.fcm) { return "is for FCM: give --service-account FILE or an fcm --profile" }
            if modes.contains(.iosSimulator) { return "is for the iOS Simulator: give --ios-simulator booted|UDID" }
            return "is for broadcasts: give --channel ID"
        }
    }
}
