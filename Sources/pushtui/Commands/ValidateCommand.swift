import PushCore

/// `pushtui validate`: checks a payload against a push type's rules and prints its wire size.
enum ValidateCommand {
    static let command = Command(spec: CommandSpec(
        name: "validate",
        summary: "Check a payload: JSON syntax with line:column, Apple's rules for the push type, wire size.",
        positionals: [PositionalSpec(name: "file", help: "the payload JSON, or - for standard input (default -)", isOptional: true)],
        options: [
            .value("type", "PUSH_TYPE", "the push type whose rules and size limit apply (default alert)"),
            .flag("fcm", "check an FCM message object instead: one target, string data values, blocks, 4096 bytes"),
        ],
        discussion: "Exit code 0 when nothing would stop the push, 5 when an error would."
    ), run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let pushType = PushType(rawValue: arguments.value("type") ?? PushType.alert.rawValue)
        let input = try PayloadInput.read(arguments.positionals.first ?? "-")
        if arguments.has("fcm") {
            if arguments.value("type") != nil { throw UsageError(description: "--type is an APNs push type; an FCM message has none") }
            return try validateFCM(String(decoding: input.bytes, as: UTF8.self), name: input.name)
        }
        let document = PayloadDocument(bytes: input.bytes)
        let findings = PushLinter.lintPayload(document, pushType: pushType)
        for finding in findings {
            try Console.out(DiagnosticFormatter.line(finding, file: input.name))
        }
        try Console.out(DiagnosticFormatter.sizeLine(document, pushType: pushType))
        return findings.contains { $0.severity == .error } ? .invalidInput : .success
    }

    private static func validateFCM(_ text: String, name: String) throws -> ExitCode {
        let findings = FCMLinter.findings(for: text)
        for finding in findings {
            try Console.out(DiagnosticFormatter.line(finding, file: name))
        }
        if let message = try? JSONParser.parse(text) {
            let size = FCMLinter.size(of: message, target: nil)
            try Console.out("\(size.bytes) of \(size.limit) bytes\(size.isTopic ? " (topic message)" : "")")
        }
        return findings.contains { $0.severity == .error } ? .invalidInput : .success
    }
}
