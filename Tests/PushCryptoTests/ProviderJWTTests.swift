import Foundation
import PushTestSupport
import Testing

@testable import PushCrypto

@Suite struct ProviderJWTTests {
    // Expected parts computed independently with Python's base64.urlsafe_b64encode, padding stripped.
    static let headerPart = "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ"  // {"alg":"ES256","kid":"ABC123DEFG"}
    static let claimsPart = "eyJpc3MiOiJERUYxMjNHSElKIiwiaWF0IjoxNzAwMDAwMDAwfQ"  // {"iss":"DEF123GHIJ","iat":1700000000}
    static let stringIATClaimsPart = "eyJpc3MiOiJERUYxMjNHSElKIiwiaWF0IjoiMTcwMDAwMDAwMCJ9"  // "iat":"1700000000"
    static let typedHeaderPart = "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkciLCJ0eXAiOiJKV1QifQ"  // + "typ":"JWT"

    let key: ECPrivateKey

    init() throws {
        key = try ECPrivateKey.generateP256()
    }

    private func sign(issuedAt: Int = 1_700_000_000) throws -> String {
        try ProviderJWT.sign(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: issuedAt, key: key)
    }

    /// Signs arbitrary header and claims parts with the test key, as another client library would.
    private func token(header: String, claims: String) throws -> String {
        let input = header + "." + claims
        return input + "." + Base64URL.encode(try key.signES256(Array(input.utf8)))
    }

    @Test func headerAndClaimsAreExactlyWhatAPNsExpects() throws {
        let parts = try sign().split(separator: ".", omittingEmptySubsequences: false)
        try #require(parts.count == 3)
        #expect(parts[0] == Self.headerPart)
        #expect(parts[1] == Self.claimsPart)
        #expect(Base64URL.decode(String(parts[0])) == Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8))
        #expect(Base64URL.decode(String(parts[1])) == Array(#"{"iss":"DEF123GHIJ","iat":1700000000}"#.utf8))
        #expect(Base64URL.decode(String(parts[2]))?.count == 64)
        #expect(!parts.contains { $0.contains("=") || $0.contains("+") || $0.contains("/") })
    }

    @Test func decodesWhatItSignsAndVerifies() throws {
        let decoded = try ProviderJWT.decode(sign())
        #expect(decoded.keyID == "ABC123DEFG")
        #expect(decoded.teamID == "DEF123GHIJ")
        #expect(decoded.issuedAt == 1_700_000_000)
        #expect(decoded.algorithm == "ES256")
        #expect(decoded.signingInput == Array((Self.headerPart + "." + Self.claimsPart).utf8))
        #expect(decoded.signature.count == 64)
        #expect(decoded.verify(with: key.publicKey))
    }

    @Test func acceptsIssuedAtAsNumericStringAndExtraFields() throws {
        let decoded = try ProviderJWT.decode(token(header: Self.typedHeaderPart, claims: Self.stringIATClaimsPart))
        #expect(decoded.issuedAt == 1_700_000_000)
        #expect(decoded.keyID == "ABC123DEFG")
        #expect(decoded.verify(with: key.publicKey))
    }

    @Test func escapesIDsSoTheyRoundTrip() throws {
        let keyID = "quote\"back\\slash\u{1}"
        let jwt = try ProviderJWT.sign(keyID: keyID, teamID: "tab\there", issuedAt: 5, key: key)
        let decoded = try ProviderJWT.decode(jwt)
        #expect(decoded.keyID == keyID)
        #expect(decoded.teamID == "tab\there")
    }

    @Test func flippedSignatureBitFailsVerification() throws {
        let decoded = try ProviderJWT.decode(sign())
        for index in [0, 31, 32, 63] {
            var signature = decoded.signature
            signature[index] ^= 0x01
            let tampered = DecodedProviderJWT(
                keyID: decoded.keyID, teamID: decoded.teamID, issuedAt: decoded.issuedAt,
                algorithm: decoded.algorithm, signingInput: decoded.signingInput, signature: signature)
            #expect(!tampered.verify(with: key.publicKey), "bit flipped in byte \(index)")
        }
    }

    @Test func wrongKeyFailsVerification() throws {
        let decoded = try ProviderJWT.decode(sign())
        #expect(!decoded.verify(with: try ECPrivateKey.generateP256().publicKey))
    }

    @Test func swappedKeyIDFailsVerification() throws {
        let parts = try sign().split(separator: ".")
        let otherHeader = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ZZZ999ZZZZ"}"#.utf8))
        let decoded = try ProviderJWT.decode([otherHeader, String(parts[1]), String(parts[2])].joined(separator: "."))
        #expect(decoded.keyID == "ZZZ999ZZZZ")
        #expect(!decoded.verify(with: key.publicKey))
    }

