import Foundation
import PushCore

/// Answers the broadcast API: channel management under `/1/apps/<bundleId>/…` and broadcasts
/// to `/4/broadcasts/apps/<bundleId>`, as
/// [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns)
/// describes. Every answer carries `apns-request-id` (the client's, else a fresh one).
///
/// Order, first failure wins: 405 `MethodNotAllowed`; authorization (the provider-token gate, or
/// on a certificate connection `BadCertificate`, `BadCertificateEnvironment`, 403 `TopicMismatch`
/// when the certificate does not list the bundle ID); 400 `BadMessageId` for a malformed
/// `apns-request-id`; then the operation's own rules.
///
/// Assumptions where Apple is silent: a create body must be a JSON object with exactly
/// `message-storage-policy` (0 or 1) and `push-type` (`LiveActivity`, any case); a missing or
/// unknown member, or a wrong policy, is `BadRequestParams`, a wrong push type `InvalidPushType`.
struct ChannelResponder: Sendable {
    let channels: ChannelStore

    func respond(to request: IncomingRequest, path: BroadcastPath, authorize: (String) -> APNsRejection?) -> OutgoingResponse {
        let requestID = request.header(APNsHeaderName.requestID).flatMap { APNsID.isCanonical($0) ? $0 : nil }
            ?? APNsResponder.randomUUIDText()
        var response = answer(request, path: path, authorize: authorize)
        response.headers.append((APNsHeaderName.requestID, requestID))
        return response
    }

    private func answer(_ request: IncomingRequest, path: BroadcastPath, authorize: (String) -> APNsRejection?) -> OutgoingResponse {
        guard Self.allowedMethods(path).contains(request.method) else {
            return OutgoingResponse(rejection: APNsRejection(.methodNotAllowed), apnsID: nil)
        }
        if let rejection = authorize(path.bundleID) {
            return OutgoingResponse(rejection: rejection, apnsID: nil)
        }
        if let id = request.header(APNsHeaderName.requestID), !APNsID.isCanonical(id) {
            return OutgoingResponse(rejection: APNsRejection(.badMessageID), apnsID: nil)
        }
        switch path {
        case .broadcast(let bundleID):
            let apnsID = request.header(APNsHeaderName.apnsID).flatMap { APNsID.isCanonical($0) ? $0 : nil }
            return OutgoingResponse(rejection: BroadcastRules.rejection(for: request, bundleID: bundleID, channels: channels),
                                    apnsID: apnsID)
        case .allChannels(let bundleID):
            let list = JSONValue.object([JSONMember(key: ChannelAnswer.channelsKey,
                                                    value: .array(channels.list(bundleID: bundleID).map { .string($0) }))])
            return Self.success(status: 200, body: list.wireBytes())
        case .channels(let bundleID):
            switch request.method {
            case "POST": return create(request, bundleID: bundleID)
            case "GET": return read(request, bundleID: bundleID)
            default: return delete(request, bundleID: bundleID)
            }
        }
    }

    private static func allowedMethods(_ path: BroadcastPath) -> [String] {
        switch path {
        case .channels: return ["POST", "GET", "DELETE"]
        case .allChannels: return ["GET"]
        case .broadcast: return ["POST"]
        }
    }

    private func create(_ request: IncomingRequest, bundleID: String) -> OutgoingResponse {
        guard let body = try? JSONParser.parse(request.body) else {
            return OutgoingResponse(rejection: APNsRejection(.badRequestPayload), apnsID: nil)
        }
        let known = [ChannelRequest.policyKey, ChannelRequest.pushTypeKey]
        guard let members = body.members, members.allSatisfy({ known.contains($0.key) }),
              let number = body[ChannelRequest.policyKey]?.numberValue?.integerValue,
              MessageStoragePolicy(rawValue: number).isKnown,
              let pushType = body[ChannelRequest.pushTypeKey]?.stringValue
        else {
            return OutgoingResponse(rejection: APNsRejection(.badRequestParams), apnsID: nil)
        }
        guard pushType.lowercased() == ChannelRequest.channelPushType.lowercased() else {
            return OutgoingResponse(rejection: APNsRejection(.invalidPushType), apnsID: nil)
        }
        guard let id = channels.create(bundleID: bundleID, policy: MessageStoragePolicy(rawValue: number)) else {
            return OutgoingResponse(rejection: APNsRejection(.cannotCreateChannelConfig), apnsID: nil)
        }
        var response = Self.success(status: 201)
        response.headers.append((APNsHeaderName.channelID, id))
        return response
    }

    private func read(_ request: IncomingRequest, bundleID: String) -> OutgoingResponse {
        switch Self.channel(of: request, bundleID: bundleID, channels: channels) {
        case .rejected(let rejection):
            return OutgoingResponse(rejection: rejection, apnsID: nil)
        case .found(_, let policy):
            let body = JSONValue.object([
                JSONMember(key: ChannelRequest.policyKey, value: .number(JSONNumber(policy.rawValue))),
                JSONMember(key: ChannelRequest.pushTypeKey, value: .string(ChannelRequest.channelPushType)),
            ])
            return Self.success(status: 200, body: body.wireBytes())
        }
    }

    private func delete(_ request: IncomingRequest, bundleID: String) -> OutgoingResponse {
        switch Self.channel(of: request, bundleID: bundleID, channels: channels) {
        case .rejected(let rejection):
            return OutgoingResponse(rejection: rejection, apnsID: nil)
        case .found(let id, _):
            // Another stream may have deleted it in between; APNs would then not know it either.
            guard channels.delete(bundleID: bundleID, channelID: id) else {
                return OutgoingResponse(rejection: APNsRejection(.channelNotRegistered), apnsID: nil)
            }
            return Self.success(status: 204)
        }
    }

    /// A channel found from the request's `apns-channel-id`, or why there is none.
    enum Lookup {
        case found(id: String, policy: MessageStoragePolicy)
        case rejected(APNsRejection)
    }

    /// The channel `apns-channel-id` names, or `MissingChannelId`, `BadChannelId` or `ChannelNotRegistered`.
    static func channel(of request: IncomingRequest, bundleID: String, channels: ChannelStore) -> Lookup {
        guard let id = request.header(APNsHeaderName.channelID) else {
            return .rejected(APNsRejection(.missingChannelID))
        }
        guard ChannelStore.isWellFormedID(id) else {
            return .rejected(APNsRejection(.badChannelID))
        }
        guard let policy = channels.policy(bundleID: bundleID, channelID: id) else {
            return .rejected(APNsRejection(.channelNotRegistered))
        }
        return .found(id: id, policy: policy)
    }

    private static func success(status: Int, body: [UInt8] = []) -> OutgoingResponse {
        var response = OutgoingResponse(rejection: nil, apnsID: nil)
        response.status = status
        if !body.isEmpty {
            response.body = body
            response.headers.append((APNsHeaderName.contentType, "application/json"))
        }
        return response
    }
}
