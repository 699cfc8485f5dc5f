import PushCore

/// `pushtui validate`: checks a payload against a push type's rules and prints its wire size.
enum ValidateCommand {
    static let command = Command(spec: CommandSpec(
        name: "validate",
        summary: "Check a payload: JSON syntax with line:column, Apple's rules for the push type, wire size.",
        positionals: [PositionalSpec(name: "file", help: "the payload JSON, or - for standard input (default -)", isOptional: true)],
        options: [
            .value("type", "PUSH_TYPE", "the push type whose rules and size limit apply (default alert)"),
        ],
        discussion: "Exit code 0 when nothing would stop the push, 5 when an error would."
    ), run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let pushType = PushType(rawValue: arguments.value("type") ?? PushType.alert.rawValue)
        let input = try PayloadInput.read(arguments.positionals.first ?? "-")
        let document = PayloadDocument(bytes: input.bytes)
        let findings = PushLinter.lintPayload(document, pushType: pushType)
        for finding in findings {
            try Console.out(DiagnosticFormatter.line(finding, file: input.name))
        }
        try Console.out(DiagnosticFormatter.sizeLine(document, pushType: pushType))
        return findings.contains { $0.severity == .error } ? .invalidInput : .success
    }
}
