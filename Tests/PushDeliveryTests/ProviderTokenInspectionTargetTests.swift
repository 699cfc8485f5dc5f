import Foundation
import PushCrypto
import PushDelivery
import PushSimulatorFixture
import PushTestSupport
import Testing

/// `pushtui jwt --inspect` with a profile or `--key-file`: a provider token checked against the key a target names.
@Suite struct ProviderTokenInspectionTargetTests {
    @Test func aTokenIsCheckedAgainstTheTargetsKeyAndIDs() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-inspect")
        let key = try ProviderKey(keyID: "ABCDE12345", teamID: "TEAM123456")
        let other = try ProviderKey(keyID: "ZZZZZ99999", teamID: "TEAM123456")
        let now = 1_800_000_000
        let token = try ProviderJWT.sign(keyID: key.keyID, teamID: key.teamID, issuedAt: now - 60, key: key.privateKey)
        let inspection = try ProviderTokenInspection(token, now: now)
        var target = try APNsTarget()
        target.keyFile = try files.writePrivate(key.privateKey.pkcs8PEM(), to: "AuthKey_ABCDE12345.p8")
        let signed = try inspection.checked(against: target)
        #expect(signed.warnings.isEmpty && signed.value.isUsable, "\(signed.value.lines)")
        target.keyFile = try files.writePrivate(other.privateKey.pkcs8PEM(), to: "AuthKey_ZZZZZ99999.p8")
        let forged = try inspection.checked(against: target).value
        #expect(!forged.isUsable)
        #expect(forged.lines.contains { $0.contains("does not verify") }, "\(forged.lines)")
    }

    @Test func aTargetWithoutAP8KeyIsACredentialsError() throws {
        let token = try ProviderJWT.sign(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: 1_800_000_000,
                                         key: try ProviderKey(keyID: "ABCDE12345", teamID: "TEAM123456").privateKey)
        let error = try #require(throws: ResolutionError.self) {
            try ProviderTokenInspection(token, now: 1_800_000_000).checked(against: try APNsTarget())
        }
        #expect(error.kind == .credentials && error.description.contains("no .p8 key"))
    }
}
