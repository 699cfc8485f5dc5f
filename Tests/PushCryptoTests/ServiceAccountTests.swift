import Foundation
import PushTestSupport
import Testing

@testable import PushCrypto

/// Service-account JSON parsing and the RS256 assertion, checked by the `openssl` CLI as an independent verifier.
@Suite struct ServiceAccountTests {
    /// One generated key shared by the suite: RSA generation is slow on two cores.
    static let key: RSAPrivateKey? = try? RSAPrivateKey.generate()

    private func account() throws -> ServiceAccount {
        ServiceAccount(clientEmail: "sender@demo-project.iam.gserviceaccount.com", privateKeyID: "k1d",
                       projectID: "demo-project", privateKey: try #require(Self.key))
    }

    @Test func parsesWhatItWritesAndNeverPrintsTheKey() throws {
        let original = try account()
        let parsed = try ServiceAccount(json: Array(original.jsonText().utf8))
        #expect(parsed.clientEmail == original.clientEmail)
        #expect(parsed.privateKeyID == "k1d")
        #expect(parsed.projectID == "demo-project")
        #expect(parsed.tokenURI == ServiceAccount.defaultTokenURI)
        #expect(parsed.privateKey.publicKey.pem() == original.privateKey.publicKey.pem())
        #expect(!parsed.description.contains("PRIVATE"))
        #expect(!"\(parsed.privateKey)".contains("PRIVATE"))
    }

    @Test(arguments: [
        (#"{"private_key":"x"}"#, ServiceAccountError.Reason.missingField("client_email")),
        (#"{"client_email":"a@b"}"#, .missingField("private_key")),
        (#"{"client_email":7,"private_key":"x"}"#, .notAString("client_email")),
        (#"{"type":"authorized_user"}"#, .wrongType(found: "authorized_user")),
    ])
    func namesTheFieldAtFault(json: String, expected: ServiceAccountError.Reason) {
        #expect(throws: ServiceAccountError(expected)) { try ServiceAccount(json: Array(json.utf8)) }
    }

    @Test func rejectsAnECKeyWithoutEchoingIt() throws {
        let ecPEM = try ECPrivateKey.generateP256().pkcs8PEM()
        let json = #"{"client_email":"a@b","private_key":\#(JSONString.quoted(ecPEM))}"#
        let error = try #require(throws: ServiceAccountError.self) { try ServiceAccount(json: Array(json.utf8)) }
        #expect(error.reason == .badPrivateKey(KeyLoadError(.notRSA(found: "EC"))))
        #expect(error.description.contains("\"private_key\""))
        #expect(!error.description.contains("BEGIN"))
    }

    @Test func reportsAMissingFileWithItsPath() {
        let error = #expect(throws: ServiceAccountError.self) { try ServiceAccount(contentsOfFile: "/nonexistent/sa.json") }
        #expect(error?.description.contains("/nonexistent/sa.json") == true)
    }

    @Test func assertionHasGooglesClaimsAndVerifies() throws {
        let jwt = try ServiceAccountAssertion.sign(account: account(), issuedAt: 1_700_000_000, lifetime: 9999)
        let decoded = try ServiceAccountAssertion.decode(jwt)
        #expect(decoded.algorithm == "RS256")
        #expect(decoded.keyID == "k1d")
        #expect(decoded.issuer == "sender@demo-project.iam.gserviceaccount.com")
        #expect(decoded.scope == "https://www.googleapis.com/auth/firebase.messaging")
        #expect(decoded.audience == "https://oauth2.googleapis.com/token")
        #expect(decoded.issuedAt == 1_700_000_000)
        #expect(decoded.expiresAt == 1_700_003_600)
        #expect(decoded.verify(with: try account().privateKey.publicKey))
        let header = try #require(Base64URL.decode(String(jwt.split(separator: ".")[0])))
        #expect(String(decoding: header, as: UTF8.self) == #"{"alg":"RS256","typ":"JWT","kid":"k1d"}"#)
    }

    @Test func tamperedAssertionDoesNotVerify() throws {
        let key = try account().privateKey.publicKey
        let jwt = try ServiceAccountAssertion.sign(account: account(), issuedAt: 1_700_000_000)
        #expect(try !ServiceAccountAssertion.decode(jwt).verify(with: RSAPrivateKey.generate().publicKey))
        let parts = jwt.split(separator: ".").map(String.init)
        let later = try ServiceAccountAssertion.sign(account: account(), issuedAt: 1_700_000_001).split(separator: ".").map(String.init)
        let spliced = [parts[0], later[1], parts[2]].joined(separator: ".")
        #expect(try !ServiceAccountAssertion.decode(spliced).verify(with: key))
        #expect(try ServiceAccountAssertion.decode(jwt).verify(with: key))
    }

    @Test func opensslCLIVerifiesTheSignature() throws {
        let jwt = try ServiceAccountAssertion.sign(account: account(), issuedAt: 1_700_000_000)
        let parts = jwt.split(separator: ".").map(String.init)
        try #require(parts.count == 3)
        let directory = try TemporaryDirectory(prefix: "rs256")
        defer { directory.remove() }
        try directory.write(try account().privateKey.publicKey.pem(), to: "public.pem")
        try directory.write(parts[0] + "." + parts[1], to: "input")
        try directory.write(try #require(Base64URL.decode(parts[2])), to: "signature")
        let verified = try CommandLineTool.openssl(
            ["dgst", "-sha256", "-verify", "public.pem", "-signature", "signature", "input"], in: directory.url)
        #expect(verified.standardOutput.contains("Verified OK"))
        try directory.write(parts[0] + "." + parts[1] + "x", to: "input")
        let rejected = try CommandLineTool.run("openssl", ["dgst", "-sha256", "-verify", "public.pem", "-signature", "signature", "input"],
                                               in: directory.url)
        #expect(rejected.status != 0)
    }
}
