import Foundation
import PushCore
import PushTestSupport
import Testing

/// `auth` with `"type": "certificate"`: what is read, what is refused and where, and what a save writes.
@Suite("Profile certificate auth")
struct ProfileCertificateAuthTests {
    private func profile(auth: String) -> String {
        """
        {"name": "cert", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
         "auth": \(auth)}
        """
    }

    private func decode(_ text: String) -> Result<Profile, ProfileLoadError> {
        ProfileCodec.decode(Array(text.utf8), file: "c.json")
    }

    private func problems(_ text: String) -> [ProfileProblem] {
        guard case .failure(let error) = decode(text) else { return [] }
        return error.problems
    }

    @Test(arguments: [
        (#"{"type": "certificate", "file": "~/certs/push.p12", "passphraseEnv": "APNS_CERT_PASSPHRASE"}"#,
         APNsAuth.certificate(file: "~/certs/push.p12", passphrase: .environment("APNS_CERT_PASSPHRASE"), keyFile: nil)),
        (#"{"type": "certificate", "file": "push.p12", "passphrase": ""}"#,
         APNsAuth.certificate(file: "push.p12", passphrase: .inProfile(""), keyFile: nil)),
        (#"{"type": "certificate", "file": "cert.pem", "keyFile": "$KEYS/key.pem", "passphrase": "s3cret"}"#,
         APNsAuth.certificate(file: "cert.pem", passphrase: .inProfile("s3cret"), keyFile: "$KEYS/key.pem")),
        (#"{"type": "certificate", "file": "push.p12", "passphraseKeyring": "acme push 2027"}"#,
         APNsAuth.certificate(file: "push.p12", passphrase: .keyring("acme push 2027"), keyFile: nil)),
        (#"{"type": "certificate", "file": "push.p12", "passphrase": null, "passphraseKeyring": "k"}"#,
         APNsAuth.certificate(file: "push.p12", passphrase: .keyring("k"), keyFile: nil)),
        (#"{"type": "certificate", "file": "both.pem"}"#,
         APNsAuth.certificate(file: "both.pem", passphrase: .none, keyFile: nil)),
    ])
    func readsEveryShape(auth: String, expected: APNsAuth) throws {
        let decoded = try decode(profile(auth: auth)).get()
        #expect(decoded.apns?.auth == expected)
        #expect(decoded.apns?.auth.typeName == "certificate")
        #expect(decoded.apns?.auth.certificateFile == expected.certificateFile)
    }

