/// A starting payload for a kind of push: an APNs payload with the push type it goes with, or an
/// FCM HTTP v1 message. Live Activity templates carry the current time in `timestamp` (and
/// `stale-date` an hour on), so they are made for a moment.
///
/// APNs shapes follow [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// and [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications);
/// FCM shapes follow [projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages)
/// and [Live Activities with FCM](https://firebase.google.com/docs/cloud-messaging/ios/live-activity).
public struct PayloadTemplate: Sendable {
    /// A name for menus.
    public let name: String
    /// The service whose payload it is: an APNs payload or an FCM message.
    public let service: ServiceKind
    /// The push type an APNs payload is for; nil for an FCM message, which carries its APNs
    /// headers inside (`apns.headers`).
    public let pushType: PushType?
    private let make: @Sendable (Int) -> String

    /// The payload text for `now` (UNIX seconds), pretty-printed for editing.
    public func text(now: Int) -> String { make(now) }

    /// The templates for `service`'s profiles, in menu order; each fits that service.
    public static func all(for service: ServiceKind) -> [PayloadTemplate] {
        switch service {
        case .apns: return apns
        case .fcm: return fcm
        // APNs payloads of the kinds simctl delivers.
        case .iosSimulator: return apns.filter { $0.pushType.map(SimulatorPushFile.supportedPushTypes.contains) ?? false }
        }
    }

    /// The payload a new profile of `service` starts with: an alert, or an FCM notification message.
    public static func standard(for service: ServiceKind) -> PayloadTemplate {
        switch service {
        case .apns, .iosSimulator: return alert
        case .fcm: return fcmNotification
        }
    }

    /// Whether `name` is a built-in template's, of any service (case-insensitively).
    public static func isBuiltInName(_ name: String) -> Bool {
        (apns + fcm).contains { $0.name.lowercased() == name.lowercased() }
    }

    private static let alert = PayloadTemplate(name: "Alert", pushType: .alert) { _ in
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
    }

    /// The APNs templates, in menu order.
    public static let apns: [PayloadTemplate] = [
        alert,
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

    /// What stands for the registration token in FCM templates: not a token's shape, so the check
    /// explains it until a chosen device replaces it or the app's token is pasted over it.
    public static let placeholderToken = "<registration token from the app; a chosen device replaces it>"

    private static let fcmNotification = PayloadTemplate(fcm: "FCM notification") { _ in
        """
        {
          "token": "\(placeholderToken)",
          "notification": {
            "title": "Hello",
            "body": "A test notification from pushtui"
          }
        }
        """
    }

    /// The FCM templates, in menu order. Each names the placeholder target; applied over a message
    /// that names a target, the console keeps that one (``text(now:target:)``).
    public static let fcm: [PayloadTemplate] = [
        fcmNotification,
        // Data-only to iOS needs apns-priority 5; silent delivery needs content-available and the
        // background push type (protocol reference, FCM message shape).
        PayloadTemplate(fcm: "FCM data only (silent)") { _ in
            """
            {
              "token": "\(placeholderToken)",
              "data": {
                "refresh": "inbox",
                "count": "3"
              },
              "android": {
                "priority": "HIGH"
              },
              "apns": {
                "headers": {
                  "apns-push-type": "background",
                  "apns-priority": "5"
                },
                "payload": {
                  "aps": {
                    "content-available": 1
                  }
                }
              }
            }
            """
        },
        PayloadTemplate(fcm: "FCM Android notification channel") { _ in
            """
            {
              "token": "\(placeholderToken)",
              "notification": {
                "title": "Order shipped",
                "body": "Your parcel is on its way"
              },
              "android": {
                "priority": "HIGH",
                "ttl": "3600s",
                "notification": {
                  "channel_id": "orders",
                  "tag": "order-1042",
                  "sound": "default",
                  "click_action": "OPEN_ORDER"
                }
              }
            }
            """
        },
        PayloadTemplate(fcm: "FCM with an APNs override") { _ in
            """
            {
              "token": "\(placeholderToken)",
              "notification": {
                "title": "Hello",
                "body": "Shown on Android and the web"
              },
              "apns": {
                "headers": {
                  "apns-push-type": "alert",
                  "apns-priority": "10"
                },
                "payload": {
                  "aps": {
                    "alert": {
                      "title": "Hello",
                      "subtitle": "from pushtui",
                      "body": "Shown on Apple devices"
                    },
                    "badge": 1,
                    "sound": "default"
                  }
                }
              }
            }
            """
        },
        PayloadTemplate(fcm: "FCM Live Activity update") { now in
            """
            {
              "token": "\(placeholderToken)",
              "apns": {
                "live_activity_token": "<Live Activity push token (hex) from the app>",
                "headers": {
                  "apns-priority": "10"
                },
                "payload": {
                  "aps": {
                    "timestamp": \(now),
                    "event": "update",
                    "content-state": {"status": "on the way", "eta": 10},
                    "stale-date": \(now + 3600)
                  }
                }
              }
            }
            """
        },
    ]

    /// The template's text for `now` with `target` in place of the placeholder target, where it
    /// stood; the template as it is without a target (or when it is not an FCM message).
    public func text(now: Int, target: FCMTarget?) -> String {
        let text = make(now)
        guard let target, case .object(let members)? = try? JSONParser.parse(text) else { return text }
        return JSONValue.object(members.map { member in
            FCMTarget.fieldNames.contains(member.key) ? JSONMember(key: target.fieldName, value: .string(target.value)) : member
        }).prettyText()
    }

    /// An APNs template for `pushType`.
    private init(name: String, pushType: PushType, make: @escaping @Sendable (Int) -> String) {
        self.name = name
        service = .apns
        self.pushType = pushType
        self.make = make
    }

    /// An FCM template.
    private init(fcm name: String, make: @escaping @Sendable (Int) -> String) {
        self.name = name
        service = .fcm
        pushType = nil
        self.make = make
    }
}
