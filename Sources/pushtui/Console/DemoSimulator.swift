import Foundation
import PushConsole
import PushCore
import PushSimulator
import PushStorage

/// The built-in demo: the simulator running inside the console with its generated provider key,
/// and a ready "Local simulator" profile pointing at it, with sample devices, one of them scripted
/// as unregistered so a second push shows a 410.
struct DemoSimulator {
    let simulator: APNsSimulator
    let entry: ProfileEntry

    static let devices: [(label: String, token: String, kind: TokenKind)] = [
        ("iPhone 16 Pro", "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f", .device),
        ("iPad Air", "5b1e7d3c9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d", .device),
        ("Old iPhone (uninstalled)", "0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dead0beef0dea", .device),
        ("Lock Screen activity", "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00", .liveactivity),
    ]

    /// What `simulator` delivered, newest first, for the console's device view.
    static func deliveries(of simulator: APNsSimulator?) -> [DeviceDelivery] {
        (simulator?.deliveredNotifications ?? []).suffix(20).reversed().map { notification in
            DeviceDelivery(shortToken: notification.token.shortened, topic: notification.topic ?? "",
                           pushType: notification.pushType ?? .alert, payload: notification.payload,
                           receivedAt: notification.receivedAt)
        }
    }

    /// Starts the simulator and writes the demo profile for its address into `paths.demoProfiles`.
    static func start(paths: StatePaths, now: Date) throws -> DemoSimulator {
        let key = try DemoProviderKey.loadOrCreate(in: paths.simulator)
        var outcomes: [DeviceToken: TokenOutcome] = [:]
        let dead = try DeviceToken(parsing: devices[2].token)
        // Unregistered a day ago, as if the app had been deleted.
        outcomes[dead] = .unregistered(since: now.addingTimeInterval(-86_400))
        let simulator = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: paths.simulator, trustedKeys: [key.trustedKey], scenario: Scenario(tokenOutcomes: outcomes)))
        let endpoint = try simulator.start()
        let file = paths.demoProfiles + "/local-simulator.json"
        let store = FileProfileStore(directory: paths.demoProfiles)
        let auth = APNsAuth.token(keyFile: key.keyFile, keyID: DemoProviderKey.keyID, teamID: DemoProviderKey.teamID)
        // Keep what the user did to the demo profile last time (devices added, outcomes), at the new address.
        if var kept = try? store.load(nameOrFile: file).profile, case .apns(var settings) = kept.service {
            kept.endpoint = endpoint.url
            kept.caFile = endpoint.caFile
            settings.auth = auth
            kept.service = .apns(settings)
            try store.save(kept, to: file)
            return DemoSimulator(simulator: simulator, entry: .loaded(file: file, profile: kept))
        }
        let profile = Profile(
            name: "Local simulator", service: .apns(APNsSettings(environment: .sandbox, topic: "com.example.demo", auth: auth)),
            endpoint: endpoint.url, caFile: endpoint.caFile,
            defaults: ProfileDefaults(pushType: .alert),
            tokens: try devices.map { TokenBookEntry(label: $0.label, token: try DeviceToken(parsing: $0.token), kind: $0.kind) })
        try store.save(profile, to: file)
        return DemoSimulator(simulator: simulator, entry: .loaded(file: file, profile: profile))
    }
}
