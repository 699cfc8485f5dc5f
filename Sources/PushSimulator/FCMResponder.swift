import Foundation
import PushCore
import PushCrypto

/// Answers the FCM paths: the OAuth token endpoint (an RS256 assertion in, an access token out) and
/// `POST /v1/projects/<project>/messages:send` with Google's error shapes.
///
/// See https://firebase.google.com/docs/cloud-messaging/error-codes
final class FCMResponder: Sendable {
    private let simulation: FCMSimulation
    private let accounts: [String: TrustedServiceAccount]
    /// Issued access tokens and their expiry in seconds since 1970; a counter names messages.
    private let state = Locked<(tokens: [String: Int], counter: Int)>(([:], 0))
    /// Google's allowance for clock skew on `iat`.
    private static let skew = 60

    init(simulation: FCMSimulation) {
        self.simulation = simulation
        accounts = Dictionary(simulation.trustedAccounts.map { ($0.clientEmail, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Whether `path` belongs to FCM rather than APNs.
    static func handles(_ path: String) -> Bool {
        path == FCMSimulation.tokenPath || (path.hasPrefix("/v1/projects/") && path.hasSuffix("/messages:send"))
    }

    /// The answer for a request on an FCM path; `acceptedAccessToken` is called when a send carried a valid one.
    func respond(to request: IncomingRequest, now: Date, acceptedAccessToken: () -> Void) -> OutgoingResponse {
        let seconds = Int(now.timeIntervalSince1970)
        guard request.method == "POST" else {
            return Self.error(status: 405, canonical: "METHOD_NOT_ALLOWED", message: "only POST is allowed", code: nil)
        }
        if request.path == FCMSimulation.tokenPath { return grant(request, now: seconds) }
        return send(request, now: seconds, acceptedAccessToken: acceptedAccessToken)
    }

    private func grant(_ request: IncomingRequest, now: Int) -> OutgoingResponse {
        func refuse(_ status: Int, _ error: String, _ description: String) -> OutgoingResponse {
            OutgoingResponse(status: status, json: AccessTokenAnswer.errorBody(error, description: description))
        }
        let fields = AccessTokenGrant.formFields(request.body)
        guard fields["grant_type"] == AccessTokenGrant.grantType else {
            return refuse(400, "unsupported_grant_type", "Invalid grant_type: \(fields["grant_type"] ?? "")")
        }
        guard let text = fields["assertion"], let assertion = try? ServiceAccountAssertion.decode(text) else {
            return refuse(400, "invalid_grant", "Invalid JWT: malformed assertion")
        }
        guard let account = accounts[assertion.issuer] else {
            return refuse(401, "invalid_client", "The OAuth client was not found.")
        }
        guard assertion.verify(with: account.publicKey) else {
            return refuse(400, "invalid_grant", "Invalid JWT Signature.")
        }
        let scopes = assertion.scope.split(separator: " ")
        guard scopes.contains(where: { $0 == ServiceAccountAssertion.messagingScope || $0 == "https://www.googleapis.com/auth/cloud-platform" }) else {
            return refuse(400, "invalid_scope", "The firebase.messaging scope is missing.")
        }
        guard assertion.expiresAt > assertion.issuedAt, assertion.expiresAt - assertion.issuedAt <= ServiceAccountAssertion.maximumLifetime,
              assertion.issuedAt <= now + Self.skew, now < assertion.expiresAt
        else {
            return refuse(400, "invalid_grant", "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.")
        }
        var generator = SystemRandomNumberGenerator()
        let token = "ya29.sim-" + String(generator.next() as UInt64, radix: 36) + String(generator.next() as UInt64, radix: 36)
        let lifetime = simulation.accessTokenLifetime
        state.withLock { $0.tokens[token] = now + lifetime }
        return OutgoingResponse(status: 200, json: AccessTokenAnswer.grantBody(accessToken: token, expiresIn: lifetime))
    }

    private func send(_ request: IncomingRequest, now: Int, acceptedAccessToken: () -> Void) -> OutgoingResponse {
        let bearer = request.header("authorization").flatMap { value -> String? in
            let parts = value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "bearer" ? String(parts[1]) : nil
        }
        let expiry = bearer.flatMap { token in state.withLock { $0.tokens[token] } }
        guard let expiry, now < expiry else {
            // Google's answer to an expired or unknown access token: 401 with no FcmError detail.
            return Self.error(status: 401, canonical: "UNAUTHENTICATED",
                              message: "Request had invalid authentication credentials. Expected OAuth 2 access token.", code: nil)
        }
        acceptedAccessToken()
        let project = String(request.path.dropFirst("/v1/projects/".count).dropLast("/messages:send".count))
        guard let body = try? JSONParser.parse(request.body), let message = body["message"], message.members != nil else {
            return Self.error(status: 400, canonical: "INVALID_ARGUMENT", message: "Invalid JSON payload received. Missing \"message\".", code: nil)
        }
        if let finding = FCMLinter.findings(for: String(decoding: message.wireBytes(), as: UTF8.self)).first(where: { $0.severity == .error }) {
            return Self.error(status: 400, canonical: "INVALID_ARGUMENT", message: finding.message, code: .invalidArgument)
        }
        if case .token(let token)? = FCMTarget(message: message), let code = simulation.tokenErrors[token] {
            let status = FCMErrorCode.documented.first { $0.code == code }?.status ?? 400
            return Self.error(status: status, canonical: code.canonicalStatus, message: "simulated \(code.rawValue)", code: code)
        }
        let validateOnly = body["validate_only"] == .bool(true) || body["validateOnly"] == .bool(true)
        // Google answers a validate_only request with a fixed fake message ID.
        let id = validateOnly ? "fake_message_id" : String(state.withLock { state in
            state.counter += 1
            return state.counter
        })
        let name = JSONValue.object([JSONMember(key: "name", value: .string("projects/\(project)/messages/\(id)"))])
        return OutgoingResponse(status: 200, json: name.wireBytes())
    }

    /// Google's error envelope, with an FcmError detail when `code` is set.
    static func error(status: Int, canonical: String, message: String, code: FCMErrorCode?) -> OutgoingResponse {
        var members = [
            JSONMember(key: "code", value: .number(JSONNumber(status))),
            JSONMember(key: "message", value: .string(message)),
            JSONMember(key: "status", value: .string(canonical)),
        ]
        if let code {
            members.append(JSONMember(key: "details", value: .array([.object([
                JSONMember(key: "@type", value: .string(FCMResponse.fcmErrorType)),
                JSONMember(key: "errorCode", value: .string(code.rawValue)),
            ])])))
        }
        return OutgoingResponse(status: status, json: JSONValue.object([JSONMember(key: "error", value: .object(members))]).wireBytes())
    }
}
