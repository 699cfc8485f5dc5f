import Foundation
import PushCore
import PushCrypto

/// Decides the answer to a complete request, in APNs' order: header and payload rules (the one
/// shared ``APNsRequestCheck``), then the provider token, then the scenario's storms, then the
/// ``DeviceRegistry`` when there is one, then the scenario's scripted tokens and its error dice.
/// On a connection with a client certificate, ``CertificateRules`` take the place of the first two. Broadcast
/// paths (channel management and `/4/broadcasts`) go to the ``ChannelResponder`` instead, and in FCM mode
/// the FCM paths to the ``FCMResponder``.
struct APNsResponder: Sendable {
    let configuration: SimulatorConfiguration
    let trustedKeys: [String: TrustedKey]
    let errorDice: ErrorDice?
    let storms: StormCounter?
    let channels: ChannelResponder
    let fcm: FCMResponder?

    init(configuration: SimulatorConfiguration) {
        fcm = configuration.fcm.map { simulation in
            var merged = simulation
            merged.tokenErrors.merge(configuration.scenario.fcmTokenErrors) { _, fromScenario in fromScenario }
            return FCMResponder(simulation: merged)
        }
        channels = ChannelResponder(channels: ChannelStore(limit: configuration.channelLimit))
        self.configuration = configuration
        trustedKeys = Dictionary(configuration.trustedKeys.map { ($0.keyID, $0) }, uniquingKeysWith: { _, last in last })
        errorDice = configuration.scenario.errorRate.map(ErrorDice.init(rule:))
        storms = configuration.scenario.storms.isEmpty ? nil : StormCounter(storms: configuration.scenario.storms)
    }

    /// - Parameter certificate: the client certificate of the connection; when there is one,
    ///   ``CertificateRules`` replace the header check and the provider-token gate.
    func respond(to request: IncomingRequest, gate: inout ProviderTokenGate, certificate: ClientCertificate? = nil, now: Date) -> OutgoingResponse {
        if let fcm, FCMResponder.handles(request.path) {
            return fcm.respond(to: request, now: now) { gate.noteAcceptedAccessToken() }
        }
        if let path = BroadcastPath(parsing: request.path) {
            return channels.respond(to: request, path: path) { bundleID in
                if let certificate {
                    return CertificateRules.rejection(forBundleID: bundleID, certificate: certificate, environment: configuration.environment)
                }
                return gate.check(authorization: request.header(APNsHeaderName.authorization), trustedKeys: trustedKeys, now: now)
                    .map { APNsRejection($0) }
            }
        }
        // A malformed apns-id is rejected (BadMessageId) and answered under a fresh one.
        let apnsID: String
        if let given = request.header(APNsHeaderName.apnsID), APNsID.isCanonical(given) {
            apnsID = given
        } else {
            apnsID = Self.randomUUIDText()
        }
        let decision = decide(request, gate: &gate, certificate: certificate, now: now)
        var response = OutgoingResponse(rejection: decision.rejection, apnsID: apnsID)
        if let retryAfter = decision.retryAfter {
            response.headers.append((APNsHeaderName.retryAfter, String(retryAfter)))
        }
        if configuration.environment == .sandbox {
            response.headers.append((APNsHeaderName.apnsUniqueID, Self.randomUUIDText()))
        }
        return response
    }

    private struct Decision {
        var rejection: APNsRejection?
        var retryAfter: Int?
    }

    private func decide(_ request: IncomingRequest, gate: inout ProviderTokenGate, certificate: ClientCertificate?, now: Date) -> Decision {
        if let certificate {
            if let rejection = CertificateRules.rejection(for: request, certificate: certificate, environment: configuration.environment) {
                return Decision(rejection: rejection)
            }
        } else {
            if let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers, body: request.body) {
                return Decision(rejection: rejection)
            }
            if let reason = gate.check(authorization: request.header(APNsHeaderName.authorization), trustedKeys: trustedKeys, now: now) {
                return Decision(rejection: APNsRejection(reason))
            }
        }
        // A storm outranks per-token scripts and the dice: it models the whole service misbehaving.
        if let outcome = storms?.nextArrival(), let decision = Self.decision(for: outcome, now: now) {
            return decision
        }
        if let token = APNsRequestCheck.deviceToken(fromPath: request.path),
           let decision = decision(for: token, of: request, certificate: certificate, now: now) {
            return decision
        }
        return Decision(rejection: errorDice?.roll().map { APNsRejection($0) })
    }

    /// What the registry, then the scenario's script, says about `token`; nil when neither objects.
    private func decision(for token: DeviceToken, of request: IncomingRequest, certificate: ClientCertificate?, now: Date) -> Decision? {
        if let registry = configuration.devices,
           let rejection = registry.rejection(token: token, topic: Self.topic(of: request, certificate: certificate),
                                              pushType: request.pushType, environment: configuration.environment, now: now) {
            return Decision(rejection: rejection)
        }
        return configuration.scenario.tokenOutcomes[token].flatMap { Self.decision(for: $0, now: now) }
    }

    /// The topic the push goes to: `apns-topic`, else (on a certificate connection, which
    /// ``CertificateRules`` let through only with a single topic) the certificate's topic.
    private static func topic(of request: IncomingRequest, certificate: ClientCertificate?) -> String {
        if let named = request.header(APNsHeaderName.topic) { return named }
        if case .verified(let info)? = certificate, let only = info.topicNames.first { return only }
        return ""
    }

    private static func decision(for outcome: TokenOutcome, now: Date) -> Decision? {
        switch outcome {
        case let .unregistered(since):
            guard now >= since else { return nil }
            return Decision(rejection: .unregistered(since: since))
        case .badDeviceToken:
            return Decision(rejection: APNsRejection(.badDeviceToken))
        case let .tooManyRequests(retryAfter):
            return Decision(rejection: APNsRejection(.tooManyRequests), retryAfter: retryAfter)
        case .internalServerError:
            return Decision(rejection: APNsRejection(.internalServerError))
        case .serviceUnavailable:
            return Decision(rejection: APNsRejection(.serviceUnavailable))
        case let .answer(status, reason):
            return Decision(rejection: APNsRejection(status: status, reason: reason))
        }
    }

    /// A random canonical UUID; Foundation's `UUID()` opens /dev/urandom on every call.
    static func randomUUIDText() -> String {
        var generator = SystemRandomNumberGenerator()
        return APNsID.version4(high: generator.next(), low: generator.next())
    }

}
