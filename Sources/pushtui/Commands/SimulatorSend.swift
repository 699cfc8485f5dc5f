import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage

/// `pushtui send --ios-simulator booted|UDID` and `--apns-file PATH`: one push to an app in the iOS
/// Simulator through `xcrun simctl push`, and the `.apns` document written where asked. Linted as
/// every push is; the push goes through the one send pipeline (``SendCommand/dispatch(_:count:json:)``).
enum SimulatorSend {
    static let options: [OptionSpec] = [
        .value("ios-simulator", "DEVICE", "push to the iOS Simulator through 'xcrun simctl push': booted, or a device's UDID (--topic is the app's bundle ID)"),
        .value("apns-file", "PATH", "write the .apns document (the payload with \"Simulator Target Bundle\") to PATH; without --ios-simulator nothing is sent"),
    ]

    static func run(_ arguments: ParsedArguments, timeout: Duration) async throws -> ExitCode {
        guard let topic = arguments.value("topic"), !topic.isEmpty else {
            throw UsageError(description: "--ios-simulator and --apns-file need --topic BUNDLE_ID: the app's bundle ID")
        }
        let device = arguments.value("ios-simulator")
        if device?.isEmpty == true { throw UsageError(description: "--ios-simulator needs a device: booted, or a device's UDID") }
        let target = SimulatorTarget(device: device ?? "", topic: topic)
        let payload = try PayloadComposer.compose(arguments)
        let headers = target.headers(try RequestFields(arguments, defaults: ProfileDefaults()).headers)
        let (lint, warnings) = target.preflight(headers: headers, payload: payload.text, payloadName: payload.name)
        guard Console.passes(lint) else { return .invalidInput }
        warnings.forEach(Console.error)
        if let path = arguments.value("apns-file") {
            guard let document = SimulatorPushFile.document(payload: payload.text, bundleID: target.bundleID) else {
                throw CommandFailure(exitCode: .invalidInput, description: "not written: the payload is not a JSON object")
            }
            do {
                try AtomicFile.write(document, to: path, mode: 0o644)
            } catch {
                throw CommandFailure(exitCode: .failure, description: "cannot write \(path): \(error.description)")
            }
            Console.error("wrote \(path)")
        }
        guard device != nil else { return .success }
        let client = SimulatorClient(target: target, environment: ProcessInfo.processInfo.environment, timeout: timeout)
        var context = SendHistory.Context(profileName: nil, environment: .sandbox, isLocal: true, topic: headers.topic ?? topic,
                                          pushType: headers.pushType ?? .alert, body: payload.text)
        context.host = target.label
        let order = target.order(client: client, headers: headers, payload: payload.text, history: SendHistory.ofThisProcess(context),
                                 profiles: ProfileLoader.fromProcess())
        return try await SendCommand.dispatch(order, count: 1, json: arguments.has("json"), proxy: nil)
    }
}
