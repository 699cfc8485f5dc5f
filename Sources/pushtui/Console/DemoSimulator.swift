import Foundation
import PushConsole
import PushConsoleRuntime
import PushCore
import PushSimulator
import PushStorage

/// The built-in demo: the simulator running inside the console with its generated provider key,
/// and a ready "Local simulator" profile, pointed at it in memory, with sample devices. The
/// simulator's ``DeviceRegistry`` holds the same devices, so the demo answers as APNs does: a
/// typed token it does not know gets `BadDeviceToken`, a VoIP push to the iPhone
/// `DeviceTokenNotForTopic`, and the uninstalled iPhone a 410.
struct DemoSimulator {
    let simulator: APNsSimulator
    /// The demo profile as this console uses it: the file, pointed at `simulator`.
    let profile: EmbeddedSimulatorProfile

    /// The demo app's bundle ID, the demo profile's topic.
    static let bundleID = "com.example.demo"

    /// The demo profile's token book; `uninstalled` devices were unregistered a day before the start.
    static let devices: [(label: String, token: String, kind: TokenKind, uninstalled: Bool)] = [
        ("iPhone 16 Pro", "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f", .device, false),
        ("iPad Air", "5b1e7d3c9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d", .device, false),
        ("Old iPhone (uninstalled)", "0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dea", .device, true),
        ("Lock Screen activity", "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00", .liveactivity, false),
    ]

    /// The demo's devices as the simulator knows them: the sandbox app ``bundleID``.
    private static func registry(now: Date) throws -> DeviceRegistry {
        DeviceRegistry(devices: try devices.map { device in
            RegisteredDevice(token: try DeviceToken(parsing: device.token), bundleID: bundleID, environment: .sandbox, kind: device.kind,
                             unregisteredAt: device.uninstalled ? now.addingTimeInterval(-86_400) : nil)
        })
    }

    /// What `simulator` delivered, newest first, for the console's device view.
    static func deliveries(of simulator: APNsSimulator?) -> [DeviceDelivery] {
        (simulator?.deliveredNotifications ?? []).suffix(20).reversed().map { notification in
            DeviceDelivery(shortToken: notification.token.shortened, topic: notification.topic ?? "",
                           pushType: notification.pushType ?? .alert, payload: notification.payload,
                           receivedAt: notification.receivedAt)
        }
    }

    /// The address the demo profile's file names: `pushtui sim --port 2197` serves the same CA and
    /// demo key from the same state directory, so `pushtui send --profile <demo file>` works
    /// against it. A console's own simulator listens on a free port of its own, laid over the
    /// profile in memory only (``EmbeddedSimulatorProfile``).
    static let standalonePort = 2197

    /// Starts the simulator and makes sure the demo profile's file exists in `paths.demoProfiles`.
    /// The file is written only when it is missing or does not point at the standalone simulator
    /// yet (a file an older pushtui wrote with a console's port): running the demo twice at once,
    /// or again, leaves it as it is.
    static func start(paths: StatePaths, now: Date) throws -> DemoSimulator {
        let key = try DemoProviderKey.loadOrCreate(in: paths.simulator)
        var configuration = SimulatorConfiguration(stateDirectory: paths.simulator, trustedKeys: [key.trustedKey])
        configuration.devices = try registry(now: now)
        let simulator = APNsSimulator(configuration: configuration)
        let endpoint = try simulator.start()
        let auth = APNsAuth.token(keyFile: key.keyFile, keyID: DemoProviderKey.keyID, teamID: DemoProviderKey.teamID)
        let file = paths.demoProfiles + "/local-simulator.json"
        let standalone = EmbeddedSimulatorProfile(file: file, endpoint: "https://127.0.0.1:\(standalonePort)",
                                                  caFile: endpoint.caFile, auth: auth)
        try ensureFile(standalone)
        let running = EmbeddedSimulatorProfile(file: file, endpoint: endpoint.url, caFile: endpoint.caFile, auth: auth)
        return DemoSimulator(simulator: simulator, profile: running)
    }

    /// Writes the demo profile pointed at the standalone simulator when the file is missing, or
    /// points it there (keeping what the user did to it: devices added, outcomes) when it names
    /// another address; a file that does not load is left as it is (the console shows it broken).
    private static func ensureFile(_ standalone: EmbeddedSimulatorProfile) throws {
        let store = FileProfileStore(directory: ProfilePath.directory(of: standalone.file))
        guard FileManager.default.fileExists(atPath: standalone.file) else {
            let profile = Profile(
                name: "Local simulator", service: .apns(APNsSettings(environment: .sandbox, topic: bundleID, auth: standalone.auth)),
                endpoint: standalone.endpoint, caFile: standalone.caFile,
                defaults: ProfileDefaults(pushType: .alert),
                tokens: try devices.map { TokenBookEntry(label: $0.label, token: try DeviceToken(parsing: $0.token), kind: $0.kind) })
            return try store.save(profile, to: standalone.file)
        }
        guard let kept = try? store.load(nameOrFile: standalone.file).profile else { return }
        let pointed = standalone.applied(to: kept)
        if pointed != kept { _ = try store.saveEdits(from: kept, to: pointed, in: standalone.file) }
    }
}
