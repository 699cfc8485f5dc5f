import Foundation
import PushCrypto
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui jwt --inspect` run as a binary on tokens pushtui and OpenSSL make at test time.
@Suite struct JWTInspectTests {
    let directory: TemporaryDirectory
    let key: ECPrivateKey
    let keyPath: String

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-jwt-inspect")
        key = try ECPrivateKey.generateP256()
        keyPath = try directory.writePrivate(key.pkcs8PEM(), to: "AuthKey_ABC123DEFG.p8")
    }

    private var now: Int { Int(Date().timeIntervalSince1970) }

    private func token(issuedAt: Int, signer: ECPrivateKey? = nil) throws -> String {
        try ProviderJWT.sign(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: issuedAt, key: signer ?? key)
    }

    private func line(_ prefix: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }

    @Test func freshTokenShowsItsFieldsAgeAndTheKeyThatSignedIt() throws {
        let jwt = try token(issuedAt: now - 12 * 60)
        let result = try Pushtui.run(["jwt", "--inspect", jwt, "--key-file", keyPath])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let out = result.standardOutput
        #expect(line("header", in: out) == #"header     {"alg":"ES256","kid":"ABC123DEFG"}"#, "\(out)")
        #expect(line("key ID", in: out)?.contains("ABC123DEFG") == true, "\(out)")
        #expect(line("team ID", in: out)?.contains("DEF123GHIJ") == true, "\(out)")
        #expect(line("age", in: out)?.contains("APNs accepts it for another 4") == true, "\(out)")
        #expect(line("signed by", in: out) == "signed by  \(keyPath): the signature verifies with its public key", "\(out)")
        #expect(line("token", in: out)?.contains(ProviderJWT.shortened(jwt)) == true, "\(out)")
        #expect(!out.contains(jwt), "the whole token was printed")
        let keyBody = key.pkcs8PEM().split(separator: "\n").filter { !$0.hasPrefix("-----") }
        for secret in keyBody { #expect(!out.contains(secret) && !result.standardError.contains(secret)) }
    }

    @Test func expiredTokenSaysExpiredAndExitsWithCredentials() throws {
        let result = try Pushtui.run(["jwt", "--inspect", try token(issuedAt: now - 2 * 3600)])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(line("age", in: result.standardOutput)?.contains("expired") == true, "\(result.transcript)")
        #expect(result.standardOutput.contains("ExpiredProviderToken"), "\(result.transcript)")
    }

    @Test func tokenFromTheFutureIsCalledOut() throws {
        let result = try Pushtui.run(["jwt", "--inspect", try token(issuedAt: now + 3 * 3600)])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(line("age", in: result.standardOutput)?.contains("in the future") == true, "\(result.transcript)")
    }

    @Test func anotherKeysSignatureDoesNotVerify() throws {
        let stranger = try ECPrivateKey.generateP256()
        let result = try Pushtui.run(["jwt", "--inspect", try token(issuedAt: now, signer: stranger), "--key-file", keyPath])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(line("signed by", in: result.standardOutput)?.contains("does not verify") == true, "\(result.transcript)")
    }

    /// Apple's shell recipe signs with `openssl dgst -sign`, which makes a DER signature.
    @Test func opensslRecipeTokenFromStandardInputIsRecognisedAsDER() throws {
        let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8))
        let claims = Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":\#(now)}"#.utf8))
        let signingInput = try directory.write("\(header).\(claims)", to: "input.txt")
        try CommandLineTool.openssl(["dgst", "-binary", "-sha256", "-sign", keyPath, "-out", "signature.der", signingInput],
                                    in: directory.url)
        let der = try Array(Data(contentsOf: URL(fileURLWithPath: directory.file("signature.der"))))
        let input = try directory.write("authorization: bearer \(header).\(claims).\(Base64URL.encode(der))\n", to: "token.txt")
        let result = try Pushtui.run(["jwt", "--inspect", "-", "--key-file", keyPath], input: input)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(line("signature", in: result.standardOutput)?.contains("DER") == true, "\(result.transcript)")
        #expect(line("signed by", in: result.standardOutput)?.contains("verifies") == true, "\(result.transcript)")
    }

    @Test func profileKeyIsUsedAndAKeyIDMismatchIsNamed() throws {
        try directory.write("""
            {"name": "signing", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "AuthKey_ABC123DEFG.p8", "keyID": "ZZZ123DEFG", "teamID": "DEF123GHIJ"}}
            """, to: "signing.json")
        let result = try Pushtui.run(["jwt", "--inspect", try token(issuedAt: now), "--profile", "signing", "--profiles", directory.path])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(line("signed by", in: result.standardOutput)?.contains("verifies") == true, "\(result.transcript)")
        #expect(line("mismatch", in: result.standardOutput) == "mismatch   the token's key ID is ABC123DEFG, the key's is ZZZ123DEFG",
                "\(result.transcript)")
    }

    @Test(arguments: [
        ("abc.def", "3 parts"),
        ("!!!.e30.AA", "header is not base64url"),
        ("e30.e30.AA", "header has no \"alg\" field"),
        ("", "no provider token given"),
    ])
    func malformedTokenIsInvalidInputNamingThePart(_ text: String, _ message: String) throws {
        let result = try Pushtui.run(["jwt", "--inspect", text])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui jwt: "), "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }
}
