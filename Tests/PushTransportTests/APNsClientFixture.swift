import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
@testable import PushTransport

/// A simulator and an `APNsClient` pointed at it over real TLS, the client's token cache reading
/// the simulator's clock (or a clock the test supplies).
final class APNsClientFixture {
    let simulator: SimulatorFixture
    let client: APNsClient
    let tokens: ProviderTokenCache

    init(scenario: Scenario = Scenario(), configuration: APNsClientConfiguration = APNsClientConfiguration(),
         caFile: String? = nil, clientClock: (@Sendable () -> Int)? = nil) throws {
        simulator = try SimulatorFixture(scenario: scenario)
        let simulatorClock = simulator.clock
        tokens = ProviderTokenCache(clock: clientClock ?? { simulatorClock.epochSeconds })
        let key = simulator.key
        client = APNsClient(
            endpoint: try .custom(simulator.endpoint.url, caFile: caFile ?? simulator.endpoint.caFile),
            credential: .token(keyID: key.keyID, teamID: key.teamID, key: key.privateKey),
            configuration: configuration,
            tokens: tokens)
    }

    func stop() {
        client.shutdown()
        simulator.stop()
    }

    /// An alert push to `token` (64 hex digits unless given).
    static func push(to token: String = SimulatorFixture.token, topic: String = "com.example.app",
                     pushType: PushType = .alert, payload: String = #"{"aps":{"alert":"hi"}}"#) throws -> PushRequest {
        PushRequest(token: try DeviceToken(parsing: token), topic: topic, pushType: pushType, payload: payload)
    }

    /// `count` pushes to distinct tokens, so the journal can tell them apart.
    static func pushes(_ count: Int) throws -> [PushRequest] {
        try (0..<count).map { try push(to: token(number: $0)) }
    }

    static func token(number: Int) -> String {
        String(repeating: "cd", count: 28) + String(format: "%08x", number)
    }
}
