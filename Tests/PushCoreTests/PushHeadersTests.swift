import Foundation
import PushCore
import Testing

/// The push value: one list of header names behind the wire, the history and curl.
@Suite struct PushHeadersTests {
    @Test func aLayerKeepsWhatItSaysAndTakesTheRestFromBelow() {
        let profile = PushHeaders(pushType: .background, priority: 5, collapseID: "base",
                                  other: [HTTPHeader(name: "apns-a", value: "1"), HTTPHeader(name: "apns-b", value: "2")])
        let saved = PushHeaders(priority: 10, expiration: 0, other: [HTTPHeader(name: "apns-b", value: "3")])
        let merged = saved.laid(over: profile)
        #expect(merged == PushHeaders(pushType: .background, priority: 10, expiration: 0, collapseID: "base",
                                      other: [HTTPHeader(name: "apns-a", value: "1"), HTTPHeader(name: "apns-b", value: "3")]))
        #expect(PushHeaders().laid(over: profile) == profile)
        #expect(PushHeaders().isEmpty && !saved.isEmpty)
    }

    @Test func theFieldsReadBackIntoTheSameValue() throws {
        let value = PushHeaders(pushType: .liveactivity, topic: "com.example.app.push-type.liveactivity", priority: 5,
                                expiration: 1_796_000_000, collapseID: "c", apnsID: "123e4567-e89b-12d3-a456-4266554400a0",
                                other: [HTTPHeader(name: "apns-future", value: "x")])
        #expect(try PushHeaders(fields: value.fields) == value)
        // Names are matched whatever their case; headers outside the push value are left out.
        let read = try PushHeaders(fields: [HTTPHeader(name: "APNs-Priority", value: "1"), HTTPHeader(name: "authorization", value: "bearer x"),
                                            HTTPHeader(name: "content-type", value: "application/json"),
                                            HTTPHeader(name: "apns-unique-id", value: "u")])
        #expect(read == PushHeaders(priority: 1))
    }

    @Test(arguments: [("apns-priority", "high"), ("apns-priority", "+5"), ("apns-expiration", "-1"), ("apns-expiration", "soon")])
    func aValueTheHeaderDoesNotTakeIsReported(name: String, value: String) {
        #expect(throws: PushHeadersError(name: name, value: value)) {
            try PushHeaders(fields: [HTTPHeader(name: name, value: value)])
        }
    }

    @Test func theWireAlwaysNamesTheTypeAndThePriority() throws {
        let headers = try PushHeaders(pushType: .background, topic: "").wireHeaders(authorization: "jwt")
        #expect(headers == [HTTPHeader(name: "authorization", value: "bearer jwt"), HTTPHeader(name: "apns-push-type", value: "background"),
                            HTTPHeader(name: "apns-priority", value: "5"), HTTPHeader(name: "content-type", value: "application/json")])
        #expect(try PushHeaders().wireHeaders(authorization: nil).first == HTTPHeader(name: "apns-push-type", value: "alert"))
        #expect(throws: PushRequestError.invalidHeaderValue(name: "apns-collapse-id")) {
            try PushHeaders(collapseID: "a\nb").wireHeaders(authorization: nil)
        }
    }

    /// The library file keeps its members for the five headers it always had, and every other
    /// header of the push value by wire name, so a header added to the value survives a save.
    @Test func aSavedPayloadKeepsEveryHeaderOfThePushValue() throws {
        let saved = SavedPayload(name: "n", payload: "{}",
                                 headers: PushHeaders(pushType: .background, topic: "t", priority: 5, expiration: 0, collapseID: "c",
                                                      apnsID: "123e4567-e89b-12d3-a456-4266554400a0",
                                                      other: [HTTPHeader(name: "apns-future", value: "1")]))
        let data = try JSONEncoder().encode(saved)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["pushType"] as? String == "background" && object["priority"] as? Int == 5 && object["collapseID"] as? String == "c")
        #expect(object["otherHeaders"] as? [String: String] == ["apns-id": "123e4567-e89b-12d3-a456-4266554400a0", "apns-future": "1"])
        #expect(try JSONDecoder().decode(SavedPayload.self, from: data) == saved)
    }
}
