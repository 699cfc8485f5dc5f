import PushTestSupport
import Testing
@testable import CursesTerminal

/// Bytes in, scalars out: good text survives next to bad bytes, and nothing that is not
/// well-formed UTF-8 (overlong, surrogate, beyond U+10FFFF, stray continuation) gets through.
@Suite struct UTF8InputDecoderTests {
    private func decode(_ bytes: [UInt8]) -> String {
        var decoder = UTF8InputDecoder()
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if let scalar = decoder.add(byte) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test(arguments: ["ok", "Grüße 世界", "😀 ✓", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"])
    func wellFormedTextComesThroughWhole(_ text: String) {
        #expect(decode(Array(text.utf8)) == text)
    }

    /// Bad bytes, then "ok" (or what must survive).
    static let badBytes: [([UInt8], String)] = [
        ([0xFF, 0xFE, 0x6F, 0x6B], "ok"),                               // bytes UTF-8 never uses
        ([0xC3, 0x28, 0x6F, 0x6B], "(ok"),                              // a lead byte whose follower is ASCII
        ([0xED, 0xA0, 0x80, 0x6F, 0x6B], "ok"),                         // an encoded surrogate
        ([0xC0, 0x80, 0xE0, 0x80, 0x80, 0xF0, 0x80, 0x80, 0x80, 0x6F, 0x6B], "ok"), // overlong forms
        ([0xF4, 0x90, 0x80, 0x80, 0x6F, 0x6B], "ok"),                   // above U+10FFFF
        ([0x80, 0xBF, 0xE2, 0x82, 0x6F, 0x6B], "ok"),                   // stray continuations, a cut character
        ([0xE2, 0xE2, 0x82, 0xAC], "€"),                                // a lead byte restarts a cut character
    ]

    @Test(arguments: badBytes)
    func badBytesAreDroppedAndTheTextAfterThemKept(bytes: [UInt8], expected: String) {
        #expect(decode(bytes) == expected, "\(bytes)")
    }

    @Test func resetForgetsACharacterCutShort() {
        var decoder = UTF8InputDecoder()
        #expect(decoder.add(0xE2) == nil && decoder.add(0x82) == nil)
        #expect(decoder.isPending)
        decoder.reset()
        #expect(!decoder.isPending)
        #expect(decoder.add(0xAC) == nil, "a continuation after a reset is a stray byte")
        #expect(decoder.add(0x41) == "A")
    }

    /// Every byte string decodes to exactly what Swift's own validating decoder keeps, minus the
    /// replacement characters it puts where bytes were bad.
    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SeededFuzzer(seed: 0x07F8)
        for _ in 0..<2_000 {
            let bytes: [UInt8] = (0..<generator.below(25)).map { _ in
                generator.chance(50) ? UInt8(0x80 + generator.below(0x80)) : UInt8(0x20 + generator.below(0x5F))
            }
            let reference = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FFFD}" }
            #expect(decode(bytes) == String(String.UnicodeScalarView(reference)), "\(bytes)")
        }
    }
}
