import Foundation
import PushTestSupport
import Testing

@testable import PushCrypto

/// Loading keys made by the `openssl` CLI, and every way a wrong file is explained.
@Suite struct ECPrivateKeyTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Makes a P-256 PKCS#8 key with the CLI, like an APNs `.p8`, and returns its path.
    private func makeP256PKCS8() throws -> String {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "AuthKey.p8"], in: directory.url)
        return directory.file("AuthKey.p8")
    }

    @Test func loadsPKCS8KeyMadeByOpenSSLAndSignsWhatTheCLIVerifies() throws {
        let path = try makeP256PKCS8()
        #expect(try directory.read("AuthKey.p8").hasPrefix("-----BEGIN PRIVATE KEY-----"))
        let key = try ECPrivateKey(contentsOfFile: path)

        let message = Array("signed by a CLI-made key".utf8)
        let signature = try key.signES256(message)
        try CommandLineTool.openssl(["pkey", "-in", "AuthKey.p8", "-pubout", "-out", "pub.pem"], in: directory.url)
        try directory.write(message, to: "input")
        try directory.write(try #require(ES256Signature.der(fromRaw: signature)), to: "sig.der")
        let result = try CommandLineTool.openssl(
            ["dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.der", "input"], in: directory.url)
        #expect(result.standardOutput.contains("Verified OK"))
    }

    @Test func loadsSEC1KeyAndDerivesTheSamePublicKey() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(["ec", "-in", path, "-out", "sec1.pem"], in: directory.url)
        #expect(try directory.read("sec1.pem").hasPrefix("-----BEGIN EC PRIVATE KEY-----"))

        let sec1 = try ECPrivateKey(contentsOfFile: directory.file("sec1.pem"))
        let pkcs8 = try ECPrivateKey(contentsOfFile: path)
        #expect(sec1.publicKey.pem() == pkcs8.publicKey.pem())
    }

    @Test func decryptsEncryptedPKCS8WithItsPassphrase() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(
            ["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:x", "-in", path, "-out", "enc.p8"], in: directory.url)
        let decrypted = try ECPrivateKey(contentsOfFile: directory.file("enc.p8"), passphrase: "x")
        #expect(decrypted.publicKey.pem() == (try ECPrivateKey(contentsOfFile: path)).publicKey.pem())
    }

    @Test func encryptedPKCS8WithoutPassphraseAsksForOne() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(
            ["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:x", "-in", path, "-out", "enc.p8"], in: directory.url)
        let encrypted = directory.file("enc.p8")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: encrypted) }
        #expect(error?.reason == .passphraseRequired)
        #expect(error?.description == "key file \(encrypted) is encrypted; give its passphrase")
    }

    @Test func encryptedPKCS8WithWrongPassphraseSaysSo() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(
            ["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:x", "-in", path, "-out", "enc.p8"], in: directory.url)
        let encrypted = directory.file("enc.p8")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: encrypted, passphrase: "not x") }
        guard case .wrongPassphrase = error?.reason else {
            Issue.record("expected wrongPassphrase, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("key file \(encrypted) is encrypted and the passphrase did not decrypt it") == true)
    }

    @Test func legacyEncryptedSEC1WithoutPassphraseAsksForOne() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(["ec", "-in", path, "-aes256", "-passout", "pass:x", "-out", "enc-sec1.pem"], in: directory.url)
        #expect(try directory.read("enc-sec1.pem").contains("Proc-Type: 4,ENCRYPTED"))
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: directory.file("enc-sec1.pem")) }
        #expect(error?.reason == .passphraseRequired)
        #expect(try ECPrivateKey(contentsOfFile: directory.file("enc-sec1.pem"), passphrase: "x").publicKey.pem().isEmpty == false)
    }

    @Test func rsaKeyIsRejectedAsNotEC() throws {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", "rsa.pem"], in: directory.url)
        let path = directory.file("rsa.pem")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: path) }
        #expect(error?.reason == .notEC(found: "RSA"))
        #expect(error?.description == "key file \(path) holds an RSA key, but APNs needs an EC key on P-256 (ES256)")
    }

    @Test func traditionalRSAKeyIsRejectedAsNotEC() throws {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", "rsa.pem"], in: directory.url)
        try CommandLineTool.openssl(["rsa", "-in", "rsa.pem", "-traditional", "-out", "rsa-traditional.pem"], in: directory.url)
        #expect(try directory.read("rsa-traditional.pem").hasPrefix("-----BEGIN RSA PRIVATE KEY-----"))
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: directory.file("rsa-traditional.pem")) }
        #expect(error?.reason == .notEC(found: "RSA"))
    }

    @Test func p384KeyIsRejectedWithItsCurve() throws {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384", "-out", "p384.pem"], in: directory.url)
        let path = directory.file("p384.pem")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: path) }
        #expect(error?.reason == .notP256(found: "secp384r1"))
        #expect(error?.description == "key file \(path) holds an EC key on curve secp384r1, but APNs needs P-256 (prime256v1)")
    }

    @Test func publicKeyIsRejectedAsNotAPrivateKey() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(["pkey", "-in", path, "-pubout", "-out", "pub.pem"], in: directory.url)
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: directory.file("pub.pem")) }
        #expect(error?.reason == .notAPrivateKey(foundLabel: "PUBLIC KEY"))
        #expect(error?.description == "key file \(directory.file("pub.pem")) contains a public key (-----BEGIN PUBLIC KEY-----), "
            + "not a private key; an APNs key starts with -----BEGIN PRIVATE KEY-----")
    }

    @Test func certificateIsRejectedAsNotAPrivateKey() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(
            ["req", "-x509", "-new", "-key", path, "-subj", "/CN=pushtui test", "-days", "1", "-out", "cert.pem"], in: directory.url)
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: directory.file("cert.pem")) }
        #expect(error?.reason == .notAPrivateKey(foundLabel: "CERTIFICATE"))
        #expect(error?.description.contains("contains a certificate (-----BEGIN CERTIFICATE-----), not a private key") == true)
    }

    @Test func certificateFollowedByKeyLoadsTheKey() throws {
        let path = try makeP256PKCS8()
        try CommandLineTool.openssl(
            ["req", "-x509", "-new", "-key", path, "-subj", "/CN=pushtui test", "-days", "1", "-out", "cert.pem"], in: directory.url)
        let combined = try directory.read("cert.pem") + directory.read("AuthKey.p8")
        let key = try ECPrivateKey(pem: combined)
        #expect(key.publicKey.pem() == (try ECPrivateKey(contentsOfFile: path)).publicKey.pem())
    }

    @Test(arguments: ["hello, this is not a key\n", "", "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n"])
    func textWithoutPEMBlockIsExplained(_ text: String) throws {
        let path = try directory.write(text, to: "garbage.p8")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: path) }
        #expect(error?.reason == .notPEM)
        #expect(error?.description == "key file \(path) does not contain a PEM block; "
            + "an APNs key starts with -----BEGIN PRIVATE KEY-----")
    }

    @Test func damagedPEMBodyIsReportedWithOpenSSLText() throws {
        let pem = "-----BEGIN PRIVATE KEY-----\nAAAAAAAAAAAAAAAA\n-----END PRIVATE KEY-----\n"
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(pem: pem) }
        guard case .damaged(let detail) = error?.reason else {
            Issue.record("expected damaged, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
        #expect(error?.description.hasPrefix("the key text has a PEM block that OpenSSL cannot decode: ") == true)
    }

    @Test func missingFileReportsPathAndSystemReason() {
        let path = directory.file("AuthKey_MISSING.p8")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: path) }
        #expect(error?.reason == .unreadableFile(reason: "No such file or directory"))
        #expect(error?.description == "cannot read key file \(path): No such file or directory")
    }

    @Test func directoryInsteadOfFileIsUnreadable() {
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(contentsOfFile: directory.url.path) }
        #expect(error?.reason == .unreadableFile(reason: "Is a directory"))
    }

    @Test func errorDescriptionsNeverContainKeyMaterial() throws {
        _ = try makeP256PKCS8()
        let pem = try directory.read("AuthKey.p8")
        let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }
        // A damaged copy keeps most of the real base64, which must not leak into the message.
        let damaged = pem.replacingOccurrences(of: String(body[0].prefix(8)), with: "!!!!!!!!")
        let error = #expect(throws: KeyLoadError.self) { try ECPrivateKey(pem: damaged) }
        let description = try #require(error).description
        for line in body { #expect(!description.contains(line.suffix(16))) }
    }

    @Test func generatedKeyRoundTripsThroughPKCS8PEM() throws {
        let key = try ECPrivateKey.generateP256()
        let pem = key.pkcs8PEM()
        #expect(pem.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
        #expect(pem.hasSuffix("-----END PRIVATE KEY-----\n"))
        let reloaded = try ECPrivateKey(pem: pem)
        #expect(reloaded.publicKey.pem() == key.publicKey.pem())

        // The CLI agrees that this is a P-256 key.
        try directory.write(pem, to: "generated.p8")
        let text = try CommandLineTool.openssl(["pkey", "-in", "generated.p8", "-noout", "-text"], in: directory.url)
        #expect(text.standardOutput.contains("prime256v1"))
    }

    @Test func keyWithWindowsLineEndingsAndNoFinalNewlineLoads() throws {
        let key = try ECPrivateKey.generateP256()
        let windows = key.pkcs8PEM().replacingOccurrences(of: "\n", with: "\r\n").trimmingCharacters(in: .newlines)
        #expect(windows.contains("\r\n"))
        #expect(try ECPrivateKey(pem: windows).publicKey.pem() == key.publicKey.pem())
    }

    @Test func generatedKeysDiffer() throws {
        #expect(try ECPrivateKey.generateP256().publicKey.pem() != ECPrivateKey.generateP256().publicKey.pem())
    }

    @Test func descriptionDoesNotRevealTheKey() throws {
        let key = try ECPrivateKey.generateP256()
        #expect("\(key)" == "ECPrivateKey(P-256)")
    }
}
