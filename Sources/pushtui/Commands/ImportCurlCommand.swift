import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage

/// `pushtui import-curl [FILE|-] [--json]`: reads a curl command line (Apple's documentation, Apple's
/// console, `pushtui curl`) and prints the push it describes. The bearer token is never printed.
enum ImportCurlCommand {
    static let command = Command(spec: CommandSpec(
        name: "import-curl",
        summary: "Read a curl command line for a push and print what it sends.",
        positionals: [PositionalSpec(name: "file", help: "the file holding the command line; - or nothing reads stdin", isOptional: true,
                                     completion: .files)],
        options: [.flag("json", "print one JSON object (full device token) instead of lines")],
        discussion: """
        Reads -H/--header, -d/--data/--data-binary/--data-raw, -X POST, --http2 and the URL
        https://HOST/3/device/TOKEN. The authorization header is ignored and never printed;
        --cert/-E and -d @FILE are reported, not imported. Exit code 5 names the line and
        column of a part that cannot be understood.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let source = arguments.positionals.first ?? "-"
        let text = try TextInput.read(source, kind: .curlCommandLine)
        let imported: CurlImport
        do {
            imported = try CurlImport.parse(text)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: "\(InputFile.displayName(source)): \(error.description)")
        }
        if arguments.has("json") {
            try Console.out(json(imported).prettyText())
        } else {
            for line in lines(imported) { try Console.out(line) }
        }
        return .success
    }

    /// Aligned lines for a person; the device token shortened, absent fields left out.
    static func lines(_ imported: CurlImport) -> [String] {
        let payload = imported.payload.map { "\(String(decoding: $0, as: UTF8.self)) (\($0.count) bytes)" }
            ?? imported.payloadFile.map { "read by curl from \($0)" }
        // Every header of the push value by its wire name, so one Apple adds is shown as it came.
        let rows: [(String, String?)] = [("host", imported.host?.description), ("device token", imported.deviceToken?.shortened)]
            + imported.headers.fields.map { ($0.name, $0.value) } + [("payload", payload)]
        let width = max(17, rows.map { $0.0.count + 1 }.max() ?? 0)
        return rows.compactMap { name, value in value.map { name.padding(toLength: width, withPad: " ", startingAt: 0) + $0 } }
            + imported.notes.map { "note: " + $0 }
    }

    /// One JSON object; absent fields are null so scripts see every key.
    static func json(_ imported: CurlImport) -> JSONValue {
        func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .number(JSONNumber($0)) } ?? .null }
        let host: JSONValue
        switch imported.host {
        case .apple(let environment, let port)?:
            host = .object([JSONMember(key: "environment", value: .string(environment.rawValue)),
                            JSONMember(key: "url", value: .string(environment.baseURL(port: port)))])
        case .custom(let baseURL)?:
            host = .object([JSONMember(key: "environment", value: .null), JSONMember(key: "url", value: .string(baseURL))])
        case nil:
            host = .null
        }
        return .object([
            JSONMember(key: "host", value: host),
            JSONMember(key: "token", value: string(imported.deviceToken?.hex)),
            JSONMember(key: "topic", value: string(imported.headers.topic)),
            JSONMember(key: "pushType", value: string(imported.headers.pushType?.rawValue)),
            JSONMember(key: "priority", value: number(imported.headers.priority)),
            JSONMember(key: "expiration", value: number(imported.headers.expiration)),
            JSONMember(key: "collapseID", value: string(imported.headers.collapseID)),
            JSONMember(key: "apnsID", value: string(imported.headers.apnsID)),
            // The whole push value by wire name, headers pushtui does not name included.
            JSONMember(key: "headers", value: .object(imported.headers.fields.map { JSONMember(key: $0.name, value: .string($0.value)) })),
            JSONMember(key: "payload", value: string(imported.payload.map { String(decoding: $0, as: UTF8.self) })),
            JSONMember(key: "payloadFile", value: string(imported.payloadFile)),
            JSONMember(key: "notes", value: .array(imported.notes.map(JSONValue.string))),
        ])
    }
}

extension InputKind {
    /// A curl command line to import: a few kilobytes; the cap matches a payload's.
    static let curlCommandLine = InputKind(name: "curl command line", limit: mebibyte)
}
