import Foundation
import PushCore
import PushCrypto

/// Decides the answer to a complete request, in APNs' order: header and payload rules (the one
/// shared ``APNsRequestCheck``), then the provider token, then the scenario.
struct APNsResponder: Sendable {
    let configuration: SimulatorConfiguration
    let trustedKeys: [String: TrustedKey]
    let errorDice: ErrorDice?

    init(configuration: SimulatorConfiguration) {
        self.configuration = configuration
        trustedKeys = Dictionary(configuration.trustedKeys.map { ($0.keyID, $0) }, uniquingKeysWith: { _, last in last })
        errorDice = configuration.scenario.errorRate.map(ErrorDice.init(rule:))
    }

    func respond(to request: IncomingRequest, gate: inout ProviderTokenGate, now: Date) -> OutgoingResponse {
        let apnsID = request.header("apns-id") ?? UUID().uuidString.lowercased()
        var response = decide(request, gate: &gate, now: now, apnsID: apnsID)
        if configuration.environment == .sandbox {
            response.headers.append(("apns-unique-id", UUID().uuidString.lowercased()))
        }
        return response
    }

    private func decide(_ request: IncomingRequest, gate: inout ProviderTokenGate, now: Date, apnsID: String) -> OutgoingResponse {
        if let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers, body: request.body) {
            return OutgoingResponse(status: rejection.status, reason: rejection.reason, apnsID: apnsID)
        }
        if let reason = gate.check(authorization: request.header("authorization"), trustedKeys: trustedKeys, now: now) {
            return Self.failure(reason, apnsID: apnsID)
        }
        if let token = APNsRequestCheck.deviceToken(fromPath: request.path),
           let outcome = configuration.scenario.tokenOutcomes[token],
           let response = Self.response(for: outcome, now: now, apnsID: apnsID) {
            return response
        }
        if let reason = errorDice?.roll() {
            return Self.failure(reason, apnsID: apnsID)
        }
        return OutgoingResponse(status: 200, reason: nil, apnsID: apnsID)
    }

    private static func response(for outcome: TokenOutcome, now: Date, apnsID: String) -> OutgoingResponse? {
        switch outcome {
        case let .unregistered(since):
            guard now >= since else { return nil }
            return OutgoingResponse(status: APNsReason.unregistered.status ?? 410, reason: .unregistered, apnsID: apnsID, timestamp: since)
        case .badDeviceToken:
            return failure(.badDeviceToken, apnsID: apnsID)
        case let .tooManyRequests(retryAfter):
            var response = failure(.tooManyRequests, apnsID: apnsID)
            if let retryAfter {
                response.headers.append(("retry-after", String(retryAfter)))
            }
            return response
        case .internalServerError:
            return failure(.internalServerError, apnsID: apnsID)
        case .serviceUnavailable:
            return failure(.serviceUnavailable, apnsID: apnsID)
        }
    }

    /// A reason with the status PushCore documents for it; scripted reasons Apple never
    /// documented fall back to 500.
    private static func failure(_ reason: APNsReason, apnsID: String) -> OutgoingResponse {
        OutgoingResponse(status: reason.status ?? 500, reason: reason, apnsID: apnsID)
    }
}
