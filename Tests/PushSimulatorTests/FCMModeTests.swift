import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport
import Testing

/// The simulator's FCM mode checked with the curl CLI, an independent HTTP/2 client: the token
/// endpoint's assertion rules and the send endpoint's Google error shapes.
@Suite(.serialized) struct FCMModeTests {
    static let account: ServiceAccount? = try? ServiceAccount(
        clientEmail: "sim@demo.iam.gserviceaccount.com", privateKeyID: "k", projectID: "demo", privateKey: RSAPrivateKey.generate())

    final class Bed {
        let scratch: TemporaryDirectory
        let clock = ManualClock()
        let simulator: APNsSimulator
        let endpoint: SimulatorEndpoint

        init(scenario: Scenario = Scenario()) throws {
            let account = try #require(FCMModeTests.account)
            scratch = try TemporaryDirectory(prefix: "fcmmode")
            var configuration = SimulatorConfiguration(stateDirectory: scratch.file("state"), scenario: scenario, clock: clock.dateSource)
            configuration.fcm = FCMSimulation(trustedAccounts: [TrustedServiceAccount(account)], tokenErrors: ["slow": .quotaExceeded])
            simulator = APNsSimulator(configuration: configuration)
            endpoint = try simulator.start()
        }

        func stop() {
            simulator.stop()
            scratch.remove()
        }

        func grant(_ body: String) throws -> CurlResponse {
            try curl(endpoint.url + FCMSimulation.tokenPath, caFile: endpoint.caFile,
                     headers: ["content-type: application/x-www-form-urlencoded"], body: body)
        }

        func grant(assertion: String) throws -> CurlResponse {
            try grant(String(decoding: AccessTokenGrant.formBody(assertion: assertion), as: UTF8.self))
        }

        func send(_ body: String, accessToken: String) throws -> CurlResponse {
            try curl(endpoint.url + "/v1/projects/demo/messages:send", caFile: endpoint.caFile,
                     headers: ["authorization: Bearer \(accessToken)", "content-type: application/json"], body: body)
        }

        func accessToken() throws -> String {
            let assertion = try ServiceAccountAssertion.sign(account: try #require(FCMModeTests.account), issuedAt: clock.epochSeconds)
            let answer = try grant(assertion: assertion)
            return try #require(answer.json["access_token"] as? String, "\(answer.body)")
        }
    }

    @Test func grantsAnAccessTokenForAValidAssertion() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let assertion = try ServiceAccountAssertion.sign(account: try #require(Self.account), issuedAt: bed.clock.epochSeconds)
        let answer = try bed.grant(assertion: assertion)
        #expect(answer.status == 200)
        #expect(answer.json["token_type"] as? String == "Bearer")
        #expect(answer.json["expires_in"] as? Int == 3600)
        #expect((answer.json["access_token"] as? String)?.isEmpty == false)
    }

    @Test func refusesBadAssertionsLikeGoogle() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let account = try #require(Self.account)
        let foreign = ServiceAccount(clientEmail: account.clientEmail, privateKeyID: "k", projectID: "demo",
                                     privateKey: try RSAPrivateKey.generate())
        let stranger = ServiceAccount(clientEmail: "who@else", privateKeyID: "k", projectID: "demo", privateKey: account.privateKey)
        let now = bed.clock.epochSeconds
        let cases: [(String, Int, String)] = [
            (String(decoding: AccessTokenGrant.formBody(assertion: "x"), as: UTF8.self)
                .replacingOccurrences(of: "jwt-bearer", with: "password"), 400, "unsupported_grant_type"),
            (String(decoding: AccessTokenGrant.formBody(assertion: "not.a.jwt"), as: UTF8.self), 400, "invalid_grant"),
            (String(decoding: AccessTokenGrant.formBody(assertion: try ServiceAccountAssertion.sign(account: foreign, issuedAt: now)),
                    as: UTF8.self), 400, "invalid_grant"),
            (String(decoding: AccessTokenGrant.formBody(assertion: try ServiceAccountAssertion.sign(account: stranger, issuedAt: now)),
                    as: UTF8.self), 401, "invalid_client"),
            (String(decoding: AccessTokenGrant.formBody(assertion: try ServiceAccountAssertion.sign(account: account, issuedAt: now - 7200)),
                    as: UTF8.self), 400, "invalid_grant"),
            (String(decoding: AccessTokenGrant.formBody(assertion: try ServiceAccountAssertion.sign(account: account, issuedAt: now + 600)),
                    as: UTF8.self), 400, "invalid_grant"),
        ]
        for (body, status, error) in cases {
            let answer = try bed.grant(body)
            #expect(answer.status == status, "\(answer.body)")
            #expect(answer.json["error"] as? String == error, "\(answer.body)")
        }
    }

    @Test func scenarioFilesScriptRegistrationTokens() throws {
        let scenario = try Scenario(json: Data(#"{"fcmTokens":{"gone:APA91":"UNREGISTERED"}}"#.utf8), file: "s.json")
        #expect(scenario.fcmTokenErrors == ["gone:APA91": .unregistered])
        #expect(throws: ScenarioError.self) { try Scenario(json: Data(#"{"fcmTokens":{"x":404}}"#.utf8), file: "s.json") }
        let bed = try Bed(scenario: scenario)
        defer { bed.stop() }
        let token = try bed.accessToken()
        let gone = try bed.send(#"{"message":{"token":"gone:APA91"}}"#, accessToken: token)
        #expect(gone.status == 404)
        #expect(FCMResponse(status: gone.status, body: Array(gone.body.utf8)).errorCode == .unregistered)
        // The configuration's own scripted token still answers too.
        #expect(try bed.send(#"{"message":{"token":"slow"}}"#, accessToken: token).status == 429)
    }

    @Test func sendAnswersWithGooglesShapes() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let token = try bed.accessToken()
        let ok = try bed.send(#"{"message":{"token":"abc","data":{"k":"v"}}}"#, accessToken: token)
        #expect(ok.status == 200)
        #expect(ok.json["name"] as? String == "projects/demo/messages/1")

        let quota = try bed.send(#"{"message":{"token":"slow"}}"#, accessToken: token)
        let quotaResponse = FCMResponse(status: quota.status, body: Array(quota.body.utf8))
        #expect(quota.status == 429)
        #expect(quotaResponse.errorCode == .quotaExceeded)
        #expect(quotaResponse.errorStatus == "RESOURCE_EXHAUSTED")

        let bad = FCMResponse(status: 0, body: Array(try bed.send(#"{"message":{"token":"a","data":{"n":1}}}"#, accessToken: token).body.utf8))
        #expect(bad.errorCode == .invalidArgument)

        let unauthenticated = try bed.send(#"{"message":{"token":"abc"}}"#, accessToken: "ya29.forged")
        #expect(unauthenticated.status == 401)
        #expect(FCMResponse(status: 401, body: Array(unauthenticated.body.utf8)).isAccessTokenRejected)

        bed.clock.advance(by: 3601)
        let expired = try bed.send(#"{"message":{"token":"abc"}}"#, accessToken: token)
        #expect(expired.status == 401)
    }
}
