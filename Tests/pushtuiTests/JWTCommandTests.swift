import Foundation
import PushCrypto
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui jwt` run as a binary: the token it prints must be one PushCrypto (and so the simulator) accepts.
@Suite struct JWTCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-jwt")
    }

    /// How a test-time key reaches the .p8 file.
    enum KeySource: String, CaseIterable, Sendable {
        /// PushCrypto generates it and writes PKCS#8.
        case pushCrypto
        /// The openssl CLI generates it, independent of PushCrypto.
        case opensslCLI
    }

    /// Writes a fresh P-256 key to `AuthKey.p8` and returns it with its path.
    private func makeKey(_ source: KeySource) throws -> (key: ECPrivateKey, path: String) {
        switch source {
        case .pushCrypto:
            let key = try ECPrivateKey.generateP256()
            // Owner-only like a key should be: pushtui warns on stderr otherwise.
            return (key, try directory.writePrivate(key.pkcs8PEM(), to: "AuthKey.p8"))
        case .opensslCLI:
            try CommandLineTool.openssl(
                ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "AuthKey.p8"], in: directory.url)
            let path = directory.file("AuthKey.p8")
            return (try ECPrivateKey(contentsOfFile: path), path)
        }
    }

    /// The base64 lines of a PEM file: what must never be echoed.
    private func secretLines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("-----") }.map(String.init)
    }

    @Test(arguments: KeySource.allCases)
    func printsATokenPushCryptoVerifies(_ source: KeySource) throws {
        let (key, path) = try makeKey(source)
        let result = try Pushtui.run(["jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ",
                                      "--issued-at", "1780000000"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardError.isEmpty, "\(result.transcript)")
        #expect(result.standardOutput.hasSuffix("\n"))
        let jwt = result.standardOutput.trimmingCharacters(in: .newlines)
        #expect(!jwt.contains("\n"))
        let decoded = try ProviderJWT.decode(jwt)
        #expect(decoded.keyID == "ABC123DEFG")
        #expect(decoded.teamID == "DEF123GHIJ")
        #expect(decoded.issuedAt == 1_780_000_000)
        #expect(decoded.algorithm == "ES256")
        #expect(decoded.verify(with: key.publicKey))
        #expect(!decoded.verify(with: try ECPrivateKey.generateP256().publicKey), "a token must not verify with a stranger's key")
        for line in try secretLines(path) {
            #expect(!result.standardOutput.contains(line) && !result.standardError.contains(line), "key bytes were printed")
        }
    }

    @Test func issuedAtDefaultsToNow() throws {
        let (_, path) = try makeKey(.pushCrypto)
        let before = Int(Date().timeIntervalSince1970)
        let result = try Pushtui.run(["jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"])
        let after = Int(Date().timeIntervalSince1970)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let decoded = try ProviderJWT.decode(result.standardOutput.trimmingCharacters(in: .newlines))
        #expect((before...after).contains(decoded.issuedAt), "iat \(decoded.issuedAt) not in \(before)...\(after)")
    }

    @Test func missingKeyFileIsACredentialsErrorNamingThePath() throws {
        let path = directory.file("AuthKey_MISSING.p8")
        let result = try Pushtui.run(["jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui jwt: "), "\(result.transcript)")
        #expect(result.standardError.contains(path), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    @Test func rsaKeyIsACredentialsErrorThatSaysECIsNeeded() throws {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", "rsa.p8"], in: directory.url)
        let path = directory.file("rsa.p8")
        let result = try Pushtui.run(["jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("RSA"), "\(result.transcript)")
        #expect(result.standardError.contains("EC key on P-256"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        for line in try secretLines(path) {
            #expect(!result.standardError.contains(line), "key bytes were printed")
        }
    }

    @Test func fileThatIsNoKeyIsACredentialsErrorWithoutEchoingIt() throws {
        let secret = "c2VjcmV0LWJ5dGVzLXRoYXQtbXVzdC1ub3QtbGVhaw"
        let path = try directory.write("-----BEGIN PRIVATE KEY-----\n\(secret)\n-----END PRIVATE KEY-----\n", to: "broken.p8")
        let result = try Pushtui.run(["jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(path), "\(result.transcript)")
        #expect(!result.standardError.contains(secret), "\(result.transcript)")
    }

    @Test func unwritableStandardOutputIsAnErrorNotACrash() throws {
        let (_, path) = try makeKey(.pushCrypto)
        // /dev/full fails every write with ENOSPC, like a full disk; a closed pipe fails the same way.
        let result = try CommandLineTool.run(
            "sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", try Pushtui.binary(),
                   "jwt", "--key-file", path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
            timeout: Pushtui.timeout)
        // Only the first line: a crash would fill the log with a backtrace.
        let firstErrorLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(result.signal == nil)
        #expect(result.status == ExitCode.failure.rawValue)
        #expect(firstErrorLine.hasPrefix("pushtui jwt: "))
    }

    @Test func profileSuppliesTheKeyAndFlagsOverrideIt() throws {
        let (key, _) = try makeKey(.pushCrypto)
        let profiles = try TemporaryDirectory(prefix: "pushtui-jwt-profiles")
        // The key file is named relative to the profile, which lives elsewhere.
        try FileManager.default.copyItem(atPath: directory.file("AuthKey.p8"), toPath: profiles.file("AuthKey.p8"))
        try profiles.write("""
            {"name": "signing", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "AuthKey.p8", "keyID": "ABC123DEFG", "teamID": "DEF123GHIJ"}}
            """, to: "signing.json")
        let result = try Pushtui.run(["jwt", "--profile", "signing", "--profiles", profiles.path, "--issued-at", "1780000000"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let decoded = try ProviderJWT.decode(result.standardOutput.trimmingCharacters(in: .newlines))
        #expect(decoded.keyID == "ABC123DEFG")
        #expect(decoded.teamID == "DEF123GHIJ")
        #expect(decoded.issuedAt == 1_780_000_000)
        #expect(decoded.verify(with: key.publicKey))

        let overridden = try Pushtui.run(["jwt", "--profile", "signing", "--profiles", profiles.path, "--key-id", "ZZZ123DEFG"])
        #expect(overridden.status == ExitCode.success.rawValue, "\(overridden.transcript)")
        let decodedOverride = try ProviderJWT.decode(overridden.standardOutput.trimmingCharacters(in: .newlines))
        #expect(decodedOverride.keyID == "ZZZ123DEFG")
        #expect(decodedOverride.teamID == "DEF123GHIJ")
        #expect(decodedOverride.verify(with: key.publicKey))
    }

    @Test func unknownProfileIsACredentialsError() throws {
        let profiles = try TemporaryDirectory(prefix: "pushtui-jwt-profiles")
        let result = try Pushtui.run(["jwt", "--profile", "absent", "--profiles", profiles.path])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui jwt: no profile 'absent' in \(profiles.path)"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }
}
