import Foundation
import PushCore
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The simulator's broadcast API end to end with the curl CLI, and its rules in process.
@Suite(.serialized) struct ChannelAPITests {
    static let requestID = "123e4567-e89b-12d3-a456-4266554400a0"

    func channelsURL(_ fixture: SimulatorFixture, _ tail: String = "channels") -> String {
        "\(fixture.endpoint.url)/1/apps/com.example.app/\(tail)"
    }

    @Test func curlCreatesListsBroadcastsAndDeletes() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let auth = "authorization: \(try fixture.authorization)"
        let created = try curl(channelsURL(fixture), caFile: fixture.endpoint.caFile,
                               headers: [auth, "apns-request-id: \(Self.requestID)"],
                               body: #"{"message-storage-policy":0,"push-type":"LiveActivity"}"#)
        #expect(created.status == 201)
        #expect(created.httpVersion == "2")
        #expect(created.headers["apns-request-id"] == Self.requestID)
        let channelID = try #require(created.headers["apns-channel-id"])
        #expect(Data(base64Encoded: channelID) != nil)

        let listed = try curl(channelsURL(fixture, "all-channels"), caFile: fixture.endpoint.caFile, method: "GET", headers: [auth], body: nil)
        #expect(listed.status == 200)
        #expect(listed.json["channels"] as? [String] == [channelID])
        #expect(listed.headers["apns-request-id"].map(APNsID.isCanonical) == true)

        let broadcastURL = "\(fixture.endpoint.url)/4/broadcasts/apps/com.example.app"
        // Apple's pages spell the push type three ways; any case is accepted.
        let sent = try curl(broadcastURL, caFile: fixture.endpoint.caFile,
                            headers: [auth, "apns-channel-id: \(channelID)", "apns-push-type: LiveActivity", "apns-expiration: 0"],
                            body: #"{"aps":{"event":"update","content-state":{}}}"#)
        #expect(sent.status == 200)
        let stored = try curl(broadcastURL, caFile: fixture.endpoint.caFile,
                              headers: [auth, "apns-channel-id: \(channelID)", "apns-push-type: liveactivity", "apns-expiration: 60"],
                              body: #"{"aps":{}}"#)
        #expect(stored.status == 400)
        #expect(stored.reason == "BadExpirationDate")

        let deleted = try curl(channelsURL(fixture), caFile: fixture.endpoint.caFile, method: "DELETE",
                               headers: [auth, "apns-channel-id: \(channelID)"], body: nil)
        #expect(deleted.status == 204)
        #expect(deleted.body.isEmpty)
        let again = try curl(channelsURL(fixture), caFile: fixture.endpoint.caFile, method: "GET",
                             headers: [auth, "apns-channel-id: \(channelID)"], body: nil)
        #expect(again.reason == "ChannelNotRegistered")
    }

    @Test func curlWithoutATokenOrWithAWrongMethod() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let anonymous = try curl(channelsURL(fixture, "all-channels"), caFile: fixture.endpoint.caFile, method: "GET", headers: [], body: nil)
        #expect(anonymous.status == 403)
        #expect(anonymous.reason == "MissingProviderToken")
        let put = try curl(channelsURL(fixture), caFile: fixture.endpoint.caFile, method: "PUT",
                           headers: ["authorization: \(try fixture.authorization)"], body: "{}")
        #expect(put.status == 405)
        #expect(put.reason == "MethodNotAllowed")
        let journal = try fixture.waitForJournal { $0.count >= 2 }
        #expect(journal.map(\.reason) == ["MissingProviderToken", "MethodNotAllowed"])
    }

    // MARK: In process

    static func request(_ method: String, _ path: String, headers: [(String, String)] = [], body: String = "") -> IncomingRequest {
        var request = IncomingRequest(streamID: 1)
        request.method = method
        request.path = path
        request.headers = headers.map { (name: $0.0, value: $0.1) }
        request.body = Array(body.utf8)
        return request
    }

    static func answer(_ responder: ChannelResponder, _ request: IncomingRequest) -> OutgoingResponse {
        guard let path = BroadcastPath(parsing: request.path) else {
            Issue.record("not a channel or broadcast path: \(request.path)")
            return .headersTooLarge
        }
        return responder.respond(to: request, path: path) { _ in nil }
    }

    @Test(arguments: [
        ("{", "BadRequestPayload"),
        (#"{"message-storage-policy":1,"push-type":"LiveActivity","extra":1}"#, "BadRequestParams"),
        (#"{"push-type":"LiveActivity"}"#, "BadRequestParams"),
        (#"{"message-storage-policy":2,"push-type":"LiveActivity"}"#, "BadRequestParams"),
        (#"{"message-storage-policy":1,"push-type":"alert"}"#, "InvalidPushType"),
    ])
    func badCreateBodies(body: String, reason: String) {
        let responder = ChannelResponder(channels: ChannelStore(limit: 10))
        let response = Self.answer(responder, Self.request("POST", "/1/apps/a/channels", body: body))
        #expect(response.status == 400)
        #expect(response.reason?.rawValue == reason)
    }

    @Test func theChannelLimitIsCannotCreateChannelConfig() {
        let responder = ChannelResponder(channels: ChannelStore(limit: 2))
        let create = Self.request("POST", "/1/apps/a/channels", body: #"{"message-storage-policy":1,"push-type":"liveactivity"}"#)
        #expect(Self.answer(responder, create).status == 201)
        #expect(Self.answer(responder, create).status == 201)
        #expect(Self.answer(responder, create).reason == .cannotCreateChannelConfig)
        // The limit is per app.
        let other = Self.request("POST", "/1/apps/b/channels", body: #"{"message-storage-policy":1,"push-type":"liveactivity"}"#)
        #expect(Self.answer(responder, other).status == 201)
    }

    @Test func broadcastRulesInOrder() throws {
        let store = ChannelStore(limit: 10)
        let id = try #require(store.create(bundleID: "a", policy: .mostRecentMessageStored))
        let responder = ChannelResponder(channels: store)
        let path = "/4/broadcasts/apps/a"
        let good: [(String, String)] = [("apns-channel-id", id), ("apns-push-type", "liveactivity")]
        func reason(_ headers: [(String, String)], body: String = #"{"aps":{}}"#, path: String = path) -> String? {
            Self.answer(responder, Self.request("POST", path, headers: headers, body: body)).reason?.rawValue
        }
        #expect(reason(good) == nil)
        #expect(reason(good, path: "/4/broadcasts/apps/a.voip") == "TopicDisallowed")
        #expect(reason(good + [("apns-topic", "a.push-type.liveactivity")]) == "TopicDisallowed")
        #expect(reason([("apns-push-type", "liveactivity")]) == "MissingChannelId")
        #expect(reason([("apns-channel-id", "%%"), ("apns-push-type", "liveactivity")]) == "BadChannelId")
        #expect(reason([("apns-channel-id", id)]) == "MissingPushType")
        #expect(reason([("apns-channel-id", id), ("apns-push-type", "alert")]) == "InvalidPushType")
        #expect(reason(good + [("apns-priority", "7")]) == "BadPriority")
        #expect(reason(good + [("apns-expiration", "soon")]) == "BadExpirationDate")
        #expect(reason(good + [("apns-id", "x")]) == "BadMessageId")
        #expect(reason(good, body: "") == "PayloadEmpty")
        #expect(reason(good, body: String(repeating: " ", count: 5121)) == "PayloadTooLarge")
        #expect(reason(good, body: "{") == "BadRequestPayload")
    }

    @Test func authorizationComesBeforeTheOperation() {
        let responder = ChannelResponder(channels: ChannelStore(limit: 10))
        let response = responder.respond(to: Self.request("GET", "/1/apps/a/channels"), path: .channels(bundleID: "a")) { _ in
            APNsRejection(.topicMismatch)
        }
        #expect(response.status == 403)
        #expect(response.reason == .topicMismatch)
        #expect(response.headers.contains { $0.name == "apns-request-id" })
    }
}
