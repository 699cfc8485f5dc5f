import PushCore

/// APNs' rules for `POST /4/broadcasts/apps/<bundleId>`, from
/// [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns),
/// checked after authorization. The first failure wins: `TopicDisallowed` (a suffixed bundle ID in
/// the path or `apns-topic`), `MissingChannelId`, `BadChannelId`, `ChannelNotRegistered`,
/// `MissingPushType`, `InvalidPushType` (anything but `liveactivity`, compared case-insensitively,
/// since Apple's pages spell it three ways), `BadPriority`, `BadExpirationDate` (not a number, or
/// not 0 for a No-Message-Stored channel), `BadMessageId`, `PayloadEmpty`, 413 `PayloadTooLarge`,
/// `BadRequestPayload`.
///
/// Assumption: a missing `apns-expiration` counts as 0.
enum BroadcastRules {
    static func rejection(for request: IncomingRequest, bundleID: String, channels: ChannelStore) -> APNsRejection? {
        if BroadcastRequest.topicSuffix(in: bundleID) != nil {
            return APNsRejection(.topicDisallowed)
        }
        if let topic = request.header(APNsHeaderName.topic), topic != bundleID {
            return APNsRejection(.topicDisallowed)
        }
        let policy: MessageStoragePolicy
        switch ChannelResponder.channel(of: request, bundleID: bundleID, channels: channels) {
        case .rejected(let rejection): return rejection
        case .found(_, let found): policy = found
        }
        guard let pushType = request.header(APNsHeaderName.pushType) else {
            return APNsRejection(.missingPushType)
        }
        guard pushType.lowercased() == BroadcastRequest.pushType.rawValue else {
            return APNsRejection(.invalidPushType)
        }
        if let priority = request.header(APNsHeaderName.priority), !APNsPriority.valid.contains(where: { String($0) == priority }) {
            return APNsRejection(.badPriority)
        }
        let expirationText = request.header(APNsHeaderName.expiration) ?? "0"
        guard let expiration = Int(expirationText), expiration >= 0 else {
            return APNsRejection(.badExpirationDate)
        }
        if policy == .noMessageStored, expiration != 0 {
            return APNsRejection(.badExpirationDate)
        }
        for name in [APNsHeaderName.apnsID, APNsHeaderName.requestID] {
            if let id = request.header(name), !APNsID.isCanonical(id) {
                return APNsRejection(.badMessageID)
            }
        }
        if request.body.isEmpty {
            return APNsRejection(.payloadEmpty)
        }
        if request.body.count > BroadcastRequest.payloadLimit {
            return APNsRejection(.payloadTooLarge)
        }
        if (try? JSONParser.parse(request.body)) == nil {
            return APNsRejection(.badRequestPayload)
        }
        return nil
    }
}
