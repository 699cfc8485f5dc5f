import Foundation
import PushCommandLine
import PushCore

/// The APNs header fields of `pushtui send` and `pushtui curl`: flags over the profile's defaults.
struct RequestFields {
    static let options: [OptionSpec] = [
        .value("type", "PUSH_TYPE", "apns-push-type: alert, background, voip, liveactivity, ... (default alert)",
               completion: .choices(PushType.known.map(\.rawValue))),
        .value("priority", "N", "apns-priority: 10, 5 or 1 (default: the push type's)",
               completion: .choices(APNsPriority.valid.map(String.init))),
        .value("expiration", "TIME", "apns-expiration: UNIX time in seconds, or from now: +3600, +30m, +1h, +2d; 0 = deliver now or never"),
        .value("collapse-id", "ID", "apns-collapse-id: notifications with the same ID replace each other"),
        .value("apns-id", "UUID", "apns-id: a lowercase UUID to identify the push (default: APNs makes one)"),
    ]
    /// The fields a broadcast does not carry: device pushes only (``SendMode``).
    static let deviceOnly = ["collapse-id"]

    /// The push value: each flag given, over the profile's defaults.
    let headers: PushHeaders

    init(_ arguments: ParsedArguments, defaults: ProfileDefaults) throws {
        var flags = PushHeaders(pushType: arguments.value("type").map(PushType.init(rawValue:)),
                                collapseID: arguments.value("collapse-id"), apnsID: arguments.value("apns-id"))
        if let text = arguments.value("priority") {
            guard let number = APNsPriority.number(text) else {
                throw UsageError(description: "--priority expects 10, 5 or 1, got '\(text)'")
            }
            flags.priority = number
        }
        if let text = arguments.value("expiration") {
            do {
                // A time from now counts from the command's start: every push of the run gets the same.
                flags.expiration = try Expiration.parse(text, now: Int(Date().timeIntervalSince1970))
            } catch {
                throw UsageError(description: "--expiration: \(error.description)")
            }
        }
        headers = flags.laid(over: defaults.headers)
    }

    /// `apns-push-type`: the flag's, else the profile's default, else alert.
    var pushType: PushType { headers.pushType ?? .alert }

    /// The push value every push of the run carries, with its `topic`: made once, not once a push.
    func headers(topic: String) -> PushHeaders {
        var headers = headers
        headers.topic = topic
        return headers
    }
}
