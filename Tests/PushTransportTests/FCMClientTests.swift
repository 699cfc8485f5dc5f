import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport
import Testing

@testable import PushTransport

/// FCMClient against the simulator's FCM mode over real TLS.
@Suite(.serialized) struct FCMClientTests {
    @Test func sendsAndGetsTheMessageName() async throws {
        let fixture = try FCMClientFixture()
        defer { fixture.stop() }
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("reg-1"))
        #expect(result.outcome == .delivered, "\(result.summary)")
        #expect(result.response?.messageName == "projects/demo-project/messages/1")
        #expect(result.attempts == 1)
    }

    @Test func validateOnlyAnswersWithTheFakeID() async throws {
        let fixture = try FCMClientFixture()
        defer { fixture.stop() }
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .topic("news"), validateOnly: true)
        #expect(result.response?.messageName == "projects/demo-project/messages/fake_message_id")
    }

    @Test(arguments: FCMErrorCode.documented.map { $0.code })
    func mapsEachErrorCode(code: FCMErrorCode) async throws {
        let fixture = try FCMClientFixture(tokenErrors: ["doomed": code])
        defer { fixture.stop() }
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("doomed"))
        let expectedStatus = FCMErrorCode.documented.first { $0.code == code }?.status
        #expect(result.response?.status == expectedStatus)
        #expect(result.response?.errorCode == code)
        #expect(result.outcome == code.outcome)
        #expect(result.outcome != .delivered)
        // THIRD_PARTY_AUTH_ERROR is a 401 too, but about the project's credentials: no token refresh.
        #expect(result.attempts == 1)
    }

    @Test func badPayloadIsInvalidArgument() async throws {
        let fixture = try FCMClientFixture()
        defer { fixture.stop() }
        let result = await fixture.client.send(message: try FCMClientFixture.message(#"{"data":{"n":1}}"#), target: .token("reg"))
        #expect(result.response?.status == 400)
        #expect(result.response?.errorCode == .invalidArgument)
        #expect(result.outcome == .invalidMessage)
    }

    @Test func reusesTheCachedAccessToken() async throws {
        let fixture = try FCMClientFixture()
        defer { fixture.stop() }
        for number in 1...3 {
            let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("reg-\(number)"))
            #expect(result.outcome == .delivered)
        }
        let grants = try fixture.journal().filter { $0.path == FCMSimulation.tokenPath }
        #expect(grants.count == 1)
        // Five minutes before expiry the cache asks again.
        fixture.clientClock.advance(by: 3600 - FCMAccessTokenCache.renewalMargin)
        fixture.serverClock.advance(by: 3600 - FCMAccessTokenCache.renewalMargin)
        #expect(await fixture.client.send(message: try FCMClientFixture.message(), target: .token("reg-4")).outcome == .delivered)
        #expect(try fixture.journal().filter { $0.path == FCMSimulation.tokenPath }.count == 2)
    }

    @Test func aBurstOfSendsFetchesOneAccessToken() async throws {
        let fixture = try FCMClientFixture()
        defer { fixture.stop() }
        let message = try FCMClientFixture.message()
        let client = fixture.client
        let outcomes = await withTaskGroup(of: PushOutcome.self) { group in
            for number in 0..<20 {
                group.addTask { await client.send(message: message, target: .token("burst-\(number)")).outcome }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 20)
        #expect(outcomes.allSatisfy { $0 == .delivered })
        #expect(try fixture.journal().filter { $0.path == FCMSimulation.tokenPath }.count == 1)
    }

    @Test func refreshesOnceAfterABare401() async throws {
        let fixture = try FCMClientFixture(accessTokenLifetime: 3600)
        defer { fixture.stop() }
        #expect(await fixture.client.send(message: try FCMClientFixture.message(), target: .token("a")).outcome == .delivered)
        // The server's clock passes the token's expiry while the client still trusts its cache
        // (the clocks stay close enough for the new assertion's iat and exp to be accepted).
        fixture.clientClock.advance(by: 1000)
        fixture.serverClock.advance(by: 4000)
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("b"))
        #expect(result.outcome == .delivered, "\(result.summary)")
        #expect(result.attempts == 2)
        let statuses = try fixture.journal().map(\.status)
        #expect(statuses.filter { $0 == 401 }.count == 1)
    }

    @Test func refreshesOnlyOnce() async throws {
        // Tokens that are already expired when issued: the refreshed one fails too, and the client stops.
        let fixture = try FCMClientFixture(accessTokenLifetime: 0)
        defer { fixture.stop() }
        fixture.tokens.store("stale", expiresIn: 3600)
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("a"))
        #expect(result.attempts == 2)
        #expect(result.response?.status == 401)
        #expect(result.response?.isAccessTokenRejected == true)
        #expect(result.outcome == .unauthorized)
    }

    @Test func untrustedAccountIsRefusedAtTheTokenEndpoint() async throws {
        let fixture = try FCMClientFixture(trusted: false)
        defer { fixture.stop() }
        let result = await fixture.client.send(message: try FCMClientFixture.message(), target: .token("a"))
        #expect(result.failure == .accessTokenRefused(status: 401, error: "invalid_client", description: "The OAuth client was not found."))
        #expect(result.outcome == .unauthorized)
        #expect(result.attempts == 0)
    }

    @Test func endpointsRefuseACAForGoogleAndPlainHTTP() {
        #expect(throws: FCMEndpointError.caFileForPlatformHost(ExtraCARefusal(url: "https://fcm.googleapis.com"))) {
            try FCMEndpoints(tokenURL: "https://oauth2.googleapis.com/token", caFile: "/tmp/ca.pem")
        }
        #expect(throws: FCMEndpointError.notHTTPS("http://localhost:1")) {
            try FCMEndpoints(sendBaseURL: "http://localhost:1", tokenURL: "https://localhost:1/token")
        }
    }
}
