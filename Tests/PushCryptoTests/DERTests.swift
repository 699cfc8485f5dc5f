import Testing

@testable import PushCrypto

/// The DER subset behind Apple's topics extension, including what a damaged extension looks like.
@Suite struct DERTests {
    @Test func longLengthsRoundTrip() throws {
        let name = String(repeating: "a", count: 300)
        let encoded = DER.utf8String(name)
        #expect(Array(encoded.prefix(4)) == [0x0C, 0x82, 0x01, 0x2C])
        let elements = try #require(DER.elements(in: encoded[...]))
        #expect(elements.map(\.text) == [name])
    }

    @Test(arguments: [
        [0x30, 0x05, 0x0C, 0x03, 0x61],   // content shorter than its length
        [0x30, 0x80, 0x00, 0x00],         // indefinite form (BER, not DER)
        [0x1F, 0x01, 0x00],               // multi-byte tag
        [0x30],                           // no length
        [0x30, 0x85, 1, 1, 1, 1, 1],      // five length bytes
    ] as [[UInt8]])
    func malformedInputIsRejected(_ bytes: [UInt8]) {
        #expect(DER.elements(in: bytes[...]) == nil)
    }

    @Test func topicsDecodeRejectsAStrayElement() {
        // SEQUENCE { INTEGER 1 }: neither a topic name nor a kinds list.
        #expect(ApplePushExtension.decodeTopics([0x30, 0x03, 0x02, 0x01, 0x01][...]) == nil)
        // Two top-level elements instead of one SEQUENCE.
        #expect(ApplePushExtension.decodeTopics([0x05, 0x00, 0x05, 0x00][...]) == nil)
    }

    @Test func topicWithoutKindsIsKept() throws {
        let value = DER.sequence([DER.utf8String("com.example.app"), DER.utf8String("com.example.app.voip"),
                                  DER.sequence([DER.utf8String("voip")])])
        let topics = try #require(ApplePushExtension.decodeTopics(value[...]))
        #expect(topics == [CertificateTopic(name: "com.example.app", kinds: []),
                           CertificateTopic(name: "com.example.app.voip", kinds: [.voip])])
    }
}
