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

    /// Sends (or writes) the push `arguments` describe; an ios-simulator `profile` gives the
    /// device, the app and the defaults that `--ios-simulator`, `--topic` and the fields override.
    static func run(_ arguments: ParsedArguments, profile stored: StoredProfile?, timeout: Duration) async throws -> ExitCode {
        if let stored, stored.profile.simulator == nil {
            throw UsageError(description: "profile '\(stored.profile.name)' is an \(stored.profile.kind.rawValue) profile; "
                             + "--ios-simulator and --apns-file take an ios-simulator profile or none")
        }
        let settings = stored?.profile.simulator
        guard let topic = arguments.value("topic") ?? settings?.bundleID, !topic.isEmpty else {
            throw UsageError(description: "--ios-simulator and --apns-file need --topic BUNDLE_ID: the app's bundle ID")
        }
        let device = arguments.value("ios-simulator") ?? settings?.device
        if let device, let problem = SimulatorSettings.deviceProblem(device) { throw UsageError(description: "--ios-simulator: \(problem)") }
        // The profile's name for its device, unless --ios-simulator named another.
        let target = SimulatorTarget(device: device ?? "", deviceName: device == settings?.device ? settings?.deviceName : nil, topic: topic)
        let payload = try PayloadComposer.compose(arguments)
        let headers = target.headers(try RequestFields(arguments, defaults: stored?.profile.defaults ?? ProfileDefaults()).headers)
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
        let context = target.historyContext(headers: headers, body: payload.text, profileName: stored?.profile.name, profileFile: stored?.file)
        let order = target.order(client: client, headers: headers, payload: payload.text, history: SendHistory.ofThisProcess(context),
                                 profiles: ProfileLoader.fromProcess())
        return try await SendCommand.dispatch(order, count: 1, json: arguments.has("json"), proxy: nil)
    }
}
