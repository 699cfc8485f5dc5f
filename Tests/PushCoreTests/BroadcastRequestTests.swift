import PushCore
import Testing

struct BroadcastRequestTests {
    static let channelID = "dHN0LXNyY2gtY2hubA=="

    @Test func broadcastWireRequestHasTheChannelAndNoTopic() throws {
        let request = BroadcastRequest(bundleID: "com.example.app", channelID: Self.channelID, priority: 5, expiration: 0,
                                       apnsID: "123e4567-e89b-12d3-a456-4266554400a0",
                                       payload: #"{ "aps": { "event": "update" } }"#)
        let wire = try request.httpRequest(authorization: "jwt")
        #expect(wire.method == "POST")
        #expect(wire.path == "/4/broadcasts/apps/com.example.app")
        #expect(wire.value(of: "authorization") == "bearer jwt")
        #expect(wire.value(of: "apns-channel-id") == Self.channelID)
        #expect(wire.value(of: "apns-push-type") == "liveactivity")
        #expect(wire.value(of: "apns-priority") == "5")
        #expect(wire.value(of: "apns-expiration") == "0")
        #expect(wire.value(of: "apns-id") == "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(wire.value(of: "apns-topic") == nil)
        #expect(String(decoding: wire.body, as: UTF8.self) == #"{"aps":{"event":"update"}}"#)
    }

    @Test func broadcastRefusesALineBreakInTheChannelID() {
        let request = BroadcastRequest(bundleID: "b", channelID: "abc\r\nx: y", payload: "{}")
        #expect(throws: PushRequestError.invalidHeaderValue(name: "apns-channel-id")) { try request.httpRequest(authorization: nil) }
    }

    @Test(arguments: [
        (ChannelRequest.Operation.create(.mostRecentMessageStored), "POST", "/1/apps/com.example.app/channels", nil as String?,
         #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#),
        (.read(channelID: channelID), "GET", "/1/apps/com.example.app/channels", channelID, ""),
        (.delete(channelID: channelID), "DELETE", "/1/apps/com.example.app/channels", channelID, ""),
        (.list, "GET", "/1/apps/com.example.app/all-channels", nil, ""),
    ])
    func channelRequestShapes(operation: ChannelRequest.Operation, method: String, path: String, channelID: String?, body: String) throws {
        let wire = try ChannelRequest(bundleID: "com.example.app", operation: operation, requestID: "123e4567-e89b-12d3-a456-4266554400a0")
            .httpRequest(authorization: "jwt")
        #expect(wire.method == method)
        #expect(wire.path == path)
        #expect(wire.value(of: "apns-channel-id") == channelID)
        #expect(wire.value(of: "apns-request-id") == "123e4567-e89b-12d3-a456-4266554400a0")
        #expect(String(decoding: wire.body, as: UTF8.self) == body)
        #expect(BroadcastPath(parsing: wire.path)?.bundleID == "com.example.app")
    }

    @Test(arguments: ["/1/apps//channels", "/1/apps/a/b/channels", "/1/apps/a/other", "/4/broadcasts/apps/", "/3/device/ab"])
    func foreignPathsAreNotBroadcastPaths(path: String) {
        #expect(BroadcastPath(parsing: path) == nil)
    }

    @Test func answersAreReadFromHeadersAndBody() {
        let created = ChannelAnswer(status: 201, headers: [("APNs-Channel-ID", Self.channelID), ("apns-request-id", "r")], body: [])
        #expect(created.channelID == Self.channelID)
        #expect(created.requestID == "r")
        #expect(created.isSuccess(for: .create(.noMessageStored)))
        #expect(!created.isSuccess(for: .list), "201 is create's answer alone")
        let read = ChannelAnswer(status: 200, headers: [], body: Array(#"{"message-storage-policy":0,"push-type":"LiveActivity"}"#.utf8))
        #expect(read.policy == .noMessageStored)
        #expect(read.pushType == "LiveActivity")
        let list = ChannelAnswer(status: 200, headers: [], body: Array(#"{"channels":["a","b"]}"#.utf8))
        #expect(list.channelIDs == ["a", "b"])
        #expect(list.isSuccess(for: .list))
        #expect(!list.isSuccess(for: .delete(channelID: "a")), "delete is answered 204")
        let failed = ChannelAnswer(status: 400, headers: [], body: Array(#"{"reason":"ChannelNotRegistered"}"#.utf8))
        #expect(!failed.isSuccess(for: .read(channelID: "a")))
        #expect(failed.response.outcome == .invalidTarget)
        #expect(failed.channelIDs == nil)
    }

    @Test func linterFindsEachBroadcastFault() {
        let good = BroadcastRequest(bundleID: "com.example.app", channelID: Self.channelID, expiration: 0, payload: #"{"aps":{}}"#)
        #expect(BroadcastLinter.findings(for: good, policy: .noMessageStored).isEmpty)
        var faulty = good
        faulty.bundleID = "com.example.app.push-type.liveactivity"
        faulty.priority = 1
        faulty.expiration = 60
        faulty.apnsID = "nope"
        faulty.payload = #"{"aps":{"x":""# + String(repeating: "y", count: 5200) + #""}}"#
        let codes = BroadcastLinter.findings(for: faulty, policy: .noMessageStored).map(\.code)
        #expect(codes == [.topicSuffix, .priorityNotAllowed, .expirationInvalid, .apnsIDNotCanonical, .payloadTooLarge])
        #expect(BroadcastLinter.findings(for: faulty, policy: .mostRecentMessageStored).map(\.code).contains(.expirationInvalid) == false)
    }

    @Test func policiesAreAnOpenSet() {
        #expect(MessageStoragePolicy(rawValue: 0) == .noMessageStored)
        #expect(MessageStoragePolicy(rawValue: 7).isKnown == false)
        #expect(MessageStoragePolicy(rawValue: 7).description == "7 (undocumented)")
    }
}
