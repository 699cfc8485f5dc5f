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
    /// Whether the body must carry an `aps` dictionary. Notification pushes (alert, background,
    /// Live Activity, widgets, controls) do; PushKit-style pushes do not: Apple's Push to Talk
    /// example is `{"activeSpeaker":…}`, VoIP payloads are the app's own keys, File Provider and
    /// location pushes carry none ([Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification),
    /// [PushToTalk](https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app)).
    public let requiresAPS: Bool

    /// The general payload limit for every push except VoIP.
    public static let standardPayloadLimit = 4096
    /// The VoIP payload limit.
    public static let voipPayloadLimit = 5120

    /// The rule assumed for a push type Apple does not document: any valid priority, standard size, no topic check.
    public static let unknown = PushTypeRule(
        topic: .unchecked, defaultPriority: 10, allowedPriorities: APNsPriority.valid,
        payloadLimit: standardPayloadLimit, requiresAPS: false)

    private static func rule(_ topic: TopicForm, priority: Int = 10, allowed: [Int] = APNsPriority.valid,
                             limit: Int = standardPayloadLimit, aps: Bool = false) -> PushTypeRule {
        PushTypeRule(topic: topic, defaultPriority: priority, allowedPriorities: allowed, payloadLimit: limit,
                     requiresAPS: aps)
    }

    // Background allows only 5: Apple says "must be 5; 10 is an error" and documents nothing for 1,
    // whose meaning ("never wake the device") contradicts a push meant to wake the app.
    // Live Activities allow 5 or 10 (ActivityKit article). Every other type takes Apple's default of 10.
    static let table: [PushType: PushTypeRule] = [
        .alert: rule(.bundleID, aps: true),
        .background: rule(.bundleID, priority: 5, allowed: [5], aps: true),
        .voip: rule(.bundleIDWithSuffix(".voip"), limit: voipPayloadLimit),
        .complication: rule(.bundleIDWithSuffix(".complication")),
        .fileprovider: rule(.bundleIDWithSuffix(".pushkit.fileprovider")),
        .mdm: rule(.unchecked),
        .location: rule(.bundleIDWithSuffix(".location-query")),
        .liveactivity: rule(.bundleIDWithSuffix(".push-type.liveactivity"), allowed: [10, 5], aps: true),
        .pushtotalk: rule(.bundleIDWithSuffix(".voip-ptt")),
        .widgets: rule(.bundleIDWithSuffix(".push-type.widgets"), aps: true),
        .controls: rule(.bundleIDWithSuffix(".push-type.controls"), aps: true),
    ]
}
