import ChildProcess
import Foundation
import PushCore
import PushTransport

/// The iOS Simulator as a place pushes go: a device (`booted` or a UDID) and the app's bundle ID.
/// A push to it is the `.apns` document (``PushCore/SimulatorPushFile``) handed to
/// `xcrun simctl push <device> <bundle-id> <file>`, carried by the one send pipeline
/// (``SendDispatcher``) as every APNs push is, so it has a result row, a history record and an exit code.
public struct SimulatorTarget: Sendable, Hashable {
    /// The device and the app, as an iOS Simulator profile keeps them.
    public var settings: SimulatorSettings

    /// `booted` (the booted device; simctl picks one when several are) or a device's UDID.
    public var device: String { settings.device }
    /// The app's bundle ID: the push's topic.
    public var bundleID: String { settings.bundleID }

    /// The target an iOS Simulator profile's `settings` name.
    public init(_ settings: SimulatorSettings) {
        self.settings = settings
    }

    /// The target for `device` (listed as `deviceName`, when known) and the app a topic names: its
    /// bundle ID is `topic` without a push-type suffix (`com.example.app.voip` → `com.example.app`),
    /// as simctl takes it.
    public init(device: String, deviceName: String? = nil, topic: String) {
        self.init(SimulatorSettings(device: device, deviceName: deviceName, bundleID: BroadcastRequest.bundleID(fromTopic: topic)))
    }

    /// `headers` with the APNs topic of their push type for this app (`com.example.app.voip` for
    /// VoIP): the push the linter checks and the history records, as it would go to APNs.
    public func headers(_ headers: PushHeaders) -> PushHeaders {
        var headers = headers
        headers.topic = (headers.pushType ?? .alert).topic(forBundleID: bundleID)
        return headers
    }

    /// The lint of `payload` with `headers` (made by ``headers(_:)``), and what the Simulator does
    /// not take (``PushCore/SimulatorPushFile/warnings(pushType:)``).
    public func preflight(headers: PushHeaders, payload: String, payloadName: String) -> (preflight: Preflight, warnings: [String]) {
        let push = PushRequest(token: Self.standInToken, headers: headers, payload: payload)
        return (Preflight.apns([push], payloadName: payloadName), SimulatorPushFile.warnings(pushType: push.pushType))
    }

    /// The device token a Simulator push carries through the pipeline (``PushCore/SimulatorSettings/standInToken``).
    public static var standInToken: DeviceToken { SimulatorSettings.standInToken }

    /// How rows and the next-send line name the device (``PushCore/SimulatorSettings/label``).
    public var label: String { settings.label }

    /// `xcrun`'s arguments for a push of the document in `file`.
    public func simctlArguments(file: String) -> [String] {
        ["simctl", "push", device, bundleID, file]
    }

    /// The history record's context of a push with `headers` (made by ``headers(_:)``) and `body`,
    /// sent with the profile `profileName` in `profileFile` (none from the command line): a local
    /// sandbox push whose host is the device's ``label``.
    public func historyContext(headers: PushHeaders, body: String, profileName: String? = nil, profileFile: String? = nil) -> SendHistory.Context {
        var context = SendHistory.Context(profileName: profileName, profileFile: profileFile, environment: .sandbox, isLocal: true,
                                          topic: headers.topic ?? bundleID, pushType: headers.pushType ?? .alert, body: body)
        context.headers = headers
        context.host = label
        return context
    }

    /// The one recipient of a Simulator send: the stand-in token, labelled with the device.
    public func recipients() -> SendRecipients {
        do {
            return try SendRecipients(tokens: [Self.standInToken.hex], tokensFile: nil, allTokens: false,
                                      book: [TokenBookEntry(label: label, token: Self.standInToken)])
        } catch {
            preconditionFailure("the stand-in token parses: \(error)")
        }
    }

    /// The order that sends `payload` with `headers` (made by ``headers(_:)``) through `client`,
    /// recording the push in `history`.
    public func order(client: SimulatorClient, headers: PushHeaders, payload: String, history: SendHistory?,
                      profiles: ProfileLoader) -> SendOrder {
        SendOrder(carrier: .client(client), recipients: recipients(),
                         push: { PushRequest(token: $0, headers: headers, payload: payload) }, history: history, profiles: profiles)
    }
}

