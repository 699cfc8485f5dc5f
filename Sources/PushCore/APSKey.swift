/// The keys Apple documents inside the `aps` dictionary, and the values some of them take.
///
/// From [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification),
/// the ActivityKit push article and the WidgetKit push articles.
public enum APSKey {
    /// The top-level key that holds Apple's dictionary.
    public static let aps = "aps"

    /// Every documented `aps` key. `url-args` is the legacy Safari web push key.
    public static let documented: Set<String> = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
        "content-state", "timestamp", "event", "dismissal-date", "attributes-type", "attributes",
        "input-push-token", "input-push-channel", "content-changed", "url-args",
    ]

    /// The values of `interruption-level`.
    public static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

    /// The values of a Live Activity's `event`, and the `aps` keys each one needs
    /// (ActivityKit: "Starting and updating Live Activities with ActivityKit push notifications").
    public static let liveActivityRequiredKeys: KeyValuePairs<String, [String]> = [
        "start": ["timestamp", "content-state", "attributes-type", "attributes", "alert"],
        "update": ["timestamp", "content-state"],
        "end": ["timestamp"],
    ]

    /// The keys that make a notification visible or audible.
    public static let visibleKeys = ["alert", "badge", "sound"]
}
