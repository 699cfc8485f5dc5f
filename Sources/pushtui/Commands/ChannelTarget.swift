import Foundation
import PushCommandLine
import PushDelivery
import PushTransport

/// What `channels` and `send --channel` share beyond an ``APNsTarget``: the option that moves the
/// broadcast host, and the ``BroadcastDispatcher`` of a resolved target.
enum ChannelTarget {
    /// The broadcast-specific option: the send host is disputed in Apple's docs, so it can be moved.
    static let options: [OptionSpec] = [
        .value("broadcast-endpoint", "URL", "send broadcasts to this https:// URL (default api-broadcast(.sandbox).push.apple.com, or --endpoint)"),
    ]

    /// The dispatcher of `target`'s broadcast destination, its credential read (warnings printed).
    static func dispatcher(_ target: APNsTarget,
                           configuration: APNsClientConfiguration = APNsClientConfiguration(proxies: .ofThisProcess())) throws -> BroadcastDispatcher {
        let identity = try target.clientIdentity(now: Date())
        return try BroadcastDispatcher(target, identity: identity, credential: target.apnsCredential(identity: identity), configuration: configuration)
    }
}
