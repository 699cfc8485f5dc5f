import PushTestSupport
import Testing

@testable import PushCrypto

@Suite struct ES256SignatureTests {
    @Test func signatureIsSixtyFourBytesAndVerifies() throws {
        let key = try ECPrivateKey.generateP256()
        let message = Array("hello APNs".utf8)
        let signature = try key.signES256(message)
        #expect(signature.count == 64)
        #expect(key.publicKey.verifyES256(message, signature: signature))
        #expect(!key.publicKey.verifyES256(Array("hello APNS".utf8), signature: signature))
    }

    @Test func derAndRawFormsRoundTrip() throws {
        let key = try ECPrivateKey.generateP256()
        let der = try key.signES256DER(Array("round trip".utf8))
        #expect(der.first == 0x30)
        let raw = try #require(ES256Signature.raw(fromDER: der))
        #expect(raw.count == 64)
        #expect(ES256Signature.der(fromRaw: raw) == der)
    }

    @Test(arguments: [0, 63, 65, 72])
    func rawSignatureOfWrongLengthIsRejected(_ length: Int) throws {
        let key = try ECPrivateKey.generateP256()
        let message = Array("length".utf8)
        let signature = try key.signES256(message)
        let resized = Array((signature + signature).prefix(length))
        #expect(ES256Signature.der(fromRaw: resized) == nil)
        #expect(!key.publicKey.verifyES256(message, signature: resized))
    }

    @Test func derWithTrailingBytesIsRejected() throws {
        let key = try ECPrivateKey.generateP256()
        let message = Array("trailing".utf8)
        let der = try key.signES256DER(message)
        #expect(key.publicKey.verifyES256(message, derSignature: der))
        #expect(ES256Signature.raw(fromDER: der + [0]) == nil)
        #expect(!key.publicKey.verifyES256(message, derSignature: der + [0]))
    }

    @Test func derVerificationIsOnlyUsedWhenAsked() throws {
        let key = try ECPrivateKey.generateP256()
        let message = Array("der".utf8)
        let der = try key.signES256DER(message)
        #expect(!key.publicKey.verifyES256(message, signature: der))
        #expect(key.publicKey.verifyES256(message, derSignature: der))
    }

    /// About 1 in 256 signatures has an `r` or `s` below 2^247, whose DER INTEGER is shorter than 32 bytes.
    /// The JOSE form must still be 64 bytes, left-padded with zeros, and verify everywhere.
    @Test func shortScalarIsLeftPaddedAndVerifiesWithTheOpenSSLCLI() throws {
        let key = try ECPrivateKey.generateP256()
        var found: (message: [UInt8], der: [UInt8], r: Int, s: Int)?
        for attempt in 0..<5000 {
            let message = Array("short scalar \(attempt)".utf8)
            let der = try key.signES256DER(message)
            let (r, s) = try #require(DERSignatureShape.integerLengths(der))
            if r < 32 || s < 32 {
                found = (message, der, r, s)
                break
            }
        }
        let (message, der, rLength, sLength) = try #require(found, "no DER integer shorter than 32 bytes in 5000 signatures")
        let signature = try #require(ES256Signature.raw(fromDER: der))
        #expect(signature.count == 64)
        if rLength < 32 { #expect(signature[0] == 0) }
        if sLength < 32 { #expect(signature[32] == 0) }
        #expect(key.publicKey.verifyES256(message, signature: signature))
        #expect(ES256Signature.der(fromRaw: signature) == der)

        let directory = try TemporaryDirectory()
        try directory.write(key.publicKey.pem(), to: "pub.pem")
        try directory.write(message, to: "input")
        // Re-encode from the JOSE form, so the CLI judges the padded bytes, not OpenSSL's original.
        try directory.write(try #require(ES256Signature.der(fromRaw: signature)), to: "sig.der")
        let result = try CommandLineTool.openssl(
            ["dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.der", "input"], in: directory.url)
        #expect(result.standardOutput.contains("Verified OK"))
    }
}

/// Reads the two INTEGER lengths of a DER `ECDSA-Sig-Value`, independently of OpenSSL.
enum DERSignatureShape {
    static func integerLengths(_ der: [UInt8]) -> (r: Int, s: Int)? {
        // SEQUENCE (short length, as ES256 signatures always are) { INTEGER r, INTEGER s }.
        guard der.count > 6, der[0] == 0x30, Int(der[1]) == der.count - 2, der[2] == 0x02 else { return nil }
        let rLength = Int(der[3])
        let sTag = 4 + rLength
        guard sTag + 1 < der.count, der[sTag] == 0x02 else { return nil }
        let sLength = Int(der[sTag + 1])
        guard sTag + 2 + sLength == der.count else { return nil }
        return (rLength, sLength)
    }
}
