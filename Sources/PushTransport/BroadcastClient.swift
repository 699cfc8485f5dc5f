import Foundation
import PushCore
import PushCrypto

/// Manages an app's broadcast channels and sends broadcasts to them (iOS 18 and later), over one
/// HTTP/2 connection per host, with the same provider-token reuse and single refresh after
/// `ExpiredProviderToken` as ``APNsClient``.
///
/// See [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns)
/// and [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
public final class BroadcastClient: Sendable {
    private let bundleID: String
    private let endpoints: BroadcastEndpoints
    private let credential: APNsCredential
    private let tokens: ProviderTokenCache
    private let management: HTTP2Client
    private let broadcast: HTTP2Client

    /// A client for the channels of `bundleID` (the bare bundle ID, no suffix).
    public init(bundleID: String, endpoints: BroadcastEndpoints, credential: APNsCredential,
                configuration: APNsClientConfiguration = APNsClientConfiguration(),
                tokens: ProviderTokenCache = ProviderTokenCache(clock: { Int(Date().timeIntervalSince1970) })) {
        self.bundleID = bundleID
        self.endpoints = endpoints
        self.credential = credential
        self.tokens = tokens
        func client(for endpoint: APNsEndpoint) -> HTTP2Client {
            HTTP2Client(configuration: HTTP2ClientConfiguration(endpoint: endpoint, credential: credential, configuration: configuration))
        }
        management = client(for: endpoints.management)
        broadcast = client(for: endpoints.broadcast)
    }

    /// Closes both connections; requests in flight end as `unavailable`.
    public func shutdown() {
        management.shutdown()
        broadcast.shutdown()
    }

    /// Creates a channel with `policy` and returns its ID (APNs answers 201 with `apns-channel-id`).
    public func create(policy: MessageStoragePolicy, requestID: String? = nil) async throws(ChannelError) -> String {
        let answer = try await manage(.create(policy), requestID: requestID)
        guard let channelID = answer.channelID, !channelID.isEmpty else {
            throw .unexpectedAnswer(status: answer.response.status, missing: "an apns-channel-id header", body: answer.response.body)
        }
        return channelID
    }

    /// Reads a channel's settings (APNs answers 200 with its policy and push type).
    public func read(channelID: String, requestID: String? = nil) async throws(ChannelError) -> ChannelAnswer {
        let answer = try await manage(.read(channelID: channelID), requestID: requestID)
        guard answer.policy != nil else {
            throw .unexpectedAnswer(status: answer.response.status, missing: "a message-storage-policy", body: answer.response.body)
        }
        return answer
    }

    /// Deletes a channel for good (APNs answers 204).
    public func delete(channelID: String, requestID: String? = nil) async throws(ChannelError) {
        _ = try await manage(.delete(channelID: channelID), requestID: requestID)
    }

    /// Every channel ID of the app in this environment.
    public func list(requestID: String? = nil) async throws(ChannelError) -> [String] {
        let answer = try await manage(.list, requestID: requestID)
        guard let channelIDs = answer.channelIDs else {
            throw .unexpectedAnswer(status: answer.response.status, missing: "a channels list", body: answer.response.body)
        }
        return channelIDs
    }

    /// Sends one broadcast; its result is classified like a device push.
    public func send(_ request: BroadcastRequest) async -> BroadcastResult {
        let exchange = await exchange(on: broadcast, baseURL: endpoints.broadcast.baseURL) { authorization throws(PushRequestError) in
            try request.httpRequest(authorization: authorization)
        }
        return BroadcastResult(request: request, exchange: exchange)
    }

    private func manage(_ operation: ChannelRequest.Operation, requestID: String?) async throws(ChannelError) -> ChannelAnswer {
        let request = ChannelRequest(bundleID: bundleID, operation: operation, requestID: requestID)
        let result = await exchange(on: management, baseURL: endpoints.management.baseURL) { authorization throws(PushRequestError) in
            try request.httpRequest(authorization: authorization)
        }
        switch result {
        case .failure(let failure):
            throw .failed(failure)
        case .success(let exchange):
            let answer = ChannelAnswer(status: exchange.response.status,
                                       headers: exchange.response.headers.map { (name: $0.name, value: $0.value) },
                                       body: exchange.response.body)
            guard answer.isSuccess(for: operation) else { throw .rejected(answer.response) }
            return answer
        }
    }

    /// Sends the request `build` makes for a provider token, once more with a fresh token after
    /// `ExpiredProviderToken`.
    private func exchange(on client: HTTP2Client, baseURL: String,
                          build: (String?) throws(PushRequestError) -> APNsHTTPRequest) async -> Result<ChannelExchange, PushFailure> {
        var authorization: String?
        do {
            authorization = try credential.providerToken(from: tokens)
        } catch {
            return .failure(.signing(error.description))
        }
        var attempts = 0
        while true {
            let wire: APNsHTTPRequest
            do {
                wire = try build(authorization)
            } catch {
                return .failure(.request(error))
            }
            attempts += 1
            let sent = HTTPRequest(url: baseURL + wire.path, method: wire.method, headers: wire.headers, body: wire.body)
            switch await client.send(sent) {
            case .failure(let error):
                return .failure(.transport(error))
            case .success(let response):
                let reason = APNsResponse(status: response.status, fields: response.headers, body: response.body).reason
                if reason == .expiredProviderToken, attempts == 1, let rejected = authorization,
                   let fresh = try? credential.refreshedProviderToken(after: rejected, from: tokens) {
                    authorization = fresh
                    continue
                }
                return .success(ChannelExchange(response: response, attempts: attempts))
            }
        }
    }
}
