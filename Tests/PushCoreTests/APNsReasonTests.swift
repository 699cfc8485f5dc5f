import Testing
import PushCore

@Suite struct APNsReasonTests {
    /// Apple's strings and documented statuses, written out independently of the table.
    static let documented: [(String, Int)] = [
        ("BadCollapseId", 400), ("BadDeviceToken", 400), ("BadExpirationDate", 400), ("BadMessageId", 400),
        ("BadPriority", 400), ("BadTopic", 400), ("DeviceTokenNotForTopic", 400), ("DuplicateHeaders", 400),
        ("IdleTimeout", 400), ("InvalidPushType", 400), ("MissingDeviceToken", 400), ("MissingTopic", 400),
        ("PayloadEmpty", 400), ("TopicDisallowed", 400), ("BadCertificate", 403), ("BadCertificateEnvironment", 403),
        ("ExpiredProviderToken", 403), ("Forbidden", 403), ("InvalidProviderToken", 403), ("MissingProviderToken", 403),
        ("UnrelatedKeyIdInToken", 403), ("BadEnvironmentKeyIdInToken", 403), ("BadEnvironmentKeyInToken", 403),
        ("BadPath", 404), ("MethodNotAllowed", 405), ("ExpiredToken", 410), ("Unregistered", 410),
        ("PayloadTooLarge", 413), ("TooManyProviderTokenUpdates", 429), ("TooManyRequests", 429),
        ("InternalServerError", 500), ("ServiceUnavailable", 503), ("Shutdown", 503),
        ("FeatureNotEnabled", 400), ("MissingChannelId", 400), ("BadChannelId", 400), ("ChannelNotRegistered", 400),
        ("BadRequestParams", 400), ("BadRequestPayload", 400), ("MissingPushType", 400),
        ("CannotCreateChannelConfig", 400), ("TopicMismatch", 403),
    ]

    @Test(arguments: documented)
    func everyDocumentedReasonIsKnownWithItsStatusAndAdvice(_ raw: String, _ status: Int) throws {
        let reason = APNsReason(rawValue: raw)
        let info = try #require(reason.info)
        #expect(reason.isKnown)
        #expect(reason.status == status)
        #expect(!info.explanation.isEmpty)
        #expect(!info.whatToDo.isEmpty)
        #expect(info.explanation != info.whatToDo)
    }

    @Test func tableHoldsExactlyTheDocumentedReasonsOnce() {
        #expect(Set(APNsReason.known.map(\.rawValue)) == Set(Self.documented.map(\.0)))
        #expect(APNsReason.known.count == Self.documented.count)
    }

    @Test func staticMembersCarryApplesExactStrings() {
        #expect(APNsReason.badCollapseID.rawValue == "BadCollapseId")
        #expect(APNsReason.badMessageID.rawValue == "BadMessageId")
        #expect(APNsReason.unrelatedKeyIDInToken.rawValue == "UnrelatedKeyIdInToken")
        #expect(APNsReason.missingChannelID.rawValue == "MissingChannelId")
        #expect(APNsReason.badChannelID.rawValue == "BadChannelId")
    }

    @Test func bothEnvironmentKeySpellingsMeanTheSame() throws {
        let documented = try #require(APNsReason.badEnvironmentKeyIDInToken.info)
        let observed = try #require(APNsReason.badEnvironmentKeyInToken.info)
        #expect(documented.status == 403)
        #expect(observed.status == 403)
        #expect(documented.outcome == .unauthorized)
        #expect(observed.outcome == documented.outcome)
        #expect(observed.explanation == documented.explanation)
        #expect(!observed.isRetryable)
    }

    @Test(arguments: ["BadDeviceToken", "DeviceTokenNotForTopic", "Forbidden", "ExpiredToken", "Unregistered", "PayloadTooLarge"])
    func applesNeverRetryListIsNeverRetryable(_ raw: String) {
        #expect(APNsReason(rawValue: raw).info?.isRetryable == false)
    }

    @Test(arguments: ["InternalServerError", "ServiceUnavailable", "Shutdown", "TooManyRequests", "IdleTimeout", "ExpiredProviderToken"])
    func transientReasonsAreRetryable(_ raw: String) {
        #expect(APNsReason(rawValue: raw).info?.isRetryable == true)
    }

    static let outcomes: [(APNsReason, PushOutcome)] = [
        (.unregistered, .unregistered), (.expiredToken, .unregistered),
        (.badDeviceToken, .invalidTarget), (.deviceTokenNotForTopic, .invalidTarget), (.missingDeviceToken, .invalidTarget),
        (.badTopic, .invalidTarget), (.missingTopic, .invalidTarget), (.topicDisallowed, .invalidTarget), (.badPath, .invalidTarget),
        (.channelNotRegistered, .invalidTarget),
        (.payloadTooLarge, .invalidMessage), (.payloadEmpty, .invalidMessage), (.badPriority, .invalidMessage),
        (.badCollapseID, .invalidMessage), (.badExpirationDate, .invalidMessage), (.badMessageID, .invalidMessage),
        (.duplicateHeaders, .invalidMessage), (.invalidPushType, .invalidMessage), (.methodNotAllowed, .invalidMessage),
        (.badRequestPayload, .invalidMessage),
        (.invalidProviderToken, .unauthorized), (.expiredProviderToken, .unauthorized), (.missingProviderToken, .unauthorized),
        (.badCertificate, .unauthorized), (.forbidden, .unauthorized), (.topicMismatch, .unauthorized),
        (.tooManyRequests, .rateLimited), (.tooManyProviderTokenUpdates, .rateLimited),
        (.internalServerError, .unavailable), (.serviceUnavailable, .unavailable), (.shutdown, .unavailable), (.idleTimeout, .unavailable),
        (.cannotCreateChannelConfig, .failed),
    ]

    @Test(arguments: outcomes)
    func reasonMapsToOutcome(_ reason: APNsReason, _ outcome: PushOutcome) {
        #expect(reason.info?.outcome == outcome)
    }

    @Test func unknownReasonKeepsItsText() {
        let reason = APNsReason(rawValue: "MissingChannelQueueSize")
        #expect(!reason.isKnown)
        #expect(reason.status == nil)
        #expect(reason.description == "MissingChannelQueueSize")
    }

    @Test(arguments: [(200, PushOutcome.delivered), (201, .failed), (204, .failed), (299, .failed), (400, .invalidMessage), (403, .unauthorized),
                      (404, .invalidTarget), (405, .invalidMessage), (410, .unregistered), (413, .invalidMessage),
                      (429, .rateLimited), (500, .unavailable), (503, .unavailable), (418, .failed), (302, .failed)])
    func statusClassGivesAnOutcome(_ status: Int, _ outcome: PushOutcome) {
        #expect(PushOutcome(status: status) == outcome)
    }

    @Test func everyOutcomeHasADistinctLabel() {
        let labels = PushOutcome.allCases.map(\.label)
        #expect(labels.allSatisfy { !$0.isEmpty })
        #expect(Set(labels).count == labels.count)
    }
}
