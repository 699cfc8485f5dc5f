import Foundation
import PushCrypto
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Provider-token rules, end to end with curl.
@Suite(.serialized) struct AuthorizationTests {
    @Test func missingAuthorizationIsMissingProviderToken() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: nil))
        #expect(response.status == 403)
        #expect(response.reason == "MissingProviderToken")
        #expect(response.headers["content-type"] == "application/json")
        #expect(fixture.simulator.deliveredNotifications.isEmpty)
    }

    enum BadToken: String, CaseIterable {
        case garbage, untrustedSigner, unknownKeyID, wrongTeam
    }

    @Test(arguments: BadToken.allCases)
    func invalidTokensAreInvalidProviderToken(_ kind: BadToken) throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let now = fixture.clock.epochSeconds
        let authorization: String = switch kind {
        case .garbage: "bearer not.a.jwt"
        // Same kid and team as the trusted key, but signed by a different private key.
        case .untrustedSigner: try ProviderKey(keyID: fixture.key.keyID, teamID: fixture.key.teamID).authorization(issuedAt: now)
        case .unknownKeyID: try ProviderKey(keyID: "UNKNOWN123", teamID: fixture.key.teamID).authorization(issuedAt: now)
        case .wrongTeam: "bearer " + (try ProviderJWT.sign(keyID: fixture.key.keyID, teamID: "OTHERTEAM1", issuedAt: now, key: fixture.key.privateKey))
        }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: authorization))
        #expect(response.status == 403)
        #expect(response.reason == "InvalidProviderToken")
    }

    @Test func tokenOlderThanAnHourIsExpired() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let stale = try fixture.key.authorization(issuedAt: fixture.clock.epochSeconds - 3601)
        let fresh = try fixture.key.authorization(issuedAt: fixture.clock.epochSeconds - 3599)
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: stale)),
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: fresh)),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [403, 200])
        #expect(results[0].body.contains("\"ExpiredProviderToken\""))
    }

    @Test func acceptedTokenExpiresOnTheSameConnectionAfterAnHour() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        var gate = ProviderTokenGate()
        let keys = [fixture.key.keyID: fixture.key.trusted]
        let token = try fixture.authorization
        #expect(gate.check(authorization: token, trustedKeys: keys, now: fixture.clock.date) == nil)
        fixture.clock.advance(by: 3601)
        #expect(gate.check(authorization: token, trustedKeys: keys, now: fixture.clock.date) == .expiredProviderToken)
    }

    @Test func newTokenWithinTwentyMinutesIsTooManyProviderTokenUpdates() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let now = fixture.clock.epochSeconds
        let first = try fixture.key.authorization(issuedAt: now)
        let second = try fixture.key.authorization(issuedAt: now - 1)
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: first)),
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: second)),
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: first)),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, 429, 200])
        #expect(results[1].body.contains("\"TooManyProviderTokenUpdates\""))
        let journal = try fixture.journal()
        #expect(Set(journal.map(\.connection)) == [1], "all three must share one connection")
    }

    @Test func newTokenAfterTwentyMinutesIsAccepted() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        var gate = ProviderTokenGate()
        let keys = [fixture.key.keyID: fixture.key.trusted]
        #expect(gate.check(authorization: try fixture.authorization, trustedKeys: keys, now: fixture.clock.date) == nil)
        fixture.clock.advance(by: 20 * 60 - 1)
        #expect(gate.check(authorization: try fixture.authorization, trustedKeys: keys, now: fixture.clock.date) == .tooManyProviderTokenUpdates)
        fixture.clock.advance(by: 2)
        #expect(gate.check(authorization: try fixture.authorization, trustedKeys: keys, now: fixture.clock.date) == nil)
    }

    @Test func secondKeyIDOnOneConnectionIsUnrelatedKeyIDInToken() throws {
        let other = try ProviderKey(keyID: "OTHERKEY12")
        let fixture = try SimulatorFixture(extraKeys: [other])
        defer { fixture.stop() }
        let now = fixture.clock.epochSeconds
        let results = try curlSequence([
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: try fixture.key.authorization(issuedAt: now))),
            SequencedRequest(url: fixture.url(), headers: fixture.headers(authorization: try other.authorization(issuedAt: now))),
        ], caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, 403])
        #expect(results[1].body.contains("\"UnrelatedKeyIdInToken\""))
        // On a fresh connection the other key is fine.
        let alone = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try other.authorization(issuedAt: now)))
        #expect(alone.status == 200)
    }

    @Test func oneStreamUntilTheFirstValidTokenThenTheAdvertisedLimit() throws {
        let fixture = try SimulatorFixture(maxConcurrentStreams: 321)
        defer { fixture.stop() }
        let result = try nghttp([fixture.url()], caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let limits = nghttpReceivedFrames(result.standardOutput, type: "SETTINGS")
            .flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("[SETTINGS_MAX_CONCURRENT_STREAMS") }
        #expect(limits == ["[SETTINGS_MAX_CONCURRENT_STREAMS(0x03):1]", "[SETTINGS_MAX_CONCURRENT_STREAMS(0x03):321]"], "\(result.standardOutput)")
    }
}

extension AuthorizationTests {
    /// nghttp opens its streams either before the server's SETTINGS arrive (then the extras are
    /// refused) or after (then it waits for the raised limit): whichever, no stream is lost and
    /// every refusal is REFUSED_STREAM, which tells the client nothing was processed.
    @Test func streamsBeyondTheFirstBeforeAValidTokenAreRefusedNeverLost() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let result = try nghttp(fixture.distinctURLs(3), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization), body: "{\"aps\":{}}")
        let resets = nghttpReceivedFrames(result.standardOutput, type: "RST_STREAM")
        #expect(resets.allSatisfy { $0.contains("REFUSED_STREAM") }, "\(result.standardOutput)")
        let journal = try fixture.journal()
        #expect(journal.allSatisfy { $0.status == 200 })
        #expect(journal.count + resets.count == 3, "\(result.standardOutput)")
        #expect(journal.count >= 1)
    }
}
