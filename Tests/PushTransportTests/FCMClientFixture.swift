import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport
import PushTransport

/// A simulator in FCM mode and an `FCMClient` pointed at it over real TLS (the simulator's CA passed,
/// never verification turned off). The simulator and the client each read their own manual clock,
/// so a test can expire access tokens on one side only.
final class FCMClientFixture {
    /// One service account for every fixture: RSA generation is slow on two cores.
    static let account: ServiceAccount? = try? ServiceAccount(
        clientEmail: "sender@demo-project.iam.gserviceaccount.com", privateKeyID: "k1",
        projectID: "demo-project", privateKey: RSAPrivateKey.generate())

    static let badToken = "bad-token"

    let scratch: TemporaryDirectory
    let serverClock = ManualClock()
    let clientClock = ManualClock()
    let simulator: APNsSimulator
    let endpoint: SimulatorEndpoint
    let tokens: FCMAccessTokenCache
    let client: FCMClient

    init(tokenErrors: [String: FCMErrorCode] = [:], accessTokenLifetime: Int = 3600,
         trusted: Bool = true) throws {
        guard let account = Self.account else { throw TestSupportError.failed("could not generate an RSA key") }
        scratch = try TemporaryDirectory(prefix: "fcmsim")
        var configuration = SimulatorConfiguration(stateDirectory: scratch.file("state"), journalPath: scratch.file("journal.jsonl"),
                                                   clock: serverClock.dateSource)
        configuration.fcm = FCMSimulation(trustedAccounts: trusted ? [TrustedServiceAccount(account)] : [],
                                          accessTokenLifetime: accessTokenLifetime, tokenErrors: tokenErrors)
        simulator = APNsSimulator(configuration: configuration)
        endpoint = try simulator.start()
        let clock = clientClock
        tokens = FCMAccessTokenCache(clock: { clock.epochSeconds })
        client = FCMClient(account: account,
                           endpoints: try FCMEndpoints(sendBaseURL: endpoint.url, tokenURL: endpoint.url + FCMSimulation.tokenPath,
                                                       caFile: endpoint.caFile),
                           tokens: tokens)
    }

    func stop() {
        client.shutdown()
        simulator.stop()
        scratch.remove()
    }

    /// Token-endpoint and send requests the simulator has journaled so far.
    func journal() throws -> [JournalEntry] {
        let path = scratch.file("journal.jsonl")
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func message(_ text: String = #"{"notification":{"title":"Hi"},"data":{"k":"v"}}"#) throws -> JSONValue {
        try JSONParser.parse(text)
    }
}
