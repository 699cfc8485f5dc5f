import Foundation
import PushCore
import PushCrypto
import PushTransport

/// One APNs send made ready, before anything is signed or sent: the target, its recipients and the
/// one push every recipient gets (the push value with its topic resolved once, and the payload).
/// `pushtui send` lints it, lists it for `--dry-run` and turns it into the ``SendOrder`` that
/// ``SendDispatcher`` carries out, so what is checked, shown and sent is one value.
public struct APNsSendPlan: Sendable {
    /// Who sends and where.
    public let target: APNsTarget
    /// The devices, streamed.
    public let recipients: SendRecipients
    /// The push value every push carries, its topic set.
    public let headers: PushHeaders
    /// The payload as given.
    public let payload: String
    /// The provider certificate, when the target authenticates with one.
    public let identity: ClientIdentity?

    /// The plan for sending `payload` with `headers` (laid over the profile's defaults already) to
    /// `recipients` as `target`, with the certificate `identity` loaded for a certificate target.
    ///
    /// - Throws: when no topic can be derived or the topic is malformed.
    public init(target: APNsTarget, recipients: SendRecipients, headers: PushHeaders, payload: String,
                identity: ClientIdentity?) throws(ResolutionError) {
        var headers = headers
        headers.topic = try target.topic(identity: identity, pushType: headers.pushType ?? .alert)
        self.target = target
        self.recipients = recipients
        self.headers = headers
        self.payload = payload
        self.identity = identity
    }

    /// The push to `token`.
    public func push(to token: DeviceToken) -> PushRequest {
        PushRequest(token: token, headers: headers, payload: payload)
    }

    /// What a certificate without this topic or push type deserves to be told, one line each.
    public var certificateWarnings: [String] {
        guard let info = identity?.info else { return [] }
        return CertificateTopicRules.findings(topic: headers.topic ?? "", pushType: headers.pushType ?? .alert,
                                              certificateTopics: info.topicNames).map { "warning: " + $0.message }
    }

    /// The lint of the send: of the first push, which stands for every push (they differ only in
    /// the device), and of each push to a device whose token is not the usual length.
    ///
    /// - Throws: when the devices cannot be read, or none is left (a tokens file changed under the send).
    public func preflight(payloadName: String) throws(RecipientError) -> Preflight {
        let stream = try recipients.stream()
        guard let first = stream.next() else { throw .input("no device: the tokens file changed while it was being read") }
        let pushes = recipients.hasUnusualToken ? pushes(of: try recipients.stream()) : AnySequence([push(to: first)])
        return Preflight.apns(pushes, payloadName: payloadName)
    }

    /// Where the pushes go. The caller resolves it (and the credential) when it is ready to report
    /// what is wrong with them: after the lint, so a push that could never be sent says so first.
    public func endpoint() throws(ResolutionError) -> APNsEndpoint {
        try target.destination.apnsEndpoint(paths: target.paths)
    }

    /// `--dry-run`: hands `each` every push's lines as it would go on the wire to `endpoint`, signed
    /// with `credential`.
    ///
    /// - Throws: when the devices cannot be read, or what `each` throws.
    public func dryRun(endpoint: APNsEndpoint, credential: APNsCredential, _ each: ([String]) throws -> Void) throws {
        let stream = try recipients.stream()
        let listing = try DryRunListing(endpoint: endpoint, credential: credential)
        for push in pushes(of: stream) {
            try each(try listing.lines(push))
        }
        if let failure = stream.failure { throw RecipientError.input(failure) }
    }

    /// The pushes of `stream`, made as they are taken.
    private func pushes(of stream: RecipientStream) -> AnySequence<PushRequest> {
        AnySequence(sequence(state: stream) { $0.next() }.lazy.map(push(to:)))
    }

    /// The order that sends the plan to `endpoint` with `credential`, recording each push in
    /// `history` (made from ``historyContext(credential:)``) and the token book's lessons through `profiles`.
    public func order(endpoint: APNsEndpoint, credential: APNsCredential, configuration: APNsClientConfiguration, connections: Int,
                      history: SendHistory?, profiles: ProfileLoader) -> SendOrder {
        SendOrder(carrier: .connections(endpoint: endpoint, credential: credential, configuration: configuration, count: connections),
                  recipients: recipients, push: push(to:), history: history, book: target.tokenBook, bookFile: target.profileFile,
                  environment: target.destination.environment, profiles: profiles)
    }

    /// What the history records with every push of the plan: the profile, host, push value and the
    /// payload's wire body.
    public func historyContext(credential: APNsCredential) -> SendHistory.Context {
        let body = PayloadDocument(text: payload).wireBytes.map { String(decoding: $0, as: UTF8.self) } ?? payload
        return target.historyContext(headers: headers, body: body, credential: credential)
    }
}
