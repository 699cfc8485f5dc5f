import PushCommandLine
import PushCore

/// The payload of `pushtui send`: a file (`--payload`), or an alert built from flags.
enum PayloadComposer {
    static let options: [OptionSpec] = [
        .value("payload", "FILE", "the payload JSON file, or - for standard input"),
        .value("alert", "TEXT", "build an alert payload with this body instead of --payload"),
        .value("title", "TEXT", "the alert's title (with --alert)"),
        .value("badge", "N", "the badge number (with --alert)"),
        .value("sound", "NAME", "the sound to play, e.g. default (with --alert)"),
    ]

    /// The payload text the user asked for, and the name diagnostics give it.
    static func compose(_ arguments: ParsedArguments) throws -> (text: String, name: String) {
        switch (arguments.value("payload"), arguments.value("alert")) {
        case (.some, .some):
            throw UsageError(description: "give --payload or --alert, not both")
        case (.some(let path), nil):
            if let flag = ["title", "badge", "sound"].first(where: { arguments.value($0) != nil }) {
                throw UsageError(description: "--\(flag) builds an alert and needs --alert; put it in the --payload file instead")
            }
            let input = try PayloadInput.read(path)
            guard let text = String(validating: input.bytes, as: UTF8.self) else {
                PayloadInput.utf8Errors(input.bytes).forEach { Console.error($0.diagnosticLine(file: input.name)) }
                throw CommandFailure(exitCode: .invalidInput, description: "payload file \(input.name) is not valid UTF-8; not sent")
            }
            return (text, input.name)
        case (nil, .some(let body)):
            return (try alert(body: body, arguments: arguments), "--alert")
        case (nil, nil):
            throw UsageError(description: "no payload: give --payload FILE (or - for stdin) or --alert TEXT")
        }
    }

    private static func alert(body: String, arguments: ParsedArguments) throws -> String {
        var alert: [JSONMember] = []
        if let title = arguments.value("title") { alert.append(JSONMember(key: "title", value: .string(title))) }
        alert.append(JSONMember(key: "body", value: .string(body)))
        var aps = [JSONMember(key: "alert", value: .object(alert))]
        if let badge = try arguments.integer("badge", in: 0...Int(Int32.max)) {
            aps.append(JSONMember(key: "badge", value: .number(JSONNumber(badge))))
        }
        if let sound = arguments.value("sound") { aps.append(JSONMember(key: "sound", value: .string(sound))) }
        let payload = JSONValue.object([JSONMember(key: "aps", value: .object(aps))])
        return String(decoding: payload.wireBytes(), as: UTF8.self)
    }
}
