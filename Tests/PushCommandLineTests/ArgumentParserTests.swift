import PushCommandLine
import Testing

@Suite struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "demo",
        summary: "A command for tests.",
        positionals: [PositionalSpec(name: "file", help: "a file", isOptional: true)],
        options: [
            .value("port", "PORT", "a port"),
            .value("trust-key", "SPEC", "a key", repeatable: true),
            .flag("verbose", "talk more", short: "v"),
        ])

    @Test func parsesValuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments.parse(["--port", "8443", "--verbose", "--trust-key=a", "--trust-key", "b", "x.json"], spec: spec)
        #expect(parsed.value("port") == "8443")
        #expect(try parsed.integer("port", in: 0...65535) == 8443)
        #expect(parsed.has("verbose"))
        #expect(!parsed.has("quiet"))
        #expect(parsed.allValues("trust-key") == ["a", "b"])
        #expect(parsed.positionals == ["x.json"])
    }

    /// Found by fuzz-arguments (input 042d2d70726f66696c6500cd9b…): `--profile VALUE` was accepted but
    /// `--profile=VALUE` refused when VALUE began with a combining mark, because "=" and the mark
    /// form one Character.
    @Test(arguments: ["\u{301}x", "\u{35B}file", "\u{200D}", "\u{FE0F}", "=a", ""])
    func inlineValueMayStartWithAnyScalar(value: String) throws {
        let parsed = try ParsedArguments.parse(["--port=" + value], spec: spec)
        #expect(parsed.value("port") == value)
        #expect(try ParsedArguments.parse(["--port", value], spec: spec).value("port") == value)
    }

    /// A flag's one-letter spelling sets it; another letter is still unknown, and help shows both spellings.
    @Test func aShortSpellingSetsItsFlag() throws {
        #expect(try ParsedArguments.parse(["-v", "x.json"], spec: spec).has("verbose"))
        #expect(throws: UsageError.self) { try ParsedArguments.parse(["-q"], spec: spec) }
        #expect(HelpText.label(spec.options[2]) == "-v, --verbose")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ParsedArguments.parse(["--", "--port"], spec: spec)
        #expect(parsed.positionals == ["--port"])
        #expect(parsed.value("port") == nil)
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope' for 'pushtui demo'"),
        (["--por", "1"], "unknown option '--por' for 'pushtui demo' (did you mean --port?)"),
        (["--port"], "--port needs a value (PORT)"),
        (["--port", "1", "--port", "2"], "--port was given twice; it takes one value"),
        (["--verbose=yes"], "--verbose is a flag and takes no value"),
        (["-p"], "unknown option '-p' for 'pushtui demo' (options are spelled --name)"),
        (["a", "b"], "unexpected argument 'b' for 'pushtui demo'"),
    ])
    func reportsUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(description: message)) {
            try ParsedArguments.parse(arguments, spec: spec)
        }
    }

    @Test func rejectsOutOfRangeIntegers() throws {
        let parsed = try ParsedArguments.parse(["--port", "70000"], spec: spec)
        #expect(throws: UsageError(description: "--port expects an integer from 0 to 65535, got '70000'")) {
            try parsed.integer("port", in: 0...65535)
        }
    }

    @Test func helpListsEveryOptionFromTheSpec() {
        let help = HelpText.render(spec)
        #expect(help.hasPrefix("usage: pushtui demo [options] [<file>]"))
        for option in spec.options { #expect(help.contains("--\(option.name)")) }
        #expect(help.contains("(repeatable)"))
    }

    @Test func helpSkipsArgumentChecks() throws {
        let parsed = try ParsedArguments.parse(["a", "b", "--help"], spec: spec)
        #expect(parsed.wantsHelp)
    }
}
