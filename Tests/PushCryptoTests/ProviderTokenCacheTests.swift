import Foundation
import PushTestSupport
import PushCore
import Testing

@testable import PushCrypto

@Suite struct ProviderTokenCacheTests {
    static let start = 1_700_000_000
    let clock = ManualClock(start)
    let key: ECPrivateKey
    let cache: ProviderTokenCache

    init() throws {
        key = try ECPrivateKey.generateP256()
        let clock = clock
        cache = ProviderTokenCache(clock: { clock.epochSeconds })
    }

    private func token() throws -> String {
        try cache.token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)
    }

    private func tokenAfterExpiry(of rejected: String) throws -> String {
        try cache.tokenAfterExpiredProviderToken(rejected: rejected, keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)
    }

    private func issuedAt(_ jwt: String) throws -> Int {
        try ProviderJWT.decode(jwt).issuedAt
    }

    @Test func theLifeOfTheCachedTokenIsAValue() throws {
        #expect(cache.life(keyID: "ABC123DEFG", teamID: "DEF123GHIJ") == nil, "nothing minted yet")
        let first = try token()
        #expect(cache.life(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
                == ProviderTokenLife(issuedAt: Self.start, renewsAt: Self.start + 50 * 60, guardEndsAt: Self.start + 20 * 60,
                                     wasMintedEarly: false))
        #expect(cache.life(keyID: "OTHERKEY00", teamID: "DEF123GHIJ") == nil, "per team and key")
        clock.advance(by: 5 * 60)
        _ = try tokenAfterExpiry(of: first)
        let early = try #require(cache.life(keyID: "ABC123DEFG", teamID: "DEF123GHIJ"))
        #expect(early.issuedAt == Self.start + 5 * 60 && early.wasMintedEarly && early.guardEndsAt == Self.start + 25 * 60)
        #expect(early.age(now: Self.start + 15 * 60).seconds == 10 * 60)
    }

    @Test func reusesTheTokenForFiftyMinutes() throws {
        let first = try token()
        #expect(try issuedAt(first) == Self.start)
        clock.advance(by: 50 * 60 - 1)
        #expect(try token() == first)
    }

    @Test func mintsAFreshTokenAfterFiftyMinutes() throws {
        let first = try token()
        clock.advance(by: 50 * 60)
        let second = try token()
        #expect(second != first)
        #expect(try issuedAt(second) == Self.start + 50 * 60)
        #expect(try ProviderJWT.decode(second).verify(with: key.publicKey))
        clock.advance(by: 49 * 60)
        #expect(try token() == second)
    }

    @Test func keepsOneTokenPerTeamAndKey() throws {
        let first = try token()
        let otherKey = try cache.token(keyID: "KEY2222222", teamID: "DEF123GHIJ", key: key)
        let otherTeam = try cache.token(keyID: "ABC123DEFG", teamID: "TEAM222222", key: key)
        #expect(Set([first, otherKey, otherTeam]).count == 3)
        #expect(try ProviderJWT.decode(otherKey).keyID == "KEY2222222")
        #expect(try ProviderJWT.decode(otherTeam).teamID == "TEAM222222")
        #expect(try token() == first)
    }

    @Test func expiredProviderTokenMintsOnceEvenInsideTwentyMinutes() throws {
        let first = try token()
        clock.advance(by: 5 * 60)
        let second = try tokenAfterExpiry(of: first)
        #expect(second != first)
        #expect(try issuedAt(second) == Self.start + 5 * 60)
        // Late reports about the first token do not mint again.
        #expect(try tokenAfterExpiry(of: first) == second)
        #expect(try token() == second)
    }

    @Test func earlyReplacementIsNotReplacedAgainInsideTwentyMinutes() throws {
        let first = try token()
        clock.advance(by: 60)
        let second = try tokenAfterExpiry(of: first)
        clock.advance(by: 20 * 60 - 1)
        // The server keeps calling our fresh tokens expired: a skewed clock; do not storm.
        #expect(try tokenAfterExpiry(of: second) == second)
        clock.advance(by: 1)
        let third = try tokenAfterExpiry(of: second)
        #expect(third != second)
        #expect(try issuedAt(third) == Self.start + 21 * 60)
    }

    @Test func expiryOfAnOldTokenMintsNormally() throws {
        let first = try token()
        clock.advance(by: 30 * 60)
        let second = try tokenAfterExpiry(of: first)
        #expect(second != first)
        clock.advance(by: 20 * 60)
        // second is 20 minutes old and was not forced early: a new expiry report replaces it.
        let third = try tokenAfterExpiry(of: second)
        #expect(third != second)
    }

    @Test func expiryReportWithoutCachedTokenReturnsAFreshOne() throws {
        let fresh = try tokenAfterExpiry(of: "header.claims.signature")
        #expect(try token() == fresh)
    }

    @Test func removeAllForgetsTokens() throws {
        let first = try token()
        cache.removeAll()
        #expect(try token() != first)
    }

    @Test func customReuseWindowIsHonoured() throws {
        let clock = clock
        let short = ProviderTokenCache(clock: { clock.epochSeconds }, reuseFor: 60, minimumAge: 30)
        let first = try short.token(keyID: "K", teamID: "T", key: key)
        clock.advance(by: 59)
        #expect(try short.token(keyID: "K", teamID: "T", key: key) == first)
        clock.advance(by: 1)
        #expect(try short.token(keyID: "K", teamID: "T", key: key) != first)
    }

    /// A cache whose minting is counted and slow (it signs many times), so racing threads overlap inside it.
    private func countingCache() -> (ProviderTokenCache, Counter) {
        let clock = clock
        let mints = Counter()
        let cache = ProviderTokenCache(clock: { clock.epochSeconds }, reuseFor: 50 * 60, minimumAge: 20 * 60) {
            keyID, teamID, issuedAt, key throws(OpenSSLError) in
            mints.increment()
            for _ in 0..<50 { _ = try key.signES256([0]) }
            return try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: key)
        }
        return (cache, mints)
    }

    /// Runs `body` on `count` threads released together, and returns what each returned.
    private func raceThreads(_ count: Int, _ body: @escaping @Sendable () -> String) -> [String] {
        let results = Locked<[String]>([])
        let gate = DispatchGroup()
        gate.enter()
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            Thread.detachNewThread {
                gate.wait()
                let result = body()
                results.withLock { $0.append(result) }
                done.leave()
            }
        }
        gate.leave()
        done.wait()
        return results.withLock { $0 }
    }

    @Test func manyThreadsAskingAtOnceCauseOneMint() throws {
        let (cache, mints) = countingCache()
        let key = key
        let tokens = raceThreads(32) {
            (try? cache.token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)) ?? "failed"
        }
        #expect(mints.value == 1)
        #expect(tokens.count == 32)
        #expect(Set(tokens).count == 1)
        #expect(!tokens.contains("failed"))
    }

    @Test func manyConcurrentPerformCallersShareOneToken() throws {
        let (cache, mints) = countingCache()
        let key = key
        let results = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let jwt = (try? cache.token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)) ?? "failed"
            results.withLock { $0.append(jwt) }
        }
        #expect(mints.value == 1)
        #expect(Set(results.withLock { $0 }).count == 1)
    }

    @Test func manyExpiryReportsAtOnceCauseOneMint() throws {
        let (cache, mints) = countingCache()
        let key = key
        let rejected = try cache.token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)
        clock.advance(by: 60)
        let tokens = Set(raceThreads(32) {
            (try? cache.tokenAfterExpiredProviderToken(
                rejected: rejected, keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key)) ?? "failed"
        })
        #expect(mints.value == 2)
        #expect(tokens.count == 1)
        #expect(!tokens.contains(rejected))
        #expect(!tokens.contains("failed"))
        #expect(try cache.token(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", key: key) == tokens.first)
    }
}
