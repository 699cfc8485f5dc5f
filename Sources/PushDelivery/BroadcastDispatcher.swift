import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Carries out an app's broadcasts and channel requests — `pushtui send --channel` and
/// `pushtui channels` — through the one client it makes for the app's broadcast hosts: the
/// broadcast is built with the app's bundle ID, listed for a dry run, sent and recorded in the
/// history, and every answer is given its ``SendVerdict``.
public final class BroadcastDispatcher: Sendable {
    /// The app's bundle ID, without a push-type suffix: channels belong to the app.
    public let bundleID: String
    /// The proxy a broadcast goes through, as it may be shown (``ProxyChoice/displayName(of:)``); nil for none.
    public let proxy: String?
    private let client: BroadcastClient
    private let listing: @Sendable () throws -> DryRunListing

    /// A dispatcher for `target`'s broadcast destination, signing with `credential` (the loaded
    /// `identity` when it is a certificate, whose bundle ID stands in for a topic the target lacks).
    public init(_ target: APNsTarget, identity: ClientIdentity?, credential: APNsCredential,
                configuration: APNsClientConfiguration = APNsClientConfiguration()) throws(ResolutionError) {
        // A profile's topic may carry a push-type suffix; channels belong to the bare bundle ID.
        bundleID = BroadcastRequest.bundleID(fromTopic: try target.topic(identity: identity, pushType: .alert))
        let endpoints = try target.destination.broadcastEndpoints(paths: target.paths)
        client = BroadcastClient(bundleID: bundleID, endpoints: endpoints, credential: credential, configuration: configuration)
        proxy = configuration.proxies.proxy(for: endpoints.broadcast.baseURL).map(ProxyChoice.displayName(of:))
        listing = { try DryRunListing(endpoint: endpoints.broadcast, credential: credential) }
    }

    /// The app's channel requests: list, create, read, delete.
    public var channels: BroadcastClient { client }

    /// The broadcast of `payload` to `channelID` with `headers`' priority (10 when unset),
    /// expiration and apns-id.
    public func request(channelID: String, headers: PushHeaders, payload: String) -> BroadcastRequest {
        BroadcastRequest(bundleID: bundleID, channelID: channelID, priority: headers.priority ?? 10,
                         expiration: headers.expiration, apnsID: headers.apnsID, payload: payload)
    }

    /// `request` as it would go on the wire (``DryRunListing``); nothing is sent.
    public func dryRun(_ request: BroadcastRequest) throws -> [String] {
        try listing().lines(request)
    }

    /// What `request`'s record in the history of a send to `target` shares: the bundle ID as its
    /// topic, and the wire body as it goes out.
    public static func historyContext(of request: BroadcastRequest, target: APNsTarget) -> SendHistory.Context {
        let body = (try? request.httpRequest(authorization: nil)).map { String(decoding: $0.body, as: UTF8.self) } ?? request.payload
        return target.historyContext(headers: PushHeaders(pushType: BroadcastRequest.pushType, topic: request.bundleID), body: body)
    }

    /// Sends `request` and records its answer in `history` (then finished), when given.
    public func send(_ request: BroadcastRequest, history: SendHistory?) async -> BroadcastResult {
        await Self.send(request, through: client, history: history)
    }

    /// Sends `request` through `client` (one the caller keeps open: the console's) and records its
    /// answer in `history` (then finished), when given: the one way a broadcast is sent and recorded.
    public static func send(_ request: BroadcastRequest, through client: some PushSending<BroadcastRequest, BroadcastResult>,
                            history: SendHistory?) async -> BroadcastResult {
        let result = await client.send(request)
        history?.record(result)
        history?.finish()
        return result
    }

    /// Closes the client's connections.
    public func shutdown() {
        client.shutdown()
    }
}

extension BroadcastResult {
    /// What the broadcast's answer adds up to, as for a send of device pushes; ``SendVerdict/refused``
    /// when the request could not be made.
    public var verdict: SendVerdict {
        if outcome == .delivered { return .delivered }
        if failure?.transportError != nil { return .transportFailed }
        if failure?.signingDetail != nil { return .credentialsFailed }
        if failure?.requestError != nil { return .refused }
        return .rejected
    }
}

extension ChannelError {
    /// What a failed channel request adds up to: the request (never sent), the credentials, the
    /// network, or APNs's refusal.
    public var verdict: SendVerdict {
        switch failure?.outcome {
        case nil: return .rejected
        case .invalidMessage?: return .refused
        case .unauthorized?: return .credentialsFailed
        default: return .transportFailed
        }
    }
}
