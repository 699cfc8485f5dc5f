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

    init(_ arguments: ParsedArguments, target: APNsTarget) throws {
        let identity = try target.clientIdentity(now: Date())
        // A profile's topic may carry a push-type suffix; channels belong to the bare bundle ID.
        bundleID = BroadcastRequest.bundleID(fromTopic: try target.topic(identity: identity, pushType: .alert))
        credential = try target.apnsCredential(identity: identity)
        do throws(APNsEndpointError) {
            var endpoints = try target.endpointURL.map { url throws(APNsEndpointError) in try BroadcastEndpoints.custom(url, caFile: target.caFile) }
                ?? .apple(target.environment)
            if let url = arguments.value("broadcast-endpoint") {
                endpoints = BroadcastEndpoints(management: endpoints.management,
                                               broadcast: try APNsEndpoint.custom(url, caFile: target.caFile))
            }
            self.endpoints = endpoints
        } catch {
            throw UsageError(description: error.description)
        }
        if target.endpointURL == nil, arguments.value("broadcast-endpoint") == nil, target.caFile != nil {
            throw UsageError(description: APNsEndpointError.caFileWithoutEndpoint.description)
        }
    }

    func client(configuration: APNsClientConfiguration = APNsClientConfiguration()) -> BroadcastClient {
        BroadcastClient(bundleID: bundleID, endpoints: endpoints, credential: credential, configuration: configuration)
    }

    /// The exit code a failed channel request deserves, as for `send`.
    static func exitCode(for error: ChannelError) -> ExitCode {
        switch error {
        case .rejected, .unexpectedAnswer: return .failure
        case .failed(.transport): return .transport
        case .failed(.signing), .failed(.credentialsRefused): return .credentials
        case .failed(.request): return .invalidInput
        }
    }
}
