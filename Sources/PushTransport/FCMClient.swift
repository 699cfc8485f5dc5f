import Foundation
import PushCore
import PushCrypto

/// Sends FCM HTTP v1 messages for one service account over one HTTP/2 connection per host,
/// fetching an OAuth access token with a signed assertion, reusing it until five minutes before
/// expiry, and refreshing it once when FCM answers 401 without an FcmError detail.
///
/// See https://firebase.google.com/docs/cloud-messaging/send-message and
/// https://firebase.google.com/docs/cloud-messaging/auth-server
public final class FCMClient: Sendable {
    private let account: ServiceAccount
    private let project: String
    private let endpoints: FCMEndpoints
    private let tokens: FCMAccessTokenCache
    private let http: HTTP2Client
    /// The token fetch in flight, shared by every send that needs a token meanwhile.
    private let pendingFetch = Locked<Task<Result<String, FCMFailure>, Never>?>(nil)

    /// A client for `account`.
    /// - Parameters:
    ///   - project: the Firebase project; `nil` for the account's `project_id`.
    ///   - endpoints: where to send and fetch tokens.
    ///   - tokens: the access-token cache (and its clock); share one to share tokens.
    public init(account: ServiceAccount, project: String? = nil, endpoints: FCMEndpoints,
                configuration: HTTP2ClientConfiguration = HTTP2ClientConfiguration(),
                tokens: FCMAccessTokenCache = FCMAccessTokenCache(clock: { Int(Date().timeIntervalSince1970) })) {
        self.account = account
        self.project = project ?? account.projectID
        self.endpoints = endpoints
        self.tokens = tokens
        var settings = configuration
        settings.caFile = endpoints.caFile
        http = HTTP2Client(configuration: settings)
    }

    /// Closes the connections; requests in flight end as `unavailable`.
    public func shutdown() {
        http.shutdown()
    }

    /// Sends one message (or validates it, when `validateOnly` is set) to this client's project.
    ///
    /// - Parameters:
    ///   - message: the FCM `message` object, with or without its target.
    ///   - target: a target that replaces the message's own.
    public func send(message: JSONValue, target: FCMTarget? = nil, validateOnly: Bool = false) async -> FCMResult {
        let request = FCMSendRequest(project: project, message: message, target: target, validateOnly: validateOnly)
        var attempts = 0
        var refreshed = false
        while true {
            let bearer: String
            switch await accessToken() {
            case .failure(let failure): return FCMResult(failure: failure, attempts: attempts)
            case .success(let token): bearer = token
            }
            attempts += 1
            let sent = HTTPRequest(url: endpoints.sendBaseURL + request.path, headers: [
                HTTPHeader(name: "authorization", value: "Bearer \(bearer)"),
                HTTPHeader(name: "content-type", value: "application/json"),
            ], body: request.body())
            switch await http.send(sent) {
            case .failure(let error):
                return FCMResult(failure: .transport(error), attempts: attempts)
            case .success(let response):
                let answer = FCMResponse(status: response.status, body: response.body)
                if answer.isAccessTokenRejected && !refreshed {
                    // An expired or revoked access token: one fresh token may succeed, more would not.
                    tokens.discard(bearer)
                    refreshed = true
                    continue
                }
                return FCMResult(response: answer, attempts: attempts, connectionID: response.connectionID)
            }
        }
    }

    /// A valid access token: the cached one, or a fresh one from the token endpoint. Sends that ask
    /// while a fetch is under way wait for that fetch, so a burst of sends costs one token request.
    public func accessToken() async -> Result<String, FCMFailure> {
        if let cached = tokens.current() { return .success(cached) }
        let fetch: Task<Result<String, FCMFailure>, Never> = pendingFetch.withLock { pending in
            if let pending { return pending }
            let task = Task { await self.fetchAccessToken() }
            pending = task
            return task
        }
        return await fetch.value
    }

    /// Fetches a token unless one was cached meanwhile, then lets the next caller start a new fetch.
    private func fetchAccessToken() async -> Result<String, FCMFailure> {
        defer { pendingFetch.withLock { $0 = nil } }
        if let cached = tokens.current() { return .success(cached) }
        let assertion: String
        do {
            assertion = try ServiceAccountAssertion.sign(account: account, issuedAt: tokens.now)
        } catch {
            return .failure(.signing(error.description))
        }
        let request = HTTPRequest(url: endpoints.tokenURL,
                                  headers: [HTTPHeader(name: "content-type", value: AccessTokenGrant.contentType)],
                                  body: AccessTokenGrant.formBody(assertion: assertion))
        switch await http.send(request) {
        case .failure(let error):
            return .failure(.transport(error))
        case .success(let response):
            let answer = AccessTokenAnswer(status: response.status, body: response.body)
            guard let token = answer.accessToken, let expiresIn = answer.expiresIn else {
                return .failure(.accessTokenRefused(status: response.status, error: answer.error ?? "HTTP \(response.status)",
                                                    description: answer.errorDescription))
            }
            tokens.store(token, expiresIn: expiresIn)
            return .success(token)
        }
    }
}
