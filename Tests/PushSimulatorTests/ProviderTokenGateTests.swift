import Foundation
import PushCore
import PushCrypto
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The per-connection token rules without a network: header forms and signature encodings.
struct ProviderTokenGateTests {
    let key: ProviderKey
    let keys: [String: TrustedKey]
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        key = try ProviderKey()
        keys = [key.keyID: key.trusted]
    }

    private var jwt: String {
        get throws { try ProviderJWT.sign(keyID: key.keyID, teamID: key.teamID, issuedAt: Int(now.timeIntervalSince1970), key: key.privateKey) }
    }

    @Test(arguments: [
        (nil, APNsReason.missingProviderToken),
        ("", .missingProviderToken),
        ("bearer ", .missingProviderToken),
        ("bearer", .missingProviderToken),
        ("Basic dXNlcjpwYXNz", .invalidProviderToken),
        ("bearer a.b.c", .invalidProviderToken),
    ] as [(String?, APNsReason)])
    func headerForms(_ authorization: String?, _ reason: APNsReason) {
        var gate = ProviderTokenGate()
        #expect(gate.check(authorization: authorization, trustedKeys: keys, now: now) == reason)
        #expect(!gate.hasAcceptedToken)
    }

    @Test func schemeIsCaseInsensitive() throws {
        var gate = ProviderTokenGate()
        #expect(gate.check(authorization: "Bearer " + (try jwt), trustedKeys: keys, now: now) == nil)
        #expect(gate.hasAcceptedToken)
    }

    @Test func derSignatureIsAcceptedLikeApplesOwnRecipe() throws {
        let parts = try jwt.split(separator: ".")
        let signingInput = Array("\(parts[0]).\(parts[1])".utf8)
        let der = try key.privateKey.signES256DER(signingInput)
        var gate = ProviderTokenGate()
        let token = "\(parts[0]).\(parts[1]).\(Base64URL.encode(der))"
        #expect(gate.check(authorization: "bearer " + token, trustedKeys: keys, now: now) == nil)
    }

    @Test func rejectedTokensDoNotBindTheConnection() throws {
        let other = try ProviderKey(keyID: "OTHERKEY12")
        let keys = keys.merging([other.keyID: other.trusted]) { first, _ in first }
        var gate = ProviderTokenGate()
        let stale = "bearer " + (try ProviderJWT.sign(keyID: key.keyID, teamID: key.teamID, issuedAt: Int(now.timeIntervalSince1970) - 7200, key: key.privateKey))
        #expect(gate.check(authorization: stale, trustedKeys: keys, now: now) == .expiredProviderToken)
        // Neither the key ID nor the 20-minute clock was taken by the rejected token.
        #expect(gate.check(authorization: try other.authorization(issuedAt: Int(now.timeIntervalSince1970)), trustedKeys: keys, now: now) == nil)
    }
}
