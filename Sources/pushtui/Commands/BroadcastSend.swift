import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// `pushtui send --channel ID`: one broadcast to a channel instead of pushes to device tokens.
enum BroadcastSend {
    /// The options only a broadcast send reads.
    static let options: [OptionSpec] = [
        .value("channel", "ID", "broadcast to this channel (iOS 18) instead of device tokens"),
    ] + ChannelTarget.options

    static func run(_ arguments: ParsedArguments, channelID: String, configuration: APNsClientConfiguration) async throws -> ExitCode {
        if let type = arguments.value("type"), PushType(rawValue: type) != BroadcastRequest.pushType {
            throw UsageError(description: "a broadcast is always --type liveactivity, got '\(type)'")
        }
        let target = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess(), service: .broadcast)
        let payload = try PayloadComposer.compose(arguments)
        let fields = try RequestFields(arguments, defaults: target.defaults)
        let dispatcher = try ChannelTarget.dispatcher(target, configuration: configuration)
        defer { dispatcher.shutdown() }
        let request = dispatcher.request(channelID: channelID, headers: fields.headers, payload: payload.text)
        guard Console.passes(Preflight.broadcast(request, payloadName: payload.name)) else { return .invalidInput }
        if arguments.has("dry-run") {
            try dispatcher.dryRun(request).forEach(Console.out)
            return .success
        }
        let result = await dispatcher.send(request, history: SendHistory.ofThisProcess(BroadcastDispatcher.historyContext(of: request, target: target)))
        try report(result, json: arguments.has("json"), proxy: dispatcher.proxy)
        return ExitCode(result.verdict)
    }

    /// Prints `result`: its JSON line, or its line for a person naming the `proxy` it went through.
    private static func report(_ result: BroadcastResult, json: Bool, proxy: String?) throws {
        if json {
            return try Console.out(ResultLine(result).json)
        }
        try Console.out(ResultText.broadcast(result, proxy: proxy))
        if result.outcome != .delivered {
            Console.error(TerminalText.escaped(result.summary))
            if let response = result.response { Console.error(response.whatToDo) }
        }
    }
}
