import PushCommandLine
import PushTestSupport
import Testing
@testable import pushtui

/// Random argv arrays built from each command's real option names (issue 6 §3).
@Suite("Fuzz: command-line arguments")
struct FuzzArgumentsTests {
    static let commands = Command.all
    static let seeds: [UInt64] = [31, 32]
    static let iterationsPerCommand = 400

    /// One argument: mostly spellings of real options, with values, stray dashes and garbage mixed in.
    static func argument(for spec: CommandSpec, using fuzzer: inout SeededFuzzer) -> String {
        let name = spec.options.isEmpty ? "x" : fuzzer.pick(spec.options).name
        let value = fuzzer.text(from: Array("0123456789abc-=/.~ "), maximumLength: 12)
        switch fuzzer.below(10) {
        case 0, 1, 2: return "--" + name
        case 3: return "--" + name + "=" + value
        case 4: return value
        case 5: return fuzzer.pick(["-", "--", "-h", "--help", "---", "--=", "--=x", "-x", "--\(name)=", ""])
        case 6: return "--" + fuzzer.mutatedText(name)
        case 7: return String(decoding: fuzzer.bytes(maximumCount: 10), as: UTF8.self)
        default: return fuzzer.pick(["-1", "65536", "99999999999999999999", "8443", "sandbox", "alert", "x.json"])
        }
    }

    @Test(arguments: seeds)
    func everyCommandParsesOrGivesAUsageError(seed: UInt64) {
        var fuzzer = SeededFuzzer(seed: seed)
        var parsedCount = 0
        var refusedCount = 0
        for command in Self.commands {
            let spec = command.spec
            for iteration in 0..<Self.iterationsPerCommand {
                let argv = (0..<fuzzer.below(7)).map { _ in Self.argument(for: spec, using: &fuzzer) }
                let context = Comment(rawValue: "seed \(seed) command \(spec.name) iteration \(iteration) argv \(argv.map { Array($0.utf8).fuzzHex })")
                do throws(UsageError) {
                    let parsed = try ParsedArguments.parse(argv, spec: spec)
                    parsedCount += 1
                    // Whatever was accepted as an option must be one the spec declares.
                    let declared = Set(spec.options.map(\.name))
                    for option in spec.options where parsed.value(option.name) != nil || parsed.has(option.name) {
                        #expect(declared.contains(option.name), context)
                    }
                    #expect(parsed.positionals.count <= argv.count, context)
                } catch {
                    refusedCount += 1
                    #expect(!error.description.isEmpty, context)
                }
            }
        }
        // Both outcomes must occur, or the generator is not reaching the parser's branches.
        #expect(parsedCount > 0 && refusedCount > 0, "seed \(seed): parsed \(parsedCount), refused \(refusedCount)")
    }
}
