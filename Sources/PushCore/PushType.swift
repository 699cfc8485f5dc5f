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

/// How a topic fails to fit a push type; see ``PushType/topicMismatch(_:)``.
public enum TopicMismatch: Sendable, Equatable {
    /// The type needs a topic ending in this suffix, for example `.voip`.
    case missingSuffix(String)
    /// The topic ends with the suffix of another push type.
    case foreignSuffix(String, of: PushType)
}

/// What `apns-topic` must look like for a push type.
public enum TopicForm: Sendable, Equatable {
    /// The app's bundle ID alone.
    case bundleID
    /// The bundle ID followed by a fixed suffix such as `.voip`.
    case bundleIDWithSuffix(String)
    /// Not a bundle ID (the MDM UID from the push certificate) or not known: never checked.
    case unchecked
}

/// Apple's rules for one push type: the single source of topic suffixes, priorities and size limits.
///
/// Facts from [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// and [Starting and updating Live Activities](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
public struct PushTypeRule: Sendable, Equatable {
    /// What the topic must look like.
    public let topic: TopicForm
    /// The priority to send when the user chose none. APNs itself assumes 10 when the header is absent.
    public let defaultPriority: Int
    /// The priorities APNs accepts for the type.
    public let allowedPriorities: [Int]
    /// The largest body in bytes.
    public let payloadLimit: Int

    /// The general payload limit for every push except VoIP.
    public static let standardPayloadLimit = 4096
    /// The VoIP payload limit.
    public static let voipPayloadLimit = 5120

    /// The rule assumed for a push type Apple does not document: any valid priority, standard size, no topic check.
    public static let unknown = PushTypeRule(
        topic: .unchecked, defaultPriority: 10, allowedPriorities: APNsPriority.valid,
        payloadLimit: standardPayloadLimit)

    private static func rule(_ topic: TopicForm, priority: Int = 10, allowed: [Int] = APNsPriority.valid,
                             limit: Int = standardPayloadLimit) -> PushTypeRule {
        PushTypeRule(topic: topic, defaultPriority: priority, allowedPriorities: allowed, payloadLimit: limit)
    }

    // Background allows only 5: Apple says "must be 5; 10 is an error" and documents nothing for 1,
    // whose meaning ("never wake the device") contradicts a push meant to wake the app.
    // Live Activities allow 5 or 10 (ActivityKit article). Every other type takes Apple's default of 10.
    static let table: [PushType: PushTypeRule] = [
        .alert: rule(.bundleID),
        .background: rule(.bundleID, priority: 5, allowed: [5]),
        .voip: rule(.bundleIDWithSuffix(".voip"), limit: voipPayloadLimit),
        .complication: rule(.bundleIDWithSuffix(".complication")),
        .fileprovider: rule(.bundleIDWithSuffix(".pushkit.fileprovider")),
        .mdm: rule(.unchecked),
        .location: rule(.bundleIDWithSuffix(".location-query")),
        .liveactivity: rule(.bundleIDWithSuffix(".push-type.liveactivity"), allowed: [10, 5]),
        .pushtotalk: rule(.bundleIDWithSuffix(".voip-ptt")),
        .widgets: rule(.bundleIDWithSuffix(".push-type.widgets")),
        .controls: rule(.bundleIDWithSuffix(".push-type.controls")),
    ]
}

extension String {
    // Topics are ASCII identifiers; comparing bytes avoids Unicode-aware Character comparison.
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
}
