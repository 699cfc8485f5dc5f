import Foundation
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
        let apnsTarget = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess(), service: .broadcast)
        let payload = try PayloadComposer.compose(arguments)
        let fields = try RequestFields(arguments, defaults: apnsTarget.defaults)
        let target = try ChannelTarget(apnsTarget)
        let request = BroadcastRequest(bundleID: target.bundleID, channelID: channelID, priority: fields.headers.priority ?? 10,
                                       expiration: fields.headers.expiration, apnsID: fields.headers.apnsID, payload: payload.text)
        let findings = BroadcastLinter.findings(for: request)
        for finding in findings {
            Console.error(DiagnosticFormatter.line(finding, file: finding.location == nil ? nil : payload.name))
        }
        if findings.contains(where: { $0.severity == .error }) {
            Console.error("not sent: fix the errors above")
            return .invalidInput
        }
        if arguments.has("dry-run") {
            try DryRun.print(request, endpoint: target.endpoints.broadcast, credential: target.credential)
            return .success
        }
        let client = target.client(configuration: configuration)
        let result = await client.send(request)
        client.shutdown()
        let body = (try? request.httpRequest(authorization: nil)).map { String(decoding: $0.body, as: UTF8.self) } ?? request.payload
        var context = SendHistory.Context(
            profileName: apnsTarget.profileName, profileFile: apnsTarget.profileFile, environment: apnsTarget.destination.environment ?? .sandbox,
            isLocal: apnsTarget.destination.isCustom, topic: request.bundleID, pushType: BroadcastRequest.pushType, body: body)
        context.host = apnsTarget.destination.authority
        let history = SendHistory.ofThisProcess(context)
        history.record(result)
        history.finish()
        try report(result, json: arguments.has("json"))
        if result.outcome == .delivered { return .success }
        if result.failure?.transportError != nil { return .transport }
        if result.failure?.signingDetail != nil { return .credentials }
        if result.failure?.requestError != nil { return .invalidInput }
        return .failure
    }

    private static func report(_ result: BroadcastResult, json: Bool) throws {
        let channel = result.request.channelID
        if json {
            return try Console.out(ResultLine(result).json)
        }
        let status = result.response.map { " \($0.status)" } ?? ""
        let requestID = result.requestID.map { " apns-request-id \($0)" } ?? ""
        try Console.out("channel \(channel): \(result.outcome.label)\(status)\(requestID)")
        if result.outcome != .delivered {
            Console.error(result.summary)
            if let response = result.response { Console.error(response.whatToDo) }
        }
    }
}
