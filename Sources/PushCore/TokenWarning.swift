/// What a token book knows against one push to one of its tokens, told before the push goes: the
/// service said the token is dead, the push's environment said it does not know it (or the other
/// environment delivered to it), the token's kind does not receive the push type, or APNs refused
/// the token for this topic before. The console's next-send line and `pushtui send` both read it.
///
/// Reasons from [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public struct TokenWarning: Sendable, Equatable {
    /// Which fact warns.
    public enum Reason: Sendable, Equatable {
        /// Dead for this environment: `Unregistered`, or `BadDeviceToken` from this environment.
        case dead
        /// Delivered in the other environment only: this one will likely answer `BadDeviceToken`.
        case otherEnvironment
        /// The token's kind does not receive the push type: APNs answers `DeviceTokenNotForTopic`.
        case pushType
        /// APNs answered `DeviceTokenNotForTopic` for this topic before.
        case topic
    }

    /// Which fact warns.
    public let reason: Reason
    /// The device as people know it: its label, else its shortened token.
    public let device: String
    /// The fact in a few words, for a line with little room: "Unregistered since 2026-11-02",
    /// "a sandbox token", "gets no alert pushes".
    public let detail: String
    /// The fact in a word or two, for the narrowest line: "Unregistered", "sandbox only".
    public let brief: String
    /// The fact and what APNs will answer: "a Live Activity token does not receive alert pushes:
    /// APNs answers DeviceTokenNotForTopic".
    public let explanation: String

    /// "Old iPhone: Unregistered since 2026-11-02".
    public var text: String { "\(device): \(detail)" }

    /// The warnings about a push of `pushType` with `topic` to `entry` through `environment` (nil
    /// for FCM, where only a dead mark warns), most serious first.
    public static func warnings(for entry: TokenBookEntry, pushType: PushType?, topic: String,
                                environment: APNsEnvironment?) -> [TokenWarning] {
        let device = entry.label.isEmpty ? entry.token.shortened : entry.label
        var warnings: [TokenWarning] = []
        func warn(_ reason: Reason, _ detail: String, brief: String, _ explanation: String) {
            warnings.append(TokenWarning(reason: reason, device: device, detail: detail, brief: brief, explanation: explanation))
        }
        if let dead = entry.deadSummary(in: environment) {
            warn(.dead, dead, brief: String(dead.prefix { $0 != " " }), dead + ": the answer will likely be the same")
        }
        if let environment, entry.environments[environment] == nil, entry.environments[environment.other]?.knowsToken == true {
            let other = environment.other
            warn(.otherEnvironment, "a \(other.rawValue) token", brief: "\(other.rawValue) only",
                 "delivered in \(other.rawValue) only, so \(environment.rawValue) will likely answer BadDeviceToken")
        }
        if let pushType, entry.kind != .fcm, !entry.kind.receives(pushType) {
            warn(.pushType, "gets no \(pushType.rawValue) pushes", brief: "wrong kind",
                 "\(entry.kind.article) does not receive \(pushType.rawValue) pushes: APNs answers DeviceTokenNotForTopic")
        }
        if let refused = entry.notForTopics[topic] {
            warn(.topic, "not for \(topic)", brief: "topic refused", "APNs answered DeviceTokenNotForTopic for \(topic) on \(refused.prefix(10))")
        }
        return warnings
    }
}

extension TokenKind {
    /// The kind for a sentence: "a VoIP token".
    var article: String {
        switch self {
        case .device: return "a device token"
        case .voip: return "a VoIP token"
        case .liveactivity: return "a Live Activity token"
        case .pushToStart: return "a push-to-start token"
        case .fcm: return "an FCM token"
        }
    }
}
