import PushCore
import PushFuzzing
@testable import PushSimulator

/// Turns fuzz bytes into one complete request, built the way the HTTP/2 callbacks build it.
///
/// Encoding, one byte per choice: method, path (a kind, then text or a pick), header count, each
/// header as a name and a value byte (low two bits: credential, free text or vocabulary; the rest:
/// which one), body (a kind, then a pick or text), and where the body splits into two chunks.
struct RequestDecoder {
    /// Which simulator the requests go to.
    enum Mode {
        case apns
        case fcm
    }

    let mode: Mode
    /// Credentials requests may carry; FCM access tokens join once the token endpoint grants one.
    var authorizations: [String]
    let grantBodies: [[UInt8]]

    static let methods = ["POST", "GET", "PUT", "DELETE", "post", "", "POST "]
    static let headerNames = [
        APNsHeaderName.pushType, APNsHeaderName.topic, APNsHeaderName.priority, APNsHeaderName.expiration,
        APNsHeaderName.collapseID, APNsHeaderName.apnsID, APNsHeaderName.authorization, APNsHeaderName.contentType,
        "APNS-TOPIC", "apns-channel-id", "apns-request-id", ":scheme", "x-unknown",
    ]
    static let headerValues = [
        "alert", "background", "voip", "liveactivity", "location", "pushtotalk", "widgets", "controls", "complication",
        FuzzServer.bundleID, FuzzServer.bundleID + ".voip", FuzzServer.bundleID + ".push-type.liveactivity",
        FuzzServer.bundleID + ".voip-ptt", FuzzServer.bundleID + ".complication",
        "10", "5", "1", "0", "-1", "1800000000", "99999999999999999999", "550e8400-e29b-41d4-a716-446655440000",
        "550E8400-E29B-41D4-A716-446655440000", String(repeating: "c", count: 65), "dHdvLWNoYW5uZWw=", "",
        AccessTokenGrant.contentType, "Bearer ya29.unknown",
    ]
    static let apnsBodies = [
        #"{"aps":{"alert":"hi"}}"#, #"{"aps":{"content-available":1}}"#, #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#,
        #"{"aps":{"event":"update","timestamp":1800000000,"content-state":{}}}"#, "", "[]", "{",
    ]
    static let fcmBodies = [
        #"{"message":{"token":"abc:def","notification":{"title":"t","body":"b"}}}"#,
        #"{"message":{"token":"\#(FuzzServer.unregisteredRegistrationToken)","data":{"k":"v"}}}"#,
        #"{"validate_only":true,"message":{"topic":"news","android":{"priority":"high"}}}"#,
        #"{"message":{"condition":"'a' in topics","data":{"n":1}}}"#, #"{"message":[]}"#, "grant_type=x&assertion=y", "",
    ]

    mutating func request(from input: inout FuzzInput) -> IncomingRequest {
        var request = IncomingRequest(streamID: 1)
        request.addHeader(name: ":method", value: input.pickOrText(Self.methods))
        request.addHeader(name: ":scheme", value: "https")
        request.addHeader(name: ":path", value: path(from: &input))
        for _ in 0..<input.index(below: 9) {
            let name = input.pickOrText(Self.headerNames, spare: 3)
            let choice = Int(input.byte())
            let value = switch choice % 4 {
            case 0: authorizations[choice / 4 % authorizations.count]
            case 1: input.text()
            default: Self.headerValues[choice / 4 % Self.headerValues.count]
            }
            request.addHeader(name: name, value: value)
        }
        let body = body(from: &input)
        // nghttp2 hands a body over in chunks; two exercise the cap's bookkeeping.
        let split = body.isEmpty ? 0 : Int(input.byte()) % body.count
        body.withUnsafeBufferPointer { all in
            request.appendBody(UnsafeBufferPointer(rebasing: all[..<split]))
            request.appendBody(UnsafeBufferPointer(rebasing: all[split...]))
        }
        return request
    }

    private func path(from input: inout FuzzInput) -> String {
        let device = APNsHTTPRequest.devicePathPrefix
        switch (mode, input.index(below: 8)) {
        case (_, 0): return device + input.text()
        case (_, 1): return input.text()
        case (.apns, 2): return BroadcastPath.channels(bundleID: FuzzServer.bundleID).text
        case (.apns, 3): return BroadcastPath.allChannels(bundleID: FuzzServer.bundleID).text
        case (.apns, 4): return BroadcastPath.broadcast(bundleID: input.flag() ? FuzzServer.bundleID : input.text()).text
        case (.apns, 5): return device + input.pick(FuzzServer.scriptedTokens).hex
        case (.fcm, 2), (.fcm, 3): return FCMSimulation.tokenPath
        case (.fcm, 4), (.fcm, 5): return "/v1/projects/\(FuzzServer.fcmProject)/messages:send"
        default: return device + FuzzServer.healthyToken
        }
    }

    private func body(from input: inout FuzzInput) -> [UInt8] {
        let texts = mode == .apns ? Self.apnsBodies : Self.fcmBodies
        switch input.index(below: 4) {
        case 0: return input.field()
        case 1 where mode == .fcm: return input.pick(grantBodies)
        case 1: return Array(input.pick(texts).utf8) + Array(repeating: UInt8(ascii: " "), count: 3_000 * input.index(below: 4))
        default: return Array(input.pick(texts).utf8)
        }
    }
}
