import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushTransport
import Testing

/// One APNs send made ready: the topic resolved once for the push type, and the lint, the dry-run
/// listing, the history and the order all built from the one push value, so they cannot differ.
@Suite struct APNsSendPlanTests {
    static let phone = String(repeating: "ab", count: 32)
    static let profile = """
        {"name": "app", "service": "apns", "environment": "sandbox", "topic": "com.acme.app",
         "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
         "endpoint": "https://127.0.0.1:2197", "defaults": {"priority": 5},
         "tokens": [{"label": "phone", "token": "\(phone)"}]}
        """

    static func plan(headers: PushHeaders, payload: String = #"{"aps":{}}"#) throws -> APNsSendPlan {
        let profile = try ProfileCodec.decode(Array(Self.profile.utf8), file: "app.json").get()
        let target = try APNsTarget(profile: profile, file: "/profiles/app.json",
                                    paths: PathContext(home: "/home/me", environment: [:], currentDirectory: "/work"))
        let recipients = try SendRecipients(tokens: [], tokensFile: nil, allTokens: true, book: target.tokenBook)
        return try APNsSendPlan(target: target, recipients: recipients, headers: headers.laid(over: target.defaults.headers),
                                payload: payload, identity: nil)
    }

    @Test func theDryRunTheHistoryAndTheOrderCarryThePlansPushValue() throws {
        let plan = try Self.plan(headers: PushHeaders(pushType: .voip, collapseID: "call-1"))
        #expect(plan.headers.topic == "com.acme.app.voip" && plan.headers.priority == 5)
        let credential = APNsCredential.token(keyID: "ABCDE12345", teamID: "TEAM123456", key: try ECPrivateKey.generateP256())
        let endpoint = try plan.endpoint()
        var listed: [[String]] = []
        try plan.dryRun(endpoint: endpoint, credential: credential) { listed.append($0) }
        let lines = try #require(listed.first)
        #expect(listed.count == 1)
        #expect(lines.first == "POST https://127.0.0.1:2197/3/device/\(Self.phone)")
        for expected in ["apns-topic: com.acme.app.voip", "apns-push-type: voip", "apns-priority: 5", "apns-collapse-id: call-1"] {
            #expect(lines.contains(expected), "\(lines)")
        }
        #expect(lines.contains { $0.hasPrefix("authorization: bearer ") && $0.count < 60 }, "the JWT is shortened: \(lines)")
        #expect(plan.historyContext(credential: credential).headers == plan.headers)
        let order = plan.order(endpoint: endpoint, credential: credential, configuration: APNsClientConfiguration(), connections: 2,
                               history: nil, profiles: ProfileLoader(paths: plan.target.paths))
        let token = try DeviceToken(parsing: Self.phone)
        #expect(order.push(token) == plan.push(to: token))
        #expect(order.bookFile == "/profiles/app.json" && order.book.count == 1)
        guard case .connections(_, _, _, let count) = order.carrier else {
            Issue.record("a send plan opens connections of its own, got \(order.carrier)")
            return
        }
        #expect(count == 2)
    }

    @Test func theLintRefusesWhatAPushCouldNeverCarry() throws {
        let sendable = try Self.plan(headers: PushHeaders(pushType: .alert), payload: #"{"aps":{"alert":"hi"}}"#)
        #expect(try sendable.preflight(payloadName: "push.json").isSendable)
        let broken = try Self.plan(headers: PushHeaders(pushType: .alert), payload: #"{"aps":{"alert":"hi"},}"#)
        let preflight = try broken.preflight(payloadName: "push.json")
        #expect(!preflight.isSendable)
        #expect(preflight.lines.contains { $0.hasPrefix("push.json:1:") && $0.contains("error") }, "\(preflight.lines)")
    }
}
