import Testing

@testable import PushCrypto

@Suite struct Base64URLTests {
    /// RFC 4648 §10 vectors, with padding removed.
    @Test(arguments: [
        ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"),
    ])
    func encodesRFC4648VectorsWithoutPadding(_ plain: String, _ encoded: String) {
        #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
        #expect(Base64URL.decode(encoded) == Array(plain.utf8))
    }

    @Test func usesTheURLSafeAlphabet() {
        // Standard base64 of these bytes is "+/8=" — both special characters and padding.
        #expect(Base64URL.encode([0xfb, 0xff]) == "-_8")
        #expect(Base64URL.decode("-_8") == [0xfb, 0xff])
    }

    @Test func roundTripsEveryByteValue() {
        let bytes = (0...255).map { UInt8($0) }
        for length in 0...bytes.count {
            let prefix = Array(bytes.prefix(length))
            #expect(Base64URL.decode(Base64URL.encode(prefix)) == prefix)
        }
    }

    @Test(arguments: ["Zg==", "Zm9v+", "Zm9v/", "a", "Zm 9v", "Zm9v\n", "Zm9v.", "ü"])
    func rejectsTextOutsideUnpaddedBase64URL(_ text: String) {
        #expect(Base64URL.decode(text) == nil)
    }
}
