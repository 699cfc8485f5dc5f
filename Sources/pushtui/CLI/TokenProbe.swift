import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// `token check --probe`: one ``PushCore/TokenProbePush`` to a token in one APNs environment,
/// through the same plan, dispatcher, history and book as `pushtui send`. The environment that answers 200 knows the token; one that
/// answers `BadDeviceToken` does not (see ``PushCore/APNsEnvironment``).
struct TokenProbe {
    /// The environment probed.
    let environment: APNsEnvironment
    /// Where it went; nil when it was not sent.
    let host: String?
    /// The answer; nil when not sent or when no answer came.
    let result: PushResult?
    /// Why it was not sent.
    let skipped: String?

    /// Whether the environment delivered the probe: the token is its.
    var knowsToken: Bool { result?.outcome == .delivered }
    /// Whether the probe went out.
    var wasSent: Bool { skipped == nil }

    /// "sandbox 200 Delivered", "production 400 BadDeviceToken", "production not probed: …".
    var summary: String {
        if let skipped { return "\(environment.rawValue) not probed: \(skipped)" }
        guard let result else { return "\(environment.rawValue): no answer" }
        if let response = result.response {
            return "\(environment.rawValue) \(response.status) \(response.reason?.rawValue ?? result.outcome.label)"
        }
        return "\(environment.rawValue) \(result.outcome.label): \(result.failure?.description ?? "no answer")"
    }

    var jsonValue: JSONValue {
        .object([
            JSONMember(key: "environment", value: .string(environment.rawValue)),
            JSONMember(key: "host", value: JSONOutput.text(host)),
            JSONMember(key: "status", value: JSONOutput.number(result?.response?.status)),
            JSONMember(key: "reason", value: JSONOutput.text(result?.response?.reason?.rawValue)),
            JSONMember(key: "outcome", value: JSONOutput.text(result?.outcome.label)),
            JSONMember(key: "skipped", value: JSONOutput.text(skipped)),
        ])
    }

    /// Probes the profile's environment, then the other one: at Apple's other host, at
    /// `otherEndpoint` when given, and not at all for a profile with a custom endpoint without one.
    static func both(_ token: DeviceToken, stored: StoredProfile, otherEndpoint: String?, loader: ProfileLoader) async throws -> [TokenProbe] {
        let own = try await probe(token, stored: stored, overrides: Destination.Overrides(), loader: loader)
        let other = own.environment.other
        if stored.profile.endpoint != nil, otherEndpoint == nil {
            return [own, TokenProbe(environment: other, host: nil, result: nil,
                                    skipped: "the profile's endpoint is custom; give --other-endpoint URL for \(other.rawValue)")]
        }
        let overrides = Destination.Overrides(environment: other, endpointURL: otherEndpoint)
        return [own, try await probe(token, stored: stored, overrides: overrides, loader: loader)]
    }

    /// One probe through the profile with `overrides` laid over its destination.
    private static func probe(_ token: DeviceToken, stored: StoredProfile, overrides: Destination.Overrides,
                              loader: ProfileLoader) async throws -> TokenProbe {
        let target = try APNsTarget(profile: stored.profile, file: stored.file, paths: loader.paths, overriding: overrides)
        let environment = target.destination.environment ?? .sandbox
        let recipients = try SendRecipients(tokens: [token.hex], tokensFile: nil, allTokens: false, book: target.tokenBook,
                                            environment: environment)
        let plan = try APNsSendPlan(target: target, recipients: recipients, headers: TokenProbePush.headers(topic: nil),
                                    payload: TokenProbePush.payload,
                                    identity: try target.clientIdentity(now: Date()))
        let endpoint = try plan.endpoint()
        let credential = try target.apnsCredential(identity: plan.identity)
        let order = plan.order(endpoint: endpoint, credential: credential, configuration: APNsClientConfiguration(proxies: .ofThisProcess()), connections: 1,
                               history: SendHistory.ofThisProcess(plan.historyContext(credential: credential)), profiles: loader)
        let answers = Locked<[PushResult]>([])
        _ = try await SendDispatcher(order).run { event in
            if case .answered(_, let answer) = event { answers.withLock { $0.append(answer.result) } }
            if case .warning(let message) = event { Console.error(message) }
        }
        return TokenProbe(environment: environment, host: target.destination.name, result: answers.withLock(\.first), skipped: nil)
    }

    /// "a sandbox token", "a production token", or what the answers leave open.
    static func verdict(knownIn: [APNsEnvironment], probed: [APNsEnvironment]) -> String {
        switch knownIn.count {
        case 1: return "a \(knownIn[0].rawValue) token"
        case 0 where probed.count == 2: return "neither environment knows it: a token of another app, an old one, or not a token"
        case 0: return "\(probed.map(\.rawValue).joined()) does not know it; the other environment was not probed"
        default: return "both environments delivered to it"
        }
    }
}