/// Hands each push to `xcrun simctl push`, one at a time: the document goes to a private temporary
/// file that is removed once simctl is done. A push simctl does not take (it exits non-zero) ends
/// with its exit status and standard error, a ``PushTransport/PushFailure/handOff(_:)``.
public final class SimulatorClient: PushSending {
    /// One push to the Simulator.
    public typealias Message = PushRequest
    /// How it ended.
    public typealias Answer = PushResult

    private let target: SimulatorTarget
    private let environment: [String: String]
    private let timeout: Duration

    /// A client for `target` that finds `xcrun` on `environment`'s `PATH` and runs it in that
    /// environment, killing a run that takes longer than `timeout`.
    public init(target: SimulatorTarget, environment: [String: String], timeout: Duration) {
        self.target = target
        self.environment = environment
        self.timeout = timeout
    }

    /// One push at a time: simctl pushes are quick and a Simulator takes them in order.
    public var concurrency: Int { 1 }

    /// Nothing to close: each push is a run of its own.
    public func shutdown() {}

    /// Writes the push's document and runs `xcrun simctl push` on it.
    public func send(_ request: PushRequest) async -> PushResult {
        guard let document = SimulatorPushFile.document(payload: request.payload, bundleID: target.bundleID) else {
            return PushResult(request: request, failure: .handOff("not sent: the payload is not a JSON object"), attempts: 1)
        }
        guard let xcrun = ProgramRun.locate("xcrun", in: environment) else {
            return PushResult(request: request, failure: .handOff("not sent: xcrun is not on PATH (the iOS Simulator needs Xcode on macOS)"),
                              attempts: 1)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-simctl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/push.apns"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try Data(document.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            return PushResult(request: request, failure: .handOff("not sent: cannot write \(file): \(error.localizedDescription)"), attempts: 1)
        }
        let started = ContinuousClock.now
        let run: ProgramRun
        do {
            run = try ProgramRun.run(xcrun, arguments: target.simctlArguments(file: file),
                                     environment: environment.map { "\($0.key)=\($0.value)" }, timeout: timeout)
        } catch {
            return PushResult(request: request, failure: .handOff("not sent: \(error.description)"), attempts: 1)
        }
        if run.status == 0 { return PushResult(handedOff: request, latency: ContinuousClock.now - started) }
        return PushResult(request: request, failure: .handOff(run.failure(of: "xcrun simctl push", timeout: timeout)), attempts: 1)
    }
}

extension ProgramRun {
    /// How a run of `command` that did not succeed ended, with what it said on standard error:
    /// "xcrun simctl push failed (exit 149): Invalid device: …", "… did not finish in 30 seconds".
    func failure(of command: String, timeout: Duration) -> String {
        let said = String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let ending = timedOut ? "did not finish in \(timeout)" : status == -1 ? "was killed" : "failed (exit \(status))"
        return "\(command) \(ending)" + (said.isEmpty ? "" : ": \(said)")
    }
}

/// The iOS Simulators that are booted, as `xcrun simctl list devices booted -j` lists them: what a
/// console's iOS Simulator profile picks its device from.
public enum BootedSimulators {
    /// Why the booted devices could not be listed.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// "xcrun is not on PATH", "xcrun simctl list failed (exit 72): …".
        public let description: String
    }

    /// `xcrun`'s arguments for the listing.
    public static let listArguments = ["simctl", "list", "devices", "booted", "-j"]

    /// Runs `xcrun simctl list devices booted -j` found on `environment`'s `PATH` (killed after
    /// `timeout`) and reads its booted devices.
    public static func list(environment: [String: String], timeout: Duration) -> Result<[SimulatorDevice], Failure> {
        guard let xcrun = ProgramRun.locate("xcrun", in: environment) else {
            return .failure(Failure(description: "xcrun is not on PATH"))
        }
        let run: ProgramRun
        do {
            run = try ProgramRun.run(xcrun, arguments: listArguments, environment: environment.map { "\($0.key)=\($0.value)" }, timeout: timeout)
        } catch {
            return .failure(Failure(description: "cannot run xcrun: \(error.description)"))
        }
        guard run.status == 0, !run.timedOut else {
            return .failure(Failure(description: String(run.failure(of: "xcrun simctl list", timeout: timeout).prefix(300))))
        }
        guard let devices = SimulatorDevice.booted(inListing: String(decoding: run.output, as: UTF8.self)) else {
            return .failure(Failure(description: "xcrun simctl list printed no device listing"))
        }
        return .success(devices)
    }
}
