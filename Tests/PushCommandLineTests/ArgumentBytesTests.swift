import PushCommandLine
import Testing

@Suite struct ArgumentBytesTests {
    let spec = CommandSpec(
        name: "demo", summary: "A command for tests.",
        positionals: [PositionalSpec(name: "file", help: "a file", isOptional: true)],
        options: [.value("alert", "TEXT", "an alert"), .flag("json", "JSON lines")])

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func validArgumentsDecodeAsTheyAre() throws {
        let arguments = [bytes("demo"), bytes("--alert"), bytes("café 👍🏽"), bytes("--alert=\u{301}x"), bytes("f.json")]
        #expect(try ArgumentBytes.decode(arguments, spec: spec) == ["demo", "--alert", "café 👍🏽", "--alert=\u{301}x", "f.json"])
    }

    @Test func anOptionsValueIsNamedByTheOption() {
        let arguments = [bytes("demo"), bytes("--alert"), bytes("hi") + [0xFF] + bytes("there")]
        #expect(throws: ArgumentEncodingError(argument: "--alert", offset: 2, byte: 0xFF)) {
            try ArgumentBytes.decode(arguments, spec: spec)
        }
    }

    @Test func anInlineValueCountsItsOffsetAfterTheEqualsSign() {
        // A truncated sequence: the lead byte of a 3-byte character followed by ASCII.
        let arguments = [bytes("demo"), bytes("--alert=ab") + [0xE2, 0x82] + bytes("x")]
        #expect(throws: ArgumentEncodingError(argument: "--alert", offset: 2, byte: 0xE2)) {
            try ArgumentBytes.decode(arguments, spec: spec)
        }
    }

    @Test(arguments: [
        // A positional after a flag, an overlong encoding, a surrogate, a stray continuation byte after `--`.
        ([[UInt8]]([Array("demo".utf8), Array("--json".utf8), [0x61, 0xC0, 0xAF]]), ArgumentEncodingError(argument: "argument 3", offset: 1, byte: 0xC0)),
        ([Array("demo".utf8), [0xED, 0xA0, 0x80]], ArgumentEncodingError(argument: "argument 2", offset: 0, byte: 0xED)),
        ([Array("demo".utf8), Array("--".utf8), Array("--alert=".utf8) + [0x80]], ArgumentEncodingError(argument: "argument 3", offset: 8, byte: 0x80)),
        ([[0x64, 0xFE]], ArgumentEncodingError(argument: "argument 1", offset: 1, byte: 0xFE)),
    ])
    func otherArgumentsAreNamedByTheirPosition(_ arguments: [[UInt8]], _ expected: ArgumentEncodingError) {
        #expect(throws: expected) { try ArgumentBytes.decode(arguments, spec: spec) }
    }

    @Test func theMessageNamesTheByteAndItsOffset() {
        #expect(ArgumentEncodingError(argument: "--alert", offset: 6, byte: 0x0F).description
            == "--alert is not valid UTF-8: byte 0x0F at offset 6; arguments are sent as text, so they must be UTF-8")
    }
}
