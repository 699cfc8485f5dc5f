/// A starting payload for a kind of push, with the push type it goes with. Live Activity templates
/// carry the current time in `timestamp` (and `stale-date` an hour on), so they are made for a moment.
///
/// Shapes follow [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// and [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
public struct PayloadTemplate: Sendable {
    /// A name for menus.
    public let name: String
    /// The push type the payload is for.
    public let pushType: PushType
    private let make: @Sendable (Int) -> String

    /// The payload text for `now` (UNIX seconds), pretty-printed for editing.
    public func text(now: Int) -> String { make(now) }

    /// Every template, in menu order.
    public static let all: [PayloadTemplate] = [
        PayloadTemplate(name: "Alert", pushType: .alert) { _ in
            """
            {
              "aps": {
                "alert": {
                  "title": "Hello",
                  "subtitle": "from pushtui",
                  "body": "A test notification"
                },
                "badge": 1,
                "sound": "default"
              }
            }
            """
        },
        PayloadTemplate(name: "Background (silent)", pushType: .background) { _ in
            """
            {
              "aps": {
                "content-available": 1
              },
              "refresh": "inbox"
            }
            """
        },
        PayloadTemplate(name: "Time-sensitive alert", pushType: .alert) { _ in
            """
            {
              "aps": {
                "alert": {
                  "title": "Your driver is here",
                  "body": "Meet at the north entrance"
                },
                "interruption-level": "time-sensitive",
                "relevance-score": 0.8,
                "sound": "default"
              }
            }
            """
        },
        PayloadTemplate(name: "VoIP call", pushType: .voip) { _ in
            """
            {
              "aps": {},
              "caller": "Ada Lovelace",
              "handle": "+44 20 7946 0000"
            }
            """
        },
        PayloadTemplate(name: "Live Activity start", pushType: .liveactivity) { now in
            """
            {
              "aps": {
                "timestamp": \(now),
                "event": "start",
                "content-state": {"status": "ordered", "eta": 25},
                "attributes-type": "DeliveryAttributes",
                "attributes": {"orderNumber": "1042"},
                "alert": {"title": "Order placed", "body": "Preparing your order"},
                "input-push-token": 1
              }
            }
            """
        },
        PayloadTemplate(name: "Live Activity start on a channel", pushType: .liveactivity) { now in
            """
            {
              "aps": {
                "timestamp": \(now),
                "event": "start",
                "content-state": {"score": "0 - 0", "minute": 0},
                "attributes-type": "MatchAttributes",
                "attributes": {"home": "Lyon", "away": "Nantes"},
                "alert": {"title": "Kick-off", "body": "Follow the match live"},
                "input-push-channel": "<channel ID from F4 or pushtui channels>"
              }
            }
            """
        },
        PayloadTemplate(name: "Live Activity update", pushType: .liveactivity) { now in
            """
            {
              "aps": {
                "timestamp": \(now),
                "event": "update",
                "content-state": {"status": "on the way", "eta": 10},
                "stale-date": \(now + 3600)
              }
            }
            """
        },
        PayloadTemplate(name: "Live Activity end", pushType: .liveactivity) { now in
            """
            {
              "aps": {
                "timestamp": \(now),
                "event": "end",
                "content-state": {"status": "delivered", "eta": 0},
                "dismissal-date": \(now + 900),
                "stale-date": \(now + 900)
              }
            }
            """
        },
    ]

    private init(name: String, pushType: PushType, make: @escaping @Sendable (Int) -> String) {
        self.name = name
        self.pushType = pushType
        self.make = make
    }
}
