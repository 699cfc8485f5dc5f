import PushCommandLine
import PushCore
import PushFuzzing
@testable import pushtui

/// The command-line parser against every command's real spec.
///
/// Input: one byte picks the command; the rest is argv, one argument per NUL-separated field.
enum ArgumentsFuzzer {
    static let commands = Command.all

    static func run(_ input: inout FuzzInput) {
        let spec = input.pick(commands).spec
        var argv: [String] = []
        while !input.isExhausted { argv.append(input.text()) }
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ParsedArguments.parse(argv, spec: spec)
        } catch {
            Invariant.check(!error.description.isEmpty, "usage error without a message for \(spec.name)")
            return
        }
        checkAgainstSpec(parsed, spec: spec, argv: argv)
        checkHeaders(parsed, spec: spec)
        // Written back in one canonical spelling, the parse must read the same again.
        let canonical = canonicalArguments(parsed, spec: spec)
        do throws(UsageError) {
            let again = try ParsedArguments.parse(canonical, spec: spec)
            Invariant.check(same(again, parsed, spec: spec), "\(spec.name): \(argv) and its canonical form \(canonical) parse differently")
        } catch {
            Invariant.check(false, "\(spec.name): canonical form \(canonical) of accepted \(argv) is refused: \(error)")
        }
    }

    static func checkAgainstSpec(_ parsed: ParsedArguments, spec: CommandSpec, argv: [String]) {
        for option in spec.options {
            let values = parsed.allValues(option.name)
            if option.valueName == nil {
                Invariant.check(values.isEmpty, "\(spec.name): flag --\(option.name) got values \(values)")
            } else {
                Invariant.check(!parsed.has(option.name), "\(spec.name): valued --\(option.name) was taken as a flag")
                Invariant.check(option.repeatable || values.count <= 1, "\(spec.name): single --\(option.name) got \(values)")
            }
        }
        Invariant.check(parsed.positionals.count <= argv.count, "\(spec.name): more positionals than arguments")
        if !parsed.wantsHelp {
            let required = spec.positionals.filter { !$0.isOptional }.count
            Invariant.check((required...max(required, spec.positionals.count)).contains(parsed.positionals.count),
                            "\(spec.name): \(parsed.positionals.count) positionals accepted for \(spec.positionals.count) declared")
        }
    }

    /// For commands that take APNs header flags: whatever was typed either becomes headers that
    /// cannot smuggle a line break or NUL onto the wire, or is refused with a message.
    static func checkHeaders(_ parsed: ParsedArguments, spec: CommandSpec) {
        let names = Set(spec.options.map(\.name))
        guard RequestFields.options.allSatisfy({ names.contains($0.name) }), let token else { return }
        let fields: RequestFields
        do {
            fields = try RequestFields(parsed, defaults: ProfileDefaults())
        } catch {
            Invariant.check(!"\(error)".isEmpty, "\(spec.name): header flags refused without a message")
            return
        }
        let request = PushRequest(token: token, headers: fields.headers(topic: "com.example.app"), payload: #"{"aps":{}}"#)
        do throws(PushRequestError) {
            let http = try request.httpRequest(authorization: "token")
            for header in http.headers {
                Invariant.check(!header.value.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 },
                                "\(spec.name): header \(header.name) carries a line break or NUL: \(header.value.debugDescription)")
            }
            _ = APNsRequestCheck.check(method: http.method, path: http.path,
                                       headers: http.headers.map { (name: $0.name, value: $0.value) }, body: http.body)
        } catch {
            Invariant.check(!error.description.isEmpty, "\(spec.name): request refused without a message")
        }
    }

    static let token = try? DeviceToken(parsing: String(repeating: "ab", count: 32))

    /// `--help`, flags, `--name=value` for each value, then `--` and the positionals.
    static func canonicalArguments(_ parsed: ParsedArguments, spec: CommandSpec) -> [String] {
        var arguments = parsed.wantsHelp ? ["--help"] : []
        for option in spec.options {
            if parsed.has(option.name) { arguments.append("--" + option.name) }
            arguments += parsed.allValues(option.name).map { "--\(option.name)=\($0)" }
        }
        return arguments + ["--"] + parsed.positionals
    }

    static func same(_ left: ParsedArguments, _ right: ParsedArguments, spec: CommandSpec) -> Bool {
        left.wantsHelp == right.wantsHelp && left.positionals == right.positionals
            && spec.options.allSatisfy { left.has($0.name) == right.has($0.name) && left.allValues($0.name) == right.allValues($0.name) }
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    ArgumentsFuzzer.run(&input)
    return 0
}
