import PushCore
import PushDelivery
import Testing

/// The lint before every send: one message per problem, in compiler form, and a refusal line
/// whenever an error blocks the send.
@Suite struct PreflightTests {
    static let payload = #"{"aps":{"alert":"hi"}}"#

    static func push(_ token: String, payload: String = payload) throws -> PushRequest {
        PushRequest(token: try DeviceToken(parsing: token), topic: "com.example.app", pushType: .alert, payload: payload)
    }

    @Test func aCleanBatchIsSendableAndSaysNothing() throws {
        let pushes = try (1...3).map { try Self.push(String(repeating: "a\($0)", count: 32)) }
        let preflight = Preflight.apns(pushes, payloadName: "p.json")
        #expect(preflight.isSendable)
        #expect(preflight.lines.isEmpty)
    }

    @Test func aBrokenPayloadIsReportedOnceAtItsLineAndColumnAndRefused() throws {
        let broken = "{\n  \"aps\": {,\n}"
        let pushes = try (1...5).map { try Self.push(String(repeating: "b\($0)", count: 32), payload: broken) }
        let preflight = Preflight.apns(pushes, payloadName: "p.json")
        #expect(!preflight.isSendable)
        #expect(preflight.lines.count == 2, "\(preflight.lines)")
        #expect(preflight.lines.first?.hasPrefix("p.json:2:") == true, "\(preflight.lines)")
        #expect(preflight.lines.last == Preflight.refusal)
    }

    @Test func eachUnusualTokenIsNamedInItsWarningAndDoesNotBlock() throws {
        let short = [String(repeating: "c", count: 16), String(repeating: "d", count: 16)]
        let pushes = try [Self.push(String(repeating: "e", count: 64))] + short.map { try Self.push($0) }
        let preflight = Preflight.apns(pushes, payloadName: "p.json")
        #expect(preflight.isSendable)
        #expect(preflight.lines.count == 2, "\(preflight.lines)")
        for (line, token) in zip(preflight.lines, short) {
            let named = try DeviceToken(parsing: token).shortened
            #expect(line.hasPrefix("warning: ") && line.hasSuffix("(\(named))"), "\(line)")
        }
    }

    @Test func anFCMMessageThatIsNotJSONIsRefused() {
        let preflight = Preflight.fcm("{nope", targets: [.token("t1"), .token("t2")], payloadName: "m.json")
        #expect(!preflight.isSendable)
        #expect(preflight.lines.first?.hasPrefix("m.json:1:") == true, "\(preflight.lines)")
        #expect(preflight.lines.last == Preflight.refusal)
        #expect(Preflight.fcm(#"{"notification":{"title":"hi"}}"#, targets: [.token("t1")], payloadName: "m.json").isSendable)
    }

    @Test func aBroadcastWithASuffixedBundleIDIsRefusedAndAGoodOneSendable() {
        let bad = BroadcastRequest(bundleID: "com.example.app.push-type.liveactivity", channelID: "ch", priority: 1, payload: #"{"aps":{}}"#)
        let good = BroadcastRequest(bundleID: "com.example.app", channelID: "ch",
                                    payload: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":1}}}"#)
        let refused = Preflight.broadcast(bad, payloadName: "b.json")
        #expect(!refused.isSendable && refused.lines.last == Preflight.refusal, "\(refused.lines)")
        #expect(refused.lines.count == 3 && refused.lines.allSatisfy { $0 == Preflight.refusal || $0.hasPrefix("error: ") }, "\(refused.lines)")
        #expect(Preflight.broadcast(good, payloadName: "b.json").isSendable, "\(Preflight.broadcast(good, payloadName: "b.json").lines)")
    }
}
