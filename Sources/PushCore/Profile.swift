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

    /// Token-book entries that are not known dead, in book order: the targets of "send to all".
    public var liveTokens: [TokenBookEntry] {
        tokens.filter { !$0.isDead }
    }

    /// Records `outcome` at `time` on every entry holding `token`, and since when the service says
    /// the token has not been valid (nil clears an earlier date); returns whether an entry held it.
    ///
    /// `time` is passed in because PushCore never reads a clock.
    @discardableResult
    public mutating func recordOutcome(token: BookToken, outcome: String, at time: Date, invalidSince: Date? = nil) -> Bool {
        let seen = ProfileTimestamp.format(time)
        let since = invalidSince.map(ProfileTimestamp.format)
        var found = false
        for index in tokens.indices where tokens[index].token == token {
            tokens[index].lastOutcome = outcome
            tokens[index].lastSeen = seen
            tokens[index].invalidSince = since
            found = true
        }
        return found
    }

    /// This profile with `outcome` recorded at `time` on every entry holding `token`.
    public func recordingOutcome(token: BookToken, outcome: String, at time: Date, invalidSince: Date? = nil) -> Profile {
        var copy = self
        copy.recordOutcome(token: token, outcome: outcome, at: time, invalidSince: invalidSince)
        return copy
    }

    /// This profile with every update recorded, in order (a later update of the same token wins).
    public func applying(_ updates: [TokenOutcomeUpdate]) -> Profile {
        var copy = self
        for update in updates {
            copy.recordOutcome(token: update.token, outcome: update.outcome, at: update.time, invalidSince: update.invalidSince)
        }
        return copy
    }
}
