import PushTestSupport
import Testing

@testable import PushCrypto

@Suite struct ECPublicKeyTests {
    @Test func loadsThePEMItWrites() throws {
        let key = try ECPrivateKey.generateP256()
        let pem = key.publicKey.pem()
        #expect(pem.hasPrefix("-----BEGIN PUBLIC KEY-----\n"))
        let loaded = try ECPublicKey(pem: pem)
        let message = Array("from the private key".utf8)
        #expect(loaded.verifyES256(message, signature: try key.signES256(message)))
    }

    @Test func loadsFromFileAndMatchesTheCLI() throws {
        let directory = try TemporaryDirectory()
        let key = try ECPrivateKey.generateP256()
        try directory.write(key.pkcs8PEM(), to: "key.p8")
        try CommandLineTool.openssl(["pkey", "-in", "key.p8", "-pubout", "-out", "pub.pem"], in: directory.url)
        let loaded = try ECPublicKey(contentsOfFile: directory.file("pub.pem"))
        #expect(loaded.pem() == key.publicKey.pem())
    }

    @Test func privateKeyIsRejectedAsNotAPublicKey() throws {
        let pem = try ECPrivateKey.generateP256().pkcs8PEM()
        let error = #expect(throws: KeyLoadError.self) { try ECPublicKey(pem: pem) }
        #expect(error?.reason == .notAPublicKey(foundLabel: "PRIVATE KEY"))
        #expect(error?.description == "the key text contains a private key (-----BEGIN PRIVATE KEY-----), "
            + "not a public key; expected -----BEGIN PUBLIC KEY-----")
    }

    @Test func p384PublicKeyIsRejected() throws {
        let directory = try TemporaryDirectory()
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384", "-out", "p384.pem"], in: directory.url)
        try CommandLineTool.openssl(["pkey", "-in", "p384.pem", "-pubout", "-out", "pub384.pem"], in: directory.url)
        let error = #expect(throws: KeyLoadError.self) { try ECPublicKey(contentsOfFile: directory.file("pub384.pem")) }
        #expect(error?.reason == .notP256(found: "secp384r1"))
        #expect(error?.path == directory.file("pub384.pem"))
    }

    @Test func wrongKeyDoesNotVerify() throws {
        let signer = try ECPrivateKey.generateP256()
        let other = try ECPrivateKey.generateP256()
        let message = Array("who signed this".utf8)
        #expect(!other.publicKey.verifyES256(message, signature: try signer.signES256(message)))
    }
}
