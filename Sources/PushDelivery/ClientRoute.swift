import Foundation
import PushCore
import PushTransport

/// A resolved destination that a ``ClientPool`` can make a client for: equal routes share a client.
public protocol ClientRoute: Sendable, Hashable {
    /// The client this route makes.
    associatedtype Client: PushSending
    /// Reads the credential and makes a client. Certificates are checked at `now`, passphrases may
    /// come from `secrets`.
    func makeClient(secrets: SecretSources, now: Date, configuration: APNsClientConfiguration) throws(ResolutionError) -> Warned<Client>
}

extension APNsRoute: ClientRoute {
    /// An APNs client for this endpoint and credential.
    public func makeClient(secrets: SecretSources, now: Date, configuration: APNsClientConfiguration) throws(ResolutionError) -> Warned<APNsClient> {
        try credential.load(secrets: secrets, now: now).map { credential in
            APNsClient(endpoint: endpoint, credential: credential, configuration: configuration)
        }
    }
}

extension BroadcastRoute: ClientRoute {
    /// A broadcast-channel client for this app, endpoints and credential.
    public func makeClient(secrets: SecretSources, now: Date, configuration: APNsClientConfiguration) throws(ResolutionError) -> Warned<BroadcastClient> {
        try credential.load(secrets: secrets, now: now).map { credential in
            // A certificate profile without a topic belongs to the certificate's app.
            var app = bundleID
            if app.isEmpty, case .certificate(let identity) = credential, let topic = identity.info.defaultTopic {
                app = BroadcastRequest.bundleID(fromTopic: topic)
            }
            return BroadcastClient(bundleID: app, endpoints: endpoints, credential: credential, configuration: configuration)
        }
    }
}

extension FCMRoute: ClientRoute {
    /// An FCM client for this service account and endpoints.
    public func makeClient(secrets: SecretSources, now: Date, configuration: APNsClientConfiguration) throws(ResolutionError) -> Warned<FCMClient> {
        let account = try account()
        return Warned(try client(account: account.value, configuration: configuration), warnings: account.warnings)
    }
}
