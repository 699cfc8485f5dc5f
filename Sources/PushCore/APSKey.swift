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

    /// Every documented key of an `alert` dictionary (Apple's Table 2), plus `sound`, which
    /// Apple's Live Activity examples put inside `alert`, and the legacy `action-loc-key`,
    /// `summary-arg`, `summary-arg-count` and Safari's `action`.
    public static let alertKeys: Set<String> = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "sound", "action-loc-key", "summary-arg", "summary-arg-count",
        "action",
    ]

    /// The `alert` keys whose value is an array of strings filling a localized string's `%@`.
    public static let alertArgumentKeys = ["title-loc-args", "subtitle-loc-args", "loc-args"]

    /// The `alert` keys that hold text: a string, or in Live Activity alerts a
    /// `{"loc-key":…,"loc-args":[…]}` object.
    public static let alertTextKeys = ["title", "subtitle", "body"]

    /// The values of `interruption-level`.
    public static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

    /// The values of a Live Activity's `event`, and the `aps` keys each one needs
    /// (ActivityKit: "Starting and updating Live Activities with ActivityKit push notifications").
    public static let liveActivityRequiredKeys: KeyValuePairs<String, [String]> = [
        "start": ["timestamp", "content-state", "attributes-type", "attributes", "alert"],
        "update": ["timestamp", "content-state"],
        "end": ["timestamp"],
    ]

    /// The Live Activity keys that hold a UNIX time in seconds (ActivityKit article).
    public static let liveActivityDateKeys = ["stale-date", "dismissal-date"]

    /// The keys that make a notification visible or audible.
    public static let visibleKeys = ["alert", "badge", "sound"]
}
