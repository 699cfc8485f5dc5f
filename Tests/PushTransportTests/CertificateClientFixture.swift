import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport
@testable import PushTransport

/// A simulator in client-certificate mode trusting a throwaway provider CA, and `APNsClient`s that
/// present Apple-like certificates from it over real TLS. Everything is judged on the simulator's
/// clock, which the tests move to expire a certificate.
final class CertificateClientFixture {
    let scratch: TemporaryDirectory
    let clock = ManualClock()
    let authority: GeneratedIdentity
    let simulator: APNsSimulator
    let endpoint: SimulatorEndpoint
    private var clients: [APNsClient] = []

    init(environment: APNsEnvironment = .sandbox) throws {
        scratch = try TemporaryDirectory(prefix: "pushtransport-certs")
        authority = try CertificateFactory.makeCertificateAuthority(
            commonName: "test provider CA", validFrom: clock.date.addingTimeInterval(-30 * 86_400), validDays: 365)
        simulator = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: scratch.file("state"),
            environment: environment,
            clock: clock.dateSource,
            clientCertificateAuthority: .pem(authority.certificatePEM)))
        endpoint = try simulator.start()
    }

    func stop() {
        clients.forEach { $0.shutdown() }
        simulator.stop()
        scratch.remove()
    }

    /// An identity for `com.example.app`, valid from a day before the clock for `validDays`.
    func identity(topics: [CertificateTopic]? = nil, environments: Set<APNsEnvironment> = [.sandbox, .production],
                  validDays: Int = 30) throws -> ClientIdentity {
        let generated = try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: "com.example.app", topics: topics, environments: environments, signedBy: authority,
            validFrom: clock.date.addingTimeInterval(-86_400), validDays: validDays)
        return try ClientIdentity(pem: Array((generated.certificatePEM + generated.privateKeyPEM).utf8), now: clock.date)
    }

    /// A client presenting `identity`; stopped with the fixture.
    func client(_ identity: ClientIdentity, configuration: APNsClientConfiguration = APNsClientConfiguration()) throws -> APNsClient {
        let client = APNsClient(endpoint: try .custom(endpoint.url, caFile: endpoint.caFile), credential: .certificate(identity),
                                configuration: configuration)
        clients.append(client)
        return client
    }

    /// A push to `com.example.app` unless `topic` says otherwise.
    static func push(topic: String = "com.example.app", pushType: PushType = .alert, token: String = String(repeating: "ef", count: 32)) throws -> PushRequest {
        PushRequest(token: try DeviceToken(parsing: token), topic: topic, pushType: pushType, payload: #"{"aps":{"alert":"hi"}}"#)
    }
}
