import Foundation
import PushCore

/// The APNs header fields of `pushtui send` and `pushtui curl`: flags over the profile's defaults.
struct RequestFields {
    static let options: [OptionSpec] = [
        .value("type", "PUSH_TYPE", "apns-push-type: alert, background, voip, liveactivity, ... (default alert)"),
        .value("priority", "N", "apns-priority: 10, 5 or 1 (default: the push type's)"),
        .value("expiration", "TIME", "apns-expiration: UNIX time in seconds, or from now: +3600, +30m, +1h, +2d; 0 = deliver now or never"),
        .value("collapse-id", "ID", "apns-collapse-id: notifications with the same ID replace each other"),
        .value("apns-id", "UUID", "apns-id: a lowercase UUID to identify the push (default: APNs makes one)"),
    ]

    let pushType: PushType
    let priority: Int?
    let expiration: Int?
    let collapseID: String?
    let apnsID: String?

    init(_ arguments: ParsedArguments, defaults: ProfileDefaults) throws {
        pushType = arguments.value("type").map(PushType.init(rawValue:)) ?? defaults.pushType ?? .alert
        if let text = arguments.value("priority") {
            guard let number = APNsPriority.number(text) else {
                throw UsageError(description: "--priority expects 10, 5 or 1, got '\(text)'")
            }
            priority = number
        } else {
            priority = defaults.priority
        }
        if let text = arguments.value("expiration") {
            do {
                // A time from now counts from the command's start: every push of the run gets the same.
                expiration = try Expiration.parse(text, now: Int(Date().timeIntervalSince1970))
            } catch {
                throw UsageError(description: "--expiration: \(error.description)")
            }
        } else {
            expiration = defaults.expiration
        }
        collapseID = arguments.value("collapse-id") ?? defaults.collapseID
        apnsID = arguments.value("apns-id")
    }

    func request(to token: DeviceToken, topic: String, payload: String) -> PushRequest {
        PushRequest(token: token, topic: topic, pushType: pushType, priority: priority, expiration: expiration,
                    collapseID: collapseID, apnsID: apnsID, payload: payload)
    }
}
