import Foundation
import PushCore
import PushTransport

/// Clients by route, for every service: what the console's effects send through, so tests can
/// stand fakes in for the network.
public protocol PushClients: Sendable {
    /// The APNs client for `route`, with the warnings reading its credential raised.
    func apnsClient(for route: APNsRoute) throws(ResolutionError) -> Warned<any PushSending<PushRequest, PushResult>>
    /// The FCM client for `route`.
    func fcmClient(for route: FCMRoute) throws(ResolutionError) -> Warned<any PushSending<FCMMessage, FCMResult>>
    /// The broadcast-channel client for `route`.
    func broadcastClient(for route: BroadcastRoute) throws(ResolutionError) -> Warned<any ChannelManaging>
    /// Closes every connection.
    func shutdown()
}

/// One long-lived client per route, for every service: pushes to the same endpoint with the same
/// credential share a connection (and a provider or access token) for as long as the pool lives.
public final class ClientPool: PushClients {
    private let secrets: SecretSources
    private let configuration: APNsClientConfiguration
    private let clock: @Sendable () -> Date
    private let clients = Locked<[AnyHashable: any PushSending]>([:])

    /// - Parameters:
    ///   - secrets: where certificate passphrases are read from.
    ///   - clock: the time certificates are checked against.
    public init(secrets: SecretSources, configuration: APNsClientConfiguration = APNsClientConfiguration(),
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.secrets = secrets
        self.configuration = configuration
        self.clock = clock
    }

    /// The route's client, made (and its credential read) the first time the route is asked for;
    /// the warnings are those of that first read, so each is given once.
    public func client<Route: ClientRoute>(for route: Route) throws(ResolutionError) -> Warned<Route.Client> {
        // Made under the lock, so two callers never open two connections for one route.
        try clients.withLock { clients throws(ResolutionError) -> Warned<Route.Client> in
            if let existing = clients[AnyHashable(route)] as? Route.Client { return Warned(existing) }
            let made = try route.makeClient(secrets: secrets, now: clock(), configuration: configuration)
            clients[AnyHashable(route)] = made.value
            return made
        }
    }

    /// The pooled APNs client for `route`.
    public func apnsClient(for route: APNsRoute) throws(ResolutionError) -> Warned<any PushSending<PushRequest, PushResult>> {
        try client(for: route).map { $0 }
    }

    /// The pooled FCM client for `route`.
    public func fcmClient(for route: FCMRoute) throws(ResolutionError) -> Warned<any PushSending<FCMMessage, FCMResult>> {
        try client(for: route).map { $0 }
    }

    /// The pooled broadcast-channel client for `route`.
    public func broadcastClient(for route: BroadcastRoute) throws(ResolutionError) -> Warned<any ChannelManaging> {
        try client(for: route).map { $0 }
    }

    /// Closes every connection and forgets the clients.
    public func shutdown() {
        let all = clients.withLock { clients in
            defer { clients.removeAll() }
            return Array(clients.values)
        }
        all.forEach { $0.shutdown() }
    }
}
