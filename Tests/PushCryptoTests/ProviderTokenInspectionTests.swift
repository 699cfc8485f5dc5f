import PushCore
import PushCrypto
import Testing

/// `jwt --inspect`'s report: what a token claims, whether APNs would take it, and whether a given
/// key signed it.
@Suite struct ProviderTokenInspectionTests {
    static let issuedAt = 1_700_000_000

    @Test func aFreshTokenCopiedAsAHeaderIsUsableAndSignedByItsKey() throws {
        let key = try ECPrivateKey.generateP256()
        let token = try ProviderJWT.sign(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: Self.issuedAt, key: key)
        var inspection = try ProviderTokenInspection("  authorization: bearer \(token)\n", now: Self.issuedAt + 60)
        #expect(inspection.isUsable)
        #expect(inspection.lines.contains("key ID     ABC123DEFG (kid)"), "\(inspection.lines)")
        #expect(!inspection.lines.joined().contains(token), "the token is shown shortened")
        inspection.check(against: key, keyFile: "key.p8", keyID: "ABC123DEFG", teamID: nil)
        #expect(inspection.isUsable)
        #expect(inspection.lines.last == "signed by  key.p8: the signature verifies with its public key")
    }

    @Test func anotherKeyOrAnotherIDMakesItUnusableAndSaysWhy() throws {
        let token = try ProviderJWT.sign(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: Self.issuedAt, key: try ECPrivateKey.generateP256())
        var inspection = try ProviderTokenInspection(token, now: Self.issuedAt)
        inspection.check(against: try ECPrivateKey.generateP256(), keyFile: "other.p8", keyID: "ZZZ999ZZZZ", teamID: "DEF123GHIJ")
        #expect(!inspection.isUsable)
        #expect(inspection.lines.suffix(2) == [
            "signed by  not other.p8: the signature does not verify with its public key (APNs: InvalidProviderToken)",
            "mismatch   the token's key ID is ABC123DEFG, the key's is ZZZ999ZZZZ",
        ], "\(inspection.lines)")
    }

    @Test func aTokenOlderThanAnHourIsUnusable() throws {
        let token = try ProviderJWT.sign(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: Self.issuedAt, key: try ECPrivateKey.generateP256())
        #expect(try !ProviderTokenInspection(token, now: Self.issuedAt + 2 * 60 * 60).isUsable)
        #expect(throws: JWTDecodeError.self) { try ProviderTokenInspection("not.a.jwt", now: Self.issuedAt) }
    }
}
