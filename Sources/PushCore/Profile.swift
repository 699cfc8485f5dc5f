import Foundation

/// Everything needed to send pushes for one app: where, as whom, with which defaults, to which tokens.
///
/// A profile is one JSON file (see ``ProfileCodec`` for the schema). Members pushtui does not know
/// are kept, so a file edited by a newer version or by hand survives a save.
public struct Profile: Sendable, Equatable {
    /// The name people select the profile by. A profile's identity is its file, not its name.
    public var name: String
    /// The push service, with the settings only that service has.
    public var service: ProfileService
    /// A base URL that replaces Apple's or Google's host, e.g. the local simulator's `https://127.0.0.1:2197`.
    public var endpoint: String?
    /// An extra CA certificate (PEM) to trust for ``endpoint``; never used for Apple's or Google's hosts.
    public var caFile: String?
    /// Request fields used when a send does not set them.
    public var defaults: ProfileDefaults
    /// The token book.
    public var tokens: [TokenBookEntry]
    /// Top-level members pushtui does not know, in file order. An FCM profile keeps an APNs member
    /// of its file (`environment`, `topic`) here, written back where the file had it.
    public var unknownMembers: [JSONMember]
    /// Members of the `auth` object pushtui does not know, in file order.
    public var authUnknownMembers: [JSONMember]

    /// A profile; optional parts empty unless given.
    public init(name: String, service: ProfileService, endpoint: String? = nil, caFile: String? = nil,
                defaults: ProfileDefaults = ProfileDefaults(), tokens: [TokenBookEntry] = [],
                unknownMembers: [JSONMember] = [], authUnknownMembers: [JSONMember] = []) {
        self.name = name
        self.service = service
        self.endpoint = endpoint
        self.caFile = caFile
        self.defaults = defaults
        self.tokens = tokens
        self.unknownMembers = unknownMembers
        self.authUnknownMembers = authUnknownMembers
    }

    /// The service without its settings.
    public var kind: ServiceKind {
        service.kind
    }

    /// The APNs settings, or nil for an FCM profile: for code that only has a meaning for APNs.
    public var apns: APNsSettings? {
        if case .apns(let settings) = service { return settings }
        return nil
    }

    /// The FCM settings, or nil for an APNs profile: for code that only has a meaning for FCM.
    public var fcm: FCMSettings? {
        if case .fcm(let settings) = service { return settings }
        return nil
    }

    /// The iOS Simulator settings, or nil for a profile of another service.
    public var simulator: SimulatorSettings? {
        if case .iosSimulator(let settings) = service { return settings }
        return nil
    }

    /// The APNs environment the profile sends to; nil for an FCM profile.
    public var environment: APNsEnvironment? {
        apns?.environment
    }

    /// Token-book entries not known dead for the profile's environment, in book order: the targets
    /// of "send to all".
    public var liveTokens: [TokenBookEntry] {
        tokens.filter { !$0.isDead(in: environment) }
    }

    /// This profile with the dead marks of every entry holding `token` cleared
    /// (``TokenBookEntry/revived()``); nil when no entry holds it.
    public func reviving(_ token: BookToken) -> Profile? {
        guard tokens.contains(where: { $0.token == token }) else { return nil }
        var copy = self
        copy.tokens = tokens.map { $0.token == token ? $0.revived() : $0 }
        return copy
    }

    /// This profile with every update recorded, in order (a later update of the same token wins).
    public func applying(_ updates: [TokenOutcomeUpdate]) -> Profile {
        var copy = self
        for update in updates {
            for index in copy.tokens.indices where copy.tokens[index].token == update.token { copy.tokens[index].learn(update) }
        }
        return copy
    }
}
