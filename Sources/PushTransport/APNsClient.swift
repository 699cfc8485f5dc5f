import Foundation
import PushCore
import PushCrypto

/// Sends pushes to APNs over one long-lived, multiplexed HTTP/2 connection per client, reusing one
/// provider token for most of an hour, and gives every push exactly one `PushResult`.
///
/// - The first push goes alone until APNs has answered it (APNs allows one stream on a token
///   connection until it has seen a valid token), then up to `concurrency` streams fly at once.
/// - A push answered `403 ExpiredProviderToken` is re-sent once with a freshly minted token.
/// - 429 and 5xx are re-sent only under the configured `RetryPolicy` (none by default).
/// - A connection, TLS or timeout failure becomes an `unavailable` result, never a throw or a hang.
public final class APNsClient: Sendable {
    private let endpoint: APNsEndpoint
    private let credential: APNsCredential
    private let configuration: APNsClientConfiguration
    private let tokens: ProviderTokenCache
    private let http: HTTP2Client

    /// A client for `endpoint` that signs with `credential`.
    /// - Parameter tokens: the provider-token cache; share one between clients that use the same key.
    public init(endpoint: APNsEndpoint, credential: APNsCredential,
                configuration: APNsClientConfiguration = APNsClientConfiguration(),
                tokens: ProviderTokenCache = ProviderTokenCache(clock: { Int(Date().timeIntervalSince1970) })) {
        self.endpoint = endpoint
        self.credential = credential
        self.configuration = configuration
        self.tokens = tokens
        http = HTTP2Client(configuration: HTTP2ClientConfiguration(
            caFile: endpoint.caFile,
            connectTimeout: configuration.connectTimeout,
            requestTimeout: configuration.requestTimeout,
            maxConcurrentStreams: configuration.concurrency,
            startWithSingleStream: true))
    }

    /// Closes the connection; pushes still in flight end as `unavailable`.
    public func shutdown() {
        http.shutdown()
    }

    /// Sends one push and returns its result.
    public func send(_ request: PushRequest) async -> PushResult {
        var authorization: String
        do {
            authorization = try providerToken()
        } catch {
            return PushResult(request: request, failure: .signing(error.description), attempts: 0)
        }
        let document = PayloadDocument(text: request.payload)
        var refreshedToken = false
        var attempt = 0
        while true {
            attempt += 1
            let wire: APNsHTTPRequest
            do {
                wire = try request.httpRequest(authorization: authorization, document: document)
            } catch {
                return PushResult(request: request, failure: .request(error), attempts: attempt - 1)
            }
            let sent = HTTPRequest(url: endpoint.baseURL + wire.path, method: wire.method,
                                   headers: wire.headers, body: wire.body)
            let response: HTTPResponse
            switch await http.send(sent) {
            case .failure(let error):
                return PushResult(request: request, failure: .transport(error), attempts: attempt)
            case .success(let answer):
                response = answer
            }
            let apns = APNsResponse(status: response.status,
                                    headers: response.headers.map { (name: $0.name, value: $0.value) },
                                    body: response.body)
            if apns.reason == .expiredProviderToken, !refreshedToken,
               let fresh = try? refreshedProviderToken(after: authorization) {
                refreshedToken = true
                authorization = fresh
                continue
            }
            let policy = configuration.retryPolicy
            if apns.status == 429 || apns.status >= 500, apns.isRetryable, attempt < policy.maxAttempts {
                try? await Task.sleep(for: policy.backoff(afterAttempt: attempt, retryAfter: apns.retryAfter))
                continue
            }
            return PushResult(request: request, response: apns, latency: response.latency,
                              connectionID: response.connectionID, attempts: attempt)
        }
    }

    /// Sends every push with up to `concurrency` in flight and calls `onResult` as each finishes,
    /// with the push's index in `requests`. Memory stays bounded by the window, not the batch size.
    public func send(_ requests: [PushRequest], onResult: @escaping @Sendable (Int, PushResult) -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func startNext() {
                let index = next
                next += 1
                group.addTask { onResult(index, await self.send(requests[index])) }
            }
            while next < min(requests.count, configuration.concurrency) { startNext() }
            for await _ in group where next < requests.count { startNext() }
        }
    }

    /// Sends every push and returns the results in input order.
    public func send(_ requests: [PushRequest]) async -> [PushResult] {
        let collected = ResultSlots(count: requests.count)
        await send(requests) { index, result in collected.store(result, at: index) }
        return collected.results
    }

    private func providerToken() throws(OpenSSLError) -> String {
        switch credential {
        case .token(let keyID, let teamID, let key):
            return try tokens.token(keyID: keyID, teamID: teamID, key: key)
        }
    }

    private func refreshedProviderToken(after rejected: String) throws(OpenSSLError) -> String {
        switch credential {
        case .token(let keyID, let teamID, let key):
            return try tokens.tokenAfterExpiredProviderToken(rejected: rejected, keyID: keyID, teamID: teamID, key: key)
        }
    }
}