    @Test func otherAlgorithmIsNeverVerified() throws {
        let header = Base64URL.encode(Array(#"{"alg":"HS256","kid":"ABC123DEFG"}"#.utf8))
        let decoded = try ProviderJWT.decode(token(header: header, claims: Self.claimsPart))
        #expect(decoded.algorithm == "HS256")
        #expect(!decoded.verify(with: key.publicKey))
    }

    @Test func derSignatureVerifiesOnlyWhenAccepted() throws {
        let input = Self.headerPart + "." + Self.claimsPart
        let der = try key.signES256DER(Array(input.utf8))
        let decoded = try ProviderJWT.decode(input + "." + Base64URL.encode(der))
        #expect(!decoded.verify(with: key.publicKey))
        #expect(decoded.verify(with: key.publicKey, acceptingDER: true))
    }

    @Test(arguments: [
        ("a.b", JWTDecodeError.wrongPartCount(found: 2)),
        ("a.b.c.d", .wrongPartCount(found: 4)),
        ("", .wrongPartCount(found: 1)),
        ("e30=.\(claimsPart).AA", .notBase64URL(.header)),
        ("\(headerPart).!.AA", .notBase64URL(.claims)),
        ("\(headerPart).\(claimsPart).AA==", .notBase64URL(.signature)),
    ])
    func malformedStructureIsExplained(_ jwt: String, _ expected: JWTDecodeError) {
        #expect(throws: expected) { try ProviderJWT.decode(jwt) }
    }

    @Test(arguments: [
        (#"{"alg":"ES256"}"#, #"{"iss":"T","iat":1}"#, JWTDecodeError.missingField(.header, name: "kid")),
        (#"{"kid":"K"}"#, #"{"iss":"T","iat":1}"#, .missingField(.header, name: "alg")),
        (#"{"alg":"ES256","kid":"K"}"#, #"{"iat":1}"#, .missingField(.claims, name: "iss")),
        (#"{"alg":"ES256","kid":"K"}"#, #"{"iss":"T"}"#, .missingField(.claims, name: "iat")),
        (#"{"alg":"ES256","kid":7}"#, #"{"iss":"T","iat":1}"#, .wrongFieldType(.header, name: "kid", expected: "a string")),
        (#"{"alg":"ES256","kid":"K"}"#, #"{"iss":"T","iat":true}"#,
         .wrongFieldType(.claims, name: "iat", expected: "an integer (number or numeric string)")),
        (#"{"alg":"ES256","kid":"K"}"#, #"{"iss":"T","iat":1.5}"#,
         .wrongFieldType(.claims, name: "iat", expected: "an integer (number or numeric string)")),
        (#"{"alg":"ES256","kid":"K"}"#, #"{"iss":"T","iat":"soon"}"#,
         .wrongFieldType(.claims, name: "iat", expected: "an integer (number or numeric string)")),
    ])
    func missingOrMistypedFieldsAreNamed(_ header: String, _ claims: String, _ expected: JWTDecodeError) {
        let jwt = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8)) + ".AA"
        #expect(throws: expected) { try ProviderJWT.decode(jwt) }
    }

    @Test(arguments: ["not json", "[1,2]", "\"text\""])
    func nonObjectJSONIsReported(_ text: String) throws {
        let jwt = Base64URL.encode(Array(text.utf8)) + "." + Self.claimsPart + ".AA"
        let error = #expect(throws: JWTDecodeError.self) { try ProviderJWT.decode(jwt) }
        guard case .notJSONObject(.header, let detail) = error?.base else {
            Issue.record("expected notJSONObject(.header), got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
        #expect(error?.description.hasPrefix("provider token header is not a JSON object: ") == true)
    }

    @Test func errorMessagesReadWell() {
        #expect(JWTDecodeError.wrongPartCount(found: 2).description
            == "provider token must have 3 parts separated by '.' (header.claims.signature), found 2")
        #expect(JWTDecodeError.missingField(.claims, name: "iat").description == #"provider token claims has no "iat" field"#)
        #expect(JWTDecodeError.notBase64URL(.signature).description == "provider token signature is not base64url without padding")
    }

    @Test func shortenedShowsOnlyTheLastEightCharacters() throws {
        let jwt = try sign()
        let short = ProviderJWT.shortened(jwt)
        #expect(short == "…" + jwt.suffix(8))
        #expect(short.count == 9)
    }

    @Test func signatureVerifiesWithTheOpenSSLCLI() throws {
        let parts = try sign().split(separator: ".")
        let directory = try TemporaryDirectory()
        try directory.write(key.publicKey.pem(), to: "pub.pem")
        try directory.write(Array((parts[0] + "." + parts[1]).utf8), to: "input")
        let raw = try #require(Base64URL.decode(String(parts[2])))
        try directory.write(try #require(ES256Signature.der(fromRaw: raw)), to: "sig.der")
        let verified = try CommandLineTool.openssl(
            ["dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.der", "input"], in: directory.url)
        #expect(verified.standardOutput.contains("Verified OK"))

        // The same check must fail for a different input, or the CLI step proves nothing.
        try directory.write(Array("tampered".utf8), to: "input")
        let rejected = try CommandLineTool.run(
            "openssl", ["dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.der", "input"], in: directory.url)
        #expect(rejected.status != 0)
        #expect(rejected.standardOutput.contains("Verification failure"))
    }

    static let systemPython = "/usr/bin/python3"
    static var systemPythonHasPyJWT: Bool {
        (try? CommandLineTool.run(systemPython, ["-c", "import jwt"], in: FileManager.default.temporaryDirectory).status) == 0
    }

    @Test(.enabled(if: systemPythonHasPyJWT, "/usr/bin/python3 has no PyJWT (python3-jwt)"))
    func pyJWTVerifiesTheToken() throws {
        let directory = try TemporaryDirectory()
        try directory.write(key.publicKey.pem(), to: "pub.pem")
        try directory.write(try sign(), to: "token")
        let script = """
            import jwt
            token = open("token").read()
            claims = jwt.decode(token, open("pub.pem").read(), algorithms=["ES256"])
            header = jwt.get_unverified_header(token)
            print(header["alg"], header["kid"], claims["iss"], claims["iat"])
            """
        let result = try CommandLineTool.run(Self.systemPython, ["-c", script], in: directory.url)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput == "ES256 ABC123DEFG DEF123GHIJ 1700000000\n")
    }
}
