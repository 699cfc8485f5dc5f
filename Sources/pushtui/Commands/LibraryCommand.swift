import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage

/// `pushtui library list|show|save|rename|delete`: the payloads saved per profile, beside the
/// built-in templates, for `pushtui send --template NAME` and the console.
enum LibraryCommand {
    static let command = Command(spec: CommandSpec(
        name: "library",
        summary: "List, show, save, rename or delete payloads saved per profile (and list the built-in templates).",
        positionals: [
            PositionalSpec(name: "action", help: "list, show, save, rename or delete",
                           completion: .choices(["list", "show", "save", "rename", "delete"])),
            PositionalSpec(name: "name", help: "the payload's name (show, save, rename, delete)", isOptional: true),
            PositionalSpec(name: "new-name", help: "the new name (rename)", isOptional: true),
        ],
        options: APNsTarget.options.filter { ["profile", "profiles", "topic"].contains($0.name) }
            + [PayloadComposer.options[0]] + RequestFields.options.filter { $0.name != "apns-id" } + [
                .flag("replace", "save over a payload of the same name"),
            ],
        discussion: """
        Saved payloads belong to the profile file given with --profile and live in
        $XDG_DATA_HOME/pushtui/library.json (default ~/.local/share/pushtui). save stores --payload FILE
        (or -) with the header fields given (--type, --priority, --expiration, --collapse-id, --topic);
        'pushtui send --template NAME' sends it, its flags winning over the saved fields.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let action = arguments.positionals[0]
        let names = Array(arguments.positionals.dropFirst())
        let needed = ["list": 0, "show": 1, "save": 1, "delete": 1, "rename": 2]
        guard let count = needed[action] else {
            throw UsageError(description: "unknown action '\(action)'; the actions are list, show, save, rename and delete")
        }
        guard names.count == count else {
            throw UsageError(description: "library \(action) takes \(count == 0 ? "no name" : count == 1 ? "one name" : "a name and a new name"), got \(names.count)")
        }
        let library = PathContext.fromProcess().dataPaths.library
        let profile = try profileKey(arguments, required: action != "list")
        do {
            switch action {
            case "list":
                for choice in try PayloadChoice.all(profile: profile, library: library) {
                    switch choice {
                    case .builtIn(let template): try Console.out("built-in  \(template.name)\(template.pushType.map { " (\($0.rawValue))" } ?? "")")
                    case .saved(let saved): try Console.out("saved     \(saved.name)\(saved.headers.pushType.map { " (\($0))" } ?? "")")
                    }
                }
            case "show":
                let saved = try library.open(names[0], profile: profile ?? "")
                for line in describe(saved) { try Console.out(line) }
            case "save":
                let (input, payload) = try payload(named: names[0], arguments)
                let replacing = arguments.has("replace") && (try? library.open(names[0], profile: profile ?? "")) != nil
                do {
                    try library.save(payload, profile: profile ?? "", replacing: arguments.has("replace"))
                } catch {
                    guard let syntax = error.syntaxError else { throw error }
                    throw CommandFailure(exitCode: .invalidInput, description: "\(input):\(syntax.line):\(syntax.column): \(syntax.message)")
                }
                try Console.out("\(replacing ? "replaced" : "saved") '\(payload.name)' for \(profile ?? "")")
            case "rename":
                try library.rename(names[0], to: names[1], profile: profile ?? "")
                try Console.out("renamed '\(names[0])' to '\(names[1])' for \(profile ?? "")")
            default:
                try library.delete(names[0], profile: profile ?? "")
                try Console.out("deleted '\(names[0])' for \(profile ?? "")")
            }
        } catch let error as PayloadLibraryError {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        return .success
    }

    /// The library key of `--profile`'s file; required except for `list`.
    private static func profileKey(_ arguments: ParsedArguments, required: Bool) throws -> String? {
        guard let name = arguments.value("profile") else {
            if required { throw UsageError(description: "saved payloads belong to a profile: give --profile NAME") }
            return nil
        }
        let file = try ProfileLoader.fromProcess().load(name, directory: arguments.value("profiles")).file
        return FilePayloadLibrary.profileKey(forFile: file)
    }

    /// The payload to save, `--payload` and only the header fields given, with the input's name.
    private static func payload(named name: String, _ arguments: ParsedArguments) throws -> (input: String, SavedPayload) {
        guard let path = arguments.value("payload") else { throw UsageError(description: "library save needs --payload FILE (or - for stdin)") }
        let input = try PayloadInput.read(path)
        let text = String(decoding: input.bytes, as: UTF8.self)
        var expiration: Int?
        if let value = arguments.value("expiration") {
            do {
                expiration = try Expiration.parse(value)
            } catch {
                throw UsageError(description: "--expiration: \(error.description)")
            }
        }
        return (input.name, SavedPayload(name: name, payload: text, pushType: arguments.value("type"),
                            priority: try arguments.integer("priority", in: 0...10), expiration: expiration,
                            collapseID: arguments.value("collapse-id"), topic: arguments.value("topic")))
    }

    private static func describe(_ saved: SavedPayload) -> [String] {
        // Every header of the push value by its wire name, as curl import lists them.
        let rows = [("name", saved.name)] + saved.headers.fields.map { ($0.name, $0.value) }
        let width = max(17, rows.map { $0.0.count + 1 }.max() ?? 0)
        return rows.map { name, value in name.padding(toLength: width, withPad: " ", startingAt: 0) + value } + [saved.payload]
    }
}
