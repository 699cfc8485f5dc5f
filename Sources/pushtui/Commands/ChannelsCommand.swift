import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushTransport

/// `pushtui channels`: lists, creates, reads and deletes an app's broadcast channels (iOS 18).
enum ChannelsCommand {
    static let command = Command(spec: CommandSpec(
        name: "channels",
        summary: "List, create, read or delete the app's broadcast channels (iOS 18 Live Activities).",
        positionals: [
            PositionalSpec(name: "action", help: "list, create, read or delete", completion: .choices(["list", "create", "read", "delete"])),
            PositionalSpec(name: "id", help: "the channel ID (read and delete)", isOptional: true),
        ],
        options: APNsTarget.options + ChannelTarget.options + [
            .value("policy", "0|1", "create: 0 no message stored, 1 most recent message stored (default 1)",
                   completion: .choices(["0", "1"])),
            .flag("json", "print the answer as one JSON object (camelCase keys, as send --json)"),
        ],
        discussion: """
        The bundle ID is the profile's topic (or --topic) without a push-type suffix. Channels live
        per environment until deleted; deleting is irreversible.
        examples:
          pushtui channels create --profile local-simulator --policy 0
          pushtui channels list --profile local-simulator
          pushtui send --profile local-simulator --channel ID --type liveactivity --payload '{"aps":{...}}'
        Exit codes: 0 done, 1 APNs refused, 2 usage, 3 nothing reached the server, 4 credentials unusable.
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let action = arguments.positionals.first ?? ""
        guard ["list", "create", "read", "delete"].contains(action) else {
            throw UsageError(description: "unknown action '\(action)': use list, create, read or delete")
        }
        let channelID = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        if ["read", "delete"].contains(action), channelID == nil {
            throw UsageError(description: "'channels \(action)' needs the channel ID")
        }
        if ["list", "create"].contains(action), let channelID {
            throw UsageError(description: "'channels \(action)' takes no channel ID, got '\(channelID)'")
        }
        let policy = try arguments.choice("policy", from: ["0", "1"]).flatMap(Int.init).map(MessageStoragePolicy.init(rawValue:))
        if policy != nil, action != "create" {
            throw UsageError(description: "--policy is only for 'channels create'")
        }
        let dispatcher = try ChannelTarget.dispatcher(APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess(), service: .broadcast))
        defer { dispatcher.shutdown() }
        let client = dispatcher.channels
        let json = arguments.has("json")
        do {
            switch action {
            case "list":
                let ids = try await client.list(requestID: nil)
                if json { try Console.out(JSONOutput.line([("channels", .array(ids.map(JSONValue.string)))])) } else { for id in ids { try Console.show(id) } }
                if !json { Console.error("\(ids.count) channel\(ids.count == 1 ? "" : "s") for \(dispatcher.bundleID)") }
            case "create":
                let chosen = policy ?? .mostRecentMessageStored
                let id = try await client.create(policy: chosen, requestID: nil)
                try Console.out(json ? JSONOutput.line([("channelID", .string(id)), ("messageStoragePolicy", JSONOutput.number(chosen.rawValue))]) : TerminalText.escaped(id))
            case "read":
                let answer = try await client.read(channelID: channelID ?? "")
                if json {
                    try Console.out(JSONOutput.line([("channelID", .string(channelID ?? "")),
                                                     ("messageStoragePolicy", JSONOutput.number(answer.policy?.rawValue)),
                                                     ("pushType", JSONOutput.text(answer.pushType))]))
                } else {
                    try Console.show("policy \(answer.policy?.description ?? "?"), push type \(answer.pushType ?? "?")")
                }
            default:
                try await client.delete(channelID: channelID ?? "", requestID: nil)
                if json { try Console.out(JSONOutput.line([("deleted", .string(channelID ?? ""))])) } else { try Console.show("deleted \(channelID ?? "")") }
            }
            return .success
        } catch let error as ChannelError {
            Console.error(TerminalText.escaped(error.description))
            if let response = error.rejection { Console.error(response.whatToDo) }
            return ExitCode(error.verdict)
        }
    }
}
