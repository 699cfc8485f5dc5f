import Foundation
import PushCore
import PushDelivery
import PushTransport

/// What `channels` and `send --channel` need beyond an ``APNsTarget``: the app's bare bundle ID,
/// both broadcast endpoints and a client for them.
struct ChannelTarget {
    /// The broadcast-specific option: the send host is disputed in Apple's docs, so it can be moved.
    static let options: [OptionSpec] = [
        .value("broadcast-endpoint", "URL", "send broadcasts to this https:// URL (default api-broadcast(.sandbox).push.apple.com, or --endpoint)"),
    ]

    let bundleID: String
    let endpoints: BroadcastEndpoints
    let credential: APNsCredential

    /// The channel target of `target`, resolved for the `.broadcast` service.
    init(_ target: APNsTarget) throws {
        let identity = try target.clientIdentity(now: Date())
        // A profile's topic may carry a push-type suffix; channels belong to the bare bundle ID.
        bundleID = BroadcastRequest.bundleID(fromTopic: try target.topic(identity: identity, pushType: .alert))
        credential = try target.apnsCredential(identity: identity)
        endpoints = try target.destination.broadcastEndpoints(paths: target.paths)
    }

    func client(configuration: APNsClientConfiguration = APNsClientConfiguration()) -> BroadcastClient {
        BroadcastClient(bundleID: bundleID, endpoints: endpoints, credential: credential, configuration: configuration)
    }

    /// The exit code a failed channel request deserves, as for `send`.
    static func exitCode(for error: ChannelError) -> ExitCode {
        // A failure's outcome says which: the request (never sent), the credentials, the network.
        switch error.failure?.outcome {
        case nil: return .failure
        case .invalidMessage?: return .invalidInput
        case .unauthorized?: return .credentials
        default: return .transport
        }
    }
}
