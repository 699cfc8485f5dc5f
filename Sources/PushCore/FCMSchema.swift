/// FCM's HTTP v1 `Message` and its platform configs as data: every field with its type, so an
/// unknown name, a wrong type, a bad duration or enum value is found with its path before FCM
/// answers `400 INVALID_ARGUMENT` ("Unknown name … Cannot find field", "Invalid value at …").
///
/// Field lists from [projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages)
/// (Message, Notification, AndroidConfig, AndroidNotification, LightSettings, WebpushConfig,
/// ApnsConfig, FcmOptions), checked against Google's generated client for the same API
/// ([googleapis.dev … FirebaseCloudMessaging.v1](https://googleapis.dev/dotnet/Google.Apis.FirebaseCloudMessaging.v1/latest/api/Google.Apis.FirebaseCloudMessaging.v1.Data.AndroidConfig.html)).
/// Names are written in snake_case; the lowerCamelCase form (`collapseKey`) is accepted as well,
/// as proto3 JSON does.
struct FCMSchema: Sendable {
    /// The message's name in Google's reference, for messages.
    let name: String
    /// Each field's snake_case name and type.
    let fields: [String: FCMFieldType]

    /// The type of the field written `key` (snake_case or lowerCamelCase), or nil when there is none.
    func type(of key: String) -> FCMFieldType? {
        fields[key] ?? fields[Self.snakeCase(key)]
    }

    /// `collapseKey` → `collapse_key`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, character.isASCII {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The top-level `Message`.
    static let message = FCMSchema(name: "Message", fields: [
        "name": .string,
        "data": .stringMap,
        "notification": .object(notification),
        "android": .object(android),
        // AndroidConfigV2 is newer than this table; its inside is left to FCM.
        "android_v2": .anyObject,
        "webpush": .object(webpush),
        "apns": .object(apns),
        "fcm_options": .object(fcmOptions),
        "token": .string,
        "topic": .string,
        "condition": .string,
        "fid": .string,
    ])

    /// `Notification`: the cross-platform basics.
    static let notification = FCMSchema(name: "Notification", fields: [
        "title": .string, "body": .string, "image": .string,
    ])

    /// `FcmOptions` (and `AndroidFcmOptions`).
    static let fcmOptions = FCMSchema(name: "FcmOptions", fields: ["analytics_label": .string])

    /// `AndroidConfig`.
    static let android = FCMSchema(name: "AndroidConfig", fields: [
        "collapse_key": .string,
        "priority": .enumeration(["NORMAL", "HIGH"]),
        "ttl": .duration,
        "restricted_package_name": .string,
        "data": .stringMap,
        "notification": .object(androidNotification),
        "fcm_options": .object(fcmOptions),
        "direct_boot_ok": .bool,
        "bandwidth_constrained_ok": .bool,
        "restricted_satellite_ok": .bool,
    ])

    /// `AndroidNotification`.
    static let androidNotification = FCMSchema(name: "AndroidNotification", fields: [
        "title": .string, "body": .string, "icon": .string, "color": .string, "sound": .string,
        "tag": .string, "click_action": .string, "body_loc_key": .string, "body_loc_args": .stringList,
        "title_loc_key": .string, "title_loc_args": .stringList, "channel_id": .string, "ticker": .string,
        "sticky": .bool, "event_time": .timestamp, "local_only": .bool,
        "notification_priority": .enumeration(["PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW",
                                               "PRIORITY_DEFAULT", "PRIORITY_HIGH", "PRIORITY_MAX"]),
        "default_sound": .bool, "default_vibrate_timings": .bool, "default_light_settings": .bool,
        "vibrate_timings": .durationList,
        "visibility": .enumeration(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"]),
        "notification_count": .integer, "light_settings": .object(lightSettings), "image": .string,
        "bypass_proxy_notification": .bool,
        "proxy": .enumeration(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"]),
    ])

    /// `LightSettings`.
    static let lightSettings = FCMSchema(name: "LightSettings", fields: [
        "color": .object(FCMSchema(name: "Color", fields: [
            "red": .number, "green": .number, "blue": .number, "alpha": .number,
        ])),
        "light_on_duration": .duration,
        "light_off_duration": .duration,
    ])

    /// `WebpushConfig`.
    static let webpush = FCMSchema(name: "WebpushConfig", fields: [
        "headers": .stringMap,
        "data": .stringMap,
        "notification": .anyObject,
        "fcm_options": .object(FCMSchema(name: "WebpushFcmOptions", fields: [
            "link": .string, "analytics_label": .string,
        ])),
    ])

    /// `ApnsConfig`.
    static let apns = FCMSchema(name: "ApnsConfig", fields: [
        "headers": .stringMap,
        "payload": .anyObject,
        "fcm_options": .object(FCMSchema(name: "ApnsFcmOptions", fields: [
            "analytics_label": .string, "image": .string,
        ])),
        "live_activity_token": .string,
    ])

    /// Fields of the legacy HTTP API that people carry over, with where v1 moved them.
    static let legacyFields: [String: String] = [
        "priority": "android.priority and apns.headers[\"apns-priority\"]",
        "content_available": "apns.payload.aps[\"content-available\"]",
        "mutable_content": "apns.payload.aps[\"mutable-content\"]",
        "time_to_live": "android.ttl (\"3600s\") and apns.headers[\"apns-expiration\"]",
        "collapse_key": "android.collapse_key and apns.headers[\"apns-collapse-id\"]",
        "to": "token, topic or condition",
        "registration_ids": "one request per token",
        "restricted_package_name": "android.restricted_package_name",
        "dry_run": "validate_only beside message (pushtui send --validate-only)",
    ]
}
