/// The value of the `apns-push-type` header.
///
/// An open set: Apple adds push types over time, so an unknown raw value is kept as it is and the
/// linter only warns about it. The rules for each known type live in one table, ``PushTypeRule``.
///
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct PushType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Apple's exact header value, for example `liveactivity`.
    public let rawValue: String

    /// Wraps any header value, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A notification that shows an alert, plays a sound or badges the icon.
    public static let alert = PushType(rawValue: "alert")
    /// A silent push that wakes the app to fetch content (`content-available: 1`).
    public static let background = PushType(rawValue: "background")
    /// A PushKit VoIP call notification.
    public static let voip = PushType(rawValue: "voip")
    /// A watchOS complication update.
    public static let complication = PushType(rawValue: "complication")
    /// A File Provider extension change signal.
    public static let fileprovider = PushType(rawValue: "fileprovider")
    /// A mobile device management check-in request.
    public static let mdm = PushType(rawValue: "mdm")
    /// A Location Push Service extension query.
    public static let location = PushType(rawValue: "location")
    /// A Live Activity start, update or end.
    public static let liveactivity = PushType(rawValue: "liveactivity")
    /// A Push to Talk notification.
    public static let pushtotalk = PushType(rawValue: "pushtotalk")
    /// A WidgetKit reload.
    public static let widgets = PushType(rawValue: "widgets")
    /// A controls (Control Center widget) reload.
    public static let controls = PushType(rawValue: "controls")

    /// Every push type Apple documents, in the order of Apple's table.
    public static let known: [PushType] = [
        .alert, .background, .voip, .complication, .fileprovider, .mdm, .location,
        .liveactivity, .pushtotalk, .widgets, .controls,
    ]

    /// The rules for this type; an unknown type gets the permissive ``PushTypeRule/unknown``.
    public var rule: PushTypeRule { PushTypeRule.table[self] ?? .unknown }

    /// Whether Apple documents this push type.
    public var isKnown: Bool { PushTypeRule.table[self] != nil }

    /// The suffix the topic must end with (`.voip`), or nil when the topic is the plain bundle ID
    /// or, for `mdm`, an opaque MDM UID.
    public var topicSuffix: String? {
        if case .bundleIDWithSuffix(let suffix) = rule.topic { return suffix }
        return nil
    }

    /// The priority to send when the user chose none.
    public var defaultPriority: Int { rule.defaultPriority }

    /// The priorities APNs accepts for this type.
    public var allowedPriorities: [Int] { rule.allowedPriorities }

    /// The largest body in bytes APNs accepts for this type.
    public var payloadLimit: Int { rule.payloadLimit }

    /// Whether the body must carry an `aps` dictionary (``PushTypeRule/requiresAPS``).
    public var requiresAPS: Bool { rule.requiresAPS }

    /// The header value.
    public var description: String { rawValue }

    /// Why `topic` cannot carry a push of this type, or nil when it fits.
    ///
    /// A topic for a suffixed type must end with that suffix after a non-empty bundle ID; a topic for
    /// a bundle-ID type must not end with another type's suffix. `mdm` and unknown types are not checked.
    public func topicMismatch(_ topic: String) -> TopicMismatch? {
        switch rule.topic {
        case .unchecked:
            return nil
        case .bundleIDWithSuffix(let suffix):
            if topic.utf8.count > suffix.utf8.count, topic.hasUTF8Suffix(suffix) { return nil }
            return .missingSuffix(suffix)
        case .bundleID:
            for other in PushType.known {
                if let suffix = other.topicSuffix, topic.hasUTF8Suffix(suffix) {
                    return .foreignSuffix(suffix, of: other)
                }
            }
            return nil
        }
    }
}

extension PushType {
    /// The `apns-topic` for this push type in an app: `bundleID` with this type's suffix
    /// (`com.example.app` → `com.example.app.voip` for VoIP). A `bundleID` that already ends in this
    /// type's own suffix is kept as it is, so a profile that names the full topic still works. No
    /// other suffix is removed: a bundle ID may itself end in `.voip` (`com.acme.voip` is a valid
    /// app), and stripping it would address another app. MDM and unknown types keep `bundleID`
    /// as it is (their topic is not derived from a bundle ID).
    public func topic(forBundleID bundleID: String) -> String {
        guard rule.topic != .unchecked, let suffix = topicSuffix else { return bundleID }
        return topicMismatch(bundleID) == nil ? bundleID : bundleID + suffix
    }
}
