/// The push a token probe sends (`pushtui token check --probe`, and `c` then `p` on a device in the
/// console): a background push, `content-available: 1` at priority 5 with no alert, sound or badge,
/// so nothing shows on a device; the app may be woken to fetch. APNs's answer to it says whether the
/// environment it went to knows the token: 200, or 400 `BadDeviceToken`.
///
/// See [Pushing background updates to your App](https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app).
public enum TokenProbePush {
    /// The payload.
    public static let payload = #"{"aps":{"content-available":1}}"#

    /// The push value: type background, priority 5, and `topic` (nil: derived from the profile, as
    /// for any push).
    public static func headers(topic: String?) -> PushHeaders {
        PushHeaders(pushType: .background, topic: topic, priority: 5)
    }

    /// What it is, for a question that names the side effect.
    public static let description = "a background push (content-available, priority 5, no alert: nothing shows)"
}
