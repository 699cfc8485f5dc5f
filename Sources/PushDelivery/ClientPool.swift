import Foundation
import PushTransport
import Synchronization

/// One long-lived client per route, for every service: pushes to the same endpoint with the same
/// credential share a connection (and a provider or access token) for as long as the pool lives.
public final class ClientPool: Sendable {
    private let environment: [String: String]
    private let configuration: APNsClientConfiguration
    private let clock: @Sendable () -> Date
    private let clients = Mutex<[AnyHashable: any PushSending]>([:])

    /// - Parameters:
    ///   - environment: where certificate passphrases are read from.
    ///   - clock: the time certificates are checked against.
    public init(environment: [String: String], configuration: APNsClientConfiguration = APNsClientConfiguration(),
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.environment = environment
        self.configuration = configuration
        self.clock = clock
    }

    /// The route's client, made (and its credential read) the first time the route is asked for;
    /// the warnings are those of that first read, so each is given once.
    public func client<Route: ClientRoute>(for route: Route) throws(ResolutionError) -> Warned<Route.Client> {
        // Made under the lock, so two callers never open two connections for one route.
        try clients.withLock { clients throws(ResolutionError) -> Warned<Route.Client> in
            if let existing = clients[AnyHashable(route)] as? Route.Client { return Warned(existing) }
            let made = try route.makeClient(environment: environment, now: clock(), configuration: configuration)
            clients[AnyHashable(route)] = made.value
            return made
        }
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
