import PushCommandLine
import PushCore
import PushDelivery

/// `pushtui validate`: checks a payload against a push type's rules and prints its wire size.
enum ValidateCommand {
    static let command = Command(spec: CommandSpec(
        name: "validate",
        summary: "Check a payload: JSON syntax with line:column, Apple's rules for the push type, wire size.",
        positionals: [PositionalSpec(name: "file", help: "the payload JSON, or - for standard input (default -)", isOptional: true,
                                     completion: .files)],
        options: [
            .value("type", "PUSH_TYPE", "the push type whose rules and size limit apply (default alert)",
                   completion: .choices(PushType.known.map(\.rawValue))),
            .flag("fcm", "check an FCM message (or a {\"message\":…} request body) instead, by FCM's message schema"),
            .flag("strict", "fail on warnings too: exit 6 when there are warnings and no errors"),
        ],
        discussion: "Exit code 0 when nothing would stop the push (warnings are printed but never block), 5 when an error would, 6 with --strict when only warnings were found."
    ), run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let pushType = PushType(rawValue: arguments.value("type") ?? PushType.alert.rawValue)
        let input = try PayloadInput.read(arguments.positionals.first ?? "-")
        if arguments.has("fcm") {
            if arguments.value("type") != nil { throw UsageError(description: "--type is an APNs push type; an FCM message has none") }
            guard let text = String(validating: input.bytes, as: UTF8.self) else {
                try PayloadInput.utf8Errors(input.bytes).forEach { try Console.out($0.diagnosticLine(file: input.name)) }
                return .invalidInput
            }
            return try validateFCM(text, name: input.name, strict: arguments.has("strict"))
        }
        let document = PayloadDocument(bytes: input.bytes)
        let findings = PushLinter.lintPayload(document, pushType: pushType)
        for finding in findings {
            try Console.out(finding.diagnosticLine(file: input.name))
        }
        try Console.out(sizeLine(document, pushType: pushType))
        return exitCode(for: findings, strict: arguments.has("strict"))
    }

    /// 5 for any error; with `strict`, 6 for warnings alone; else 0.
    static func exitCode(for findings: [LintFinding], strict: Bool) -> ExitCode {
        if findings.contains(where: { $0.severity == .error }) { return .invalidInput }
        return strict && !findings.isEmpty ? .warnings : .success
    }

    private static func validateFCM(_ text: String, name: String, strict: Bool) throws -> ExitCode {
        let findings = FCMLinter.findings(for: text)
        for finding in findings {
            try Console.out(finding.diagnosticLine(file: name))
        }
        if let message = try? JSONParser.parse(text) {
            let size = FCMLinter.size(of: message, target: nil)
            try Console.out("\(size.bytes.grouped) / \(size.limit.grouped) bytes of payload (data and notification text) for FCM\(size.isTopic ? ", a topic message" : "")")
        }
        return exitCode(for: findings, strict: strict)
    }

    /// `1,213 / 4,096 bytes on the wire for alert pushes`, or why there is no size.
    private static func sizeLine(_ document: PayloadDocument, pushType: PushType) -> String {
        guard let count = document.byteCount else { return "no wire size: the payload is not JSON" }
        return "\(count.grouped) / \(pushType.payloadLimit.grouped) bytes on the wire for \(pushType) pushes"
    }
}
