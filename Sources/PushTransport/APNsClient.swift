import Foundation
import PushCore
import PushCrypto

/// Sends pushes to APNs over one long-lived, multiplexed HTTP/2 connection per client, reusing one
/// provider token for most of an hour (or presenting one provider certificate), and gives every
/// push exactly one `PushResult`.
///
/// - With a token, the first push goes alone until APNs has answered it (APNs allows one stream on
///   a token connection until it has seen a valid token), then up to `concurrency` streams fly at
///   once. A certificate authenticates the connection itself, so its window opens at once.
/// - A push answered `403 ExpiredProviderToken` is re-sent once with a freshly minted token.
/// - 429 and 5xx are re-sent only under the configured `RetryPolicy` (none by default).
/// - A connection, TLS or timeout failure becomes an `unavailable` result, never a throw or a hang.
/// - A push the server never processed (past GOAWAY's `last_stream_id`, REFUSED_STREAM) is sent
///   again on a new connection for as long as reconnecting gets answers.
/// - A batch stops early when its connection cannot be established (the rest share that one
///   failure at once) or when APNs refuses the credentials themselves (the rest end
///   ``PushFailure/credentialsRefused(_:)`` unsent).
public final class APNsClient: Sendable {
    private let endpoint: APNsEndpoint
    private let credential: APNsCredential
    private let configuration: APNsClientConfiguration
    private let tokens: ProviderTokenCache
    private let http: HTTP2Client
    private let backoffs = BackoffWaits()
    private let headerCache = RequestHeaderCache()
    /// Set by ``cancelUnstarted(_:)``: why pushes not yet started end unsent.
    private let unstartedFailure = Locked<PushFailure?>(nil)

    /// A client for `endpoint` that signs with, or presents, `credential`; one connection per client,
    /// so one client identity per connection.
    /// - Parameter tokens: the provider-token cache; share one between clients that use the same key.
    ///   Unused with a certificate.
    public init(endpoint: APNsEndpoint, credential: APNsCredential,
                configuration: APNsClientConfiguration = APNsClientConfiguration(),
                tokens: ProviderTokenCache = ProviderTokenCache(clock: { Int(Date().timeIntervalSince1970) })) {
        self.endpoint = endpoint
        self.credential = credential
        self.configuration = configuration
        self.tokens = tokens
        http = HTTP2Client(configuration: HTTP2ClientConfiguration(endpoint: endpoint, credential: credential,
                                                                   configuration: configuration))
    }

    /// Where the provider token this client signs with stands in its life; nil on a certificate
    /// connection and before the first push.
    public var providerTokenLife: ProviderTokenLife? {
        guard case .token(let keyID, let teamID, _) = credential else { return nil }
        return tokens.life(keyID: keyID, teamID: teamID)
    }

    /// The name of the transport's worker thread, for tests that account for threads.
    var transportThreadName: String { http.threadName }

    /// What the transport has put on connections so far, for tests that bound the work per reconnect.
    var transportTally: TransferTally { http.tally }

    /// The pushes waiting out a retry backoff now, for tests that shut down during one.
    var waitingBackoffs: Int { backoffs.count }

    /// Closes the connection; pushes still in flight end as `unavailable` (cancelled) at once, and
    /// pushes waiting out a retry backoff with the answer they were waiting after.
    public func shutdown() {
        http.shutdown()
        backoffs.cutShort()
    }

    /// Ends every push not yet started, from now on, unsent with a `cancelled` failure that says
    /// `reason`; pushes already on their way go on. Returns at once, on any thread (a batch's
    /// `request` closure may call it when it cannot make the push it is asked for).
    public func cancelUnstarted(_ reason: String) {
        unstartedFailure.withLock { failure in
            failure = failure ?? .transport(TransportError(kind: .cancelled, curlCode: 0, message: reason))
        }
    }

    /// Sends one push and returns its result.
    public func send(_ request: PushRequest) async -> PushResult {
        await withCheckedContinuation { continuation in
            start(request, document: PayloadDocument(text: request.payload)) { continuation.resume(returning: $0) }
        }
    }

    /// Sends every push with up to `concurrency` in flight and calls `onResult` as each finishes,
    /// with the push's index in `requests`. Beyond the list itself, memory stays bounded by the
    /// window; `send(count:request:onResult:)` avoids holding the list too.
    ///
    /// `onResult` runs on the client's worker thread, one call at a time: keep it short, since
    /// the connection waits for it. Each push is started when an earlier one finishes, without a
    /// task or a suspension per push.
    public func send(_ requests: [PushRequest], onResult: @escaping @Sendable (Int, PushResult) -> Void) async {
        await send(count: requests.count, request: { requests[$0] }, onResult: onResult)
    }

