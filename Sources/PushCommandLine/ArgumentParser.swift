/// A usage mistake on the command line, phrased for the person who typed it.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String

    /// A usage error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// The arguments of one command after parsing against its `CommandSpec`.
public struct ParsedArguments: Sendable {
    public private(set) var flags: Set<String> = []
    public private(set) var values: [String: [String]] = [:]
    public private(set) var positionals: [String] = []
    /// `--help` or `-h` was given.
    public private(set) var wantsHelp = false

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for an option.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for a repeatable option, in order.
    public func allValues(_ option: String) -> [String] { values[option] ?? [] }

    /// An integer option within `range`, or a usage error that names the option and the bad value.
    public func integer(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(description: "--\(option) expects an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// A value that must be one of `choices`.
    public func choice(_ option: String, from choices: [String]) throws(UsageError) -> String? {
        guard let text = value(option) else { return nil }
        guard choices.contains(text) else {
            throw UsageError(description: "--\(option) expects one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    /// Parses `arguments` (everything after the command word) against `spec`.
    /// Accepts `--name value`, `--name=value`, a flag's one-letter spelling (`-v`), `--` to end options, and `-h`/`--help`.
    public static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { parsed.wantsHelp = true; continue }
            if let flag = spec.options.first(where: { $0.short.map { "-\($0)" } == argument }) {
                parsed.flags.insert(flag.name)
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError(description: "unknown option '\(argument)' for 'pushtui \(spec.name)' (options are spelled --name)")
            }
            // Split on the scalar, not the Character: "=" followed by a combining mark or ZWJ is one
            // Character, so `--alert=\u{301}…` would otherwise glue the value onto the name.
            let body = argument.unicodeScalars.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = String(body[..<(equals ?? body.endIndex)])
            let inlineValue = equals.map { String(body[body.index(after: $0)...]) }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError(description: "unknown option '--\(name)' for 'pushtui \(spec.name)'\(suggestion(for: name, in: spec))")
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError(description: "--\(name) is a flag and takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(description: "--\(name) needs a value (\(option.valueName ?? "VALUE"))")
            }
            if !option.repeatable, parsed.values[name] != nil {
                throw UsageError(description: "--\(name) was given twice; it takes one value")
            }
            parsed.values[name, default: []].append(value)
        }
        if !parsed.wantsHelp {
            let required = spec.positionals.filter { !$0.isOptional }.count
            if parsed.positionals.count < required {
                let missing = spec.positionals[parsed.positionals.count].name
                throw UsageError(description: "'pushtui \(spec.name)' needs <\(missing)>")
            }
            if parsed.positionals.count > spec.positionals.count {
                throw UsageError(description: "unexpected argument '\(parsed.positionals[spec.positionals.count])' for 'pushtui \(spec.name)'")
            }
        }
        return parsed
    }

    private static func suggestion(for name: String, in spec: CommandSpec) -> String {
        let close = spec.options.map(\.name).filter { $0.hasPrefix(name) || name.hasPrefix($0) }
        return close.isEmpty ? "" : " (did you mean --\(close[0])?)"
    }
}