    @Test(arguments: [
        (#"{"type": "certificate"}"#, "auth.file", "is missing; expected a string", 2),
        (#"{"type": "certificate", "file": ""}"#, "auth.file", "expected a non-empty string, found ''", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseEnv": "1PASS"}"#, "auth.passphraseEnv",
         "expected an environment variable name like APNS_CERT_PASSPHRASE, found '1PASS'", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseEnv": "MY PASS"}"#, "auth.passphraseEnv",
         "expected an environment variable name like APNS_CERT_PASSPHRASE, found 'MY PASS'", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphrase": "x", "passphraseEnv": "P"}"#, "auth.passphraseEnv",
         "give one of passphrase, passphraseEnv or passphraseKeyring, found passphrase and passphraseEnv "
            + "(passphraseEnv and passphraseKeyring keep the secret out of the file)", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseEnv": "P", "passphraseKeyring": "k"}"#, "auth.passphraseKeyring",
         "give one of passphrase, passphraseEnv or passphraseKeyring, found passphraseEnv and passphraseKeyring "
            + "(passphraseEnv and passphraseKeyring keep the secret out of the file)", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseKeyring": ""}"#, "auth.passphraseKeyring",
         "expected a non-empty string, found ''", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseKeyring": 12}"#, "auth.passphraseKeyring",
         "expected a non-empty string, found 12", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseKeyring": "a\u0007b"}"#, "auth.passphraseKeyring",
         "a keyring item name must not hold control characters, found U+7", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphraseKeyring": "\#(String(repeating: "n", count: 129))"}"#, "auth.passphraseKeyring",
         "a keyring item name has at most 128 characters, found 129", 2),
        (#"{"type": "certificate", "file": "a.pem", "keyFile": 7}"#, "auth.keyFile", "expected a non-empty string, found 7", 2),
        (#"{"type": "certificate", "file": "a.p12", "passphrase": false}"#, "auth.passphrase", "expected a string, found false", 2),
    ])
    func namesTheFieldAndItsPosition(auth: String, field: String, message: String, line: Int) {
        let found = problems(profile(auth: auth))
        let problem = found.first { $0.field == field }
        #expect(problem?.message == message, "got \(found.map(\.description))")
        #expect(problem?.position?.line == line, "got \(found.map(\.description))")
    }

    @Test func memberPositionPointsAtItsKey() throws {
        let text = profile(auth: #"{"type": "certificate", "file": "a.p12", "passphraseEnv": "bad-name"}"#)
        let problem = try #require(problems(text).first)
        let position = try #require(problem.position)
        let key = try #require(text.range(of: "\"passphraseEnv\""))
        #expect(position.offset == text.utf8.distance(from: text.utf8.startIndex, to: key.lowerBound))
        #expect(problem.description.hasPrefix("c.json:2:"))
    }

    @Test func tokenMembersInACertificateAuthAreKeptAsUnknown() throws {
        let text = profile(auth: #"{"type": "certificate", "file": "a.p12", "keyID": "OLDKEY", "rotation": 2027}"#)
        let decoded = try decode(text).get()
        #expect(decoded.authUnknownMembers.map(\.key) == ["keyID", "rotation"])
        let encoded = ProfileCodec.encode(decoded)
        #expect(try decode(encoded).get() == decoded)
        #expect(encoded.contains("\"keyID\": \"OLDKEY\""))
    }

    @Test(arguments: [
        APNsAuth.certificate(file: "~/certs/push.p12", passphrase: .environment("APNS_CERT_PASSPHRASE"), keyFile: nil),
        APNsAuth.certificate(file: "cert.pem", passphrase: .inProfile(""), keyFile: "key.pem"),
        APNsAuth.certificate(file: "push.p12", passphrase: .keyring("acme push"), keyFile: nil),
    ])
    func roundTrips(auth: APNsAuth) throws {
        let original = Profile.apns(name: "c", environment: .production, topic: "com.example.app", auth: auth,
                               authUnknownMembers: [JSONMember(key: "note", value: .string("renew in May"))])
        let text = ProfileCodec.encode(original)
        #expect(try decode(text).get() == original)
    }

    @Test func writesTheCertificateMembersInSchemaOrder() {
        let original = Profile.apns(name: "c", environment: .sandbox, topic: "t",
                               auth: .certificate(file: "c.pem", passphrase: .environment("PASS"), keyFile: "k.pem"))
        #expect(ProfileCodec.encode(original).contains("""
              "auth": {
                "type": "certificate",
                "file": "c.pem",
                "passphraseEnv": "PASS",
                "keyFile": "k.pem"
              }
            """))
    }

    @Test func keyFileNamesTheSeparateKeyOnly() {
        #expect(APNsAuth.token(keyFile: "k.p8", keyID: "K", teamID: "T").keyFile == "k.p8")
        #expect(APNsAuth.token(keyFile: "k.p8", keyID: "K", teamID: "T").certificateFile == nil)
        #expect(APNsAuth.certificate(file: "c.p12", passphrase: .none, keyFile: nil).keyFile == nil)
        #expect(APNsAuth.certificate(file: "c.pem", passphrase: .none, keyFile: "k.pem").keyFile == "k.pem")
    }

    @Test func descriptionHidesThePassphraseEvenInsideAProfile() {
        let auth = APNsAuth.certificate(file: "c.p12", passphrase: .inProfile("hunter2"), keyFile: nil)
        #expect(auth.description == "certificate(file: c.p12, passphrase: <hidden>)")
        let profile = Profile.apns(name: "c", environment: .sandbox, topic: "t", auth: auth)
        #expect(!String(describing: profile).contains("hunter2"))
        #expect(String(describing: profile).contains("<hidden>"))
    }

    @Test func aKeyringItemIsNamedInTheDescriptionAndWrittenUnderItsOwnKey() {
        let auth = APNsAuth.certificate(file: "c.p12", passphrase: .keyring("acme push"), keyFile: nil)
        #expect(auth.description == "certificate(file: c.p12, passphraseKeyring: acme push)")
        let encoded = ProfileCodec.encode(Profile.apns(name: "c", environment: .sandbox, topic: "t", auth: auth))
        #expect(encoded.contains(#""passphraseKeyring": "acme push""#))
        #expect(!encoded.contains(#""passphrase":"#) && !encoded.contains("passphraseEnv"))
    }
}