    /// Sends `count` pushes that `request` makes one at a time, by index, just before each is sent,
    /// and calls `onResult` as each finishes. Only the pushes in flight (at most `concurrency`)
    /// exist at once, so a batch of any size, say 100,000 tokens read from a file, sends in the
    /// memory of its window rather than of its list.
    ///
    /// `request` is called once per index, in index order, on whichever thread starts the push
    /// (the caller's for the first window, then the worker's): keep it short and free of blocking
    /// I/O. `onResult` runs as in `send(_:onResult:)`.
    public func send(count: Int, request: @escaping @Sendable (Int) -> PushRequest,
                     onResult: @escaping @Sendable (Int, PushResult) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            begin(count: count, request: request, onResult: onResult, onFinished: { continuation.resume() })
        }
    }

    /// Starts sending like `send(_:onResult:)` and returns at once, for callers that are not async
    /// (an event loop): `onFinished` runs once, after the last `onResult`, on the worker thread.
    public func begin(_ requests: [PushRequest], onResult: @escaping @Sendable (Int, PushResult) -> Void,
                      onFinished: @escaping @Sendable () -> Void) {
        begin(count: requests.count, request: { requests[$0] }, onResult: onResult, onFinished: onFinished)
    }

    /// Starts sending like `send(count:request:onResult:)` and returns at once: `onFinished` runs
    /// once, after the last `onResult` (at once for a count of zero).
    public func begin(count: Int, request: @escaping @Sendable (Int) -> PushRequest,
                      onResult: @escaping @Sendable (Int, PushResult) -> Void,
                      onFinished: @escaping @Sendable () -> Void) {
        guard count > 0 else { return onFinished() }
        let batch = PushBatch(count: count, request: request)
        let stop = BatchStop()
        @Sendable func startNext() {
            while let item = batch.claimNext() {
                let handOff = StartHandOff()
                start(item.request, document: item.document, batch: stop) { result in
                    onResult(item.index, result)
                    if batch.markAnswered() {
                        onFinished()
                    } else if !handOff.finish() {
                        startNext()
                    }
                }
                guard handOff.startReturned() else { return }
            }
        }
        for _ in 0..<min(count, configuration.concurrency) { startNext() }
    }

    /// Sends every push and returns the results in input order.
    public func send(_ requests: [PushRequest]) async -> [PushResult] {
        let collected = ResultSlots(count: requests.count)
        await send(requests) { index, result in collected.store(result, at: index) }
        return collected.results
    }

    /// Sends `request` with a fresh provider token (none on a certificate connection) and calls `completion` once with its result.
    private func start(_ request: PushRequest, document: PayloadDocument, batch: BatchStop? = nil,
                       completion: @escaping @Sendable (PushResult) -> Void) {
        if let stopped = batch?.failure ?? unstartedFailure.withLock({ $0 }) {
            completion(PushResult(request: request, failure: stopped, attempts: 0))
            return
        }
        do {
            let authorization = try credential.providerToken(from: tokens)
            attempt(PushAttempt(request: request, document: document, authorization: authorization, batch: batch),
                    completion: completion)
        } catch {
            completion(PushResult(request: request, failure: .signing(error.description), attempts: 0))
        }
    }

    /// Sends one attempt; on the answer, re-sends after an expired token or under the retry
    /// policy, else completes.
    private func attempt(_ push: PushAttempt, completion: @escaping @Sendable (PushResult) -> Void) {
        let wire: APNsHTTPRequest
        do {
            wire = try push.request.httpRequest(headers: headerCache.headers(for: push.request, authorization: push.authorization),
                                                document: push.document)
        } catch {
            completion(PushResult(request: push.request, failure: .request(error), attempts: push.number - 1))
            return
        }
        let sent = HTTPRequest(url: endpoint.baseURL + wire.path, method: wire.method,
                               headers: wire.headers, body: wire.body)
        http.submit(sent, batch: push.batch) { [self] answer in
            let response: HTTPResponse
            switch answer {
            case .failure(let error):
                if error.kind == .cancelled, let stopped = push.batch?.failure {
                    completion(PushResult(request: push.request, failure: stopped, attempts: push.number - 1))
                    return
                }
                if error.isConnectionFailure { push.batch?.stop(.transport(error)) }
                completion(PushResult(request: push.request, failure: .transport(error), attempts: push.number))
                return
            case .success(let received):
                response = received
            }
            let apns = APNsResponse(status: response.status, fields: response.headers, body: response.body)
            if apns.reason == .expiredProviderToken, !push.refreshedToken, let rejected = push.authorization,
               let fresh = try? credential.refreshedProviderToken(after: rejected, from: tokens) {
                attempt(push.next(authorization: fresh), completion: completion)
                return
            }
            if apns.status == 403, let reason = apns.reason, APNsReason.credentialRefusals.contains(reason) {
                push.batch?.stop(.credentialsRefused(reason))
            }
            let answered = PushResult(request: push.request, response: apns, latency: response.latency,
                                      connectionID: response.connectionID, attempts: push.number)
            let policy = configuration.retryPolicy
            if apns.status == 429 || apns.status >= 500, apns.isRetryable, push.number < policy.maxAttempts {
                // No wait outlasts what one push may take (`requestTimeout`), whatever Retry-After asks.
                let wait = min(policy.backoff(afterAttempt: push.number, retryAfter: apns.retryAfter), configuration.requestTimeout)
                backoffs.wait(wait, then: { self.attempt(push.next(), completion: completion) }, orIfCutShort: { completion(answered) })
                return
            }
            completion(answered)
        }
    }
}
