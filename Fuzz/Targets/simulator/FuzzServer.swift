import Foundation
import PushCore
import PushCrypto
@testable import PushSimulator

/// Two simulators, made once per process with keys generated at start: one in APNs mode (trusting
/// an ES256 key, with scripted token outcomes; its core also serves raw HTTP/2 connections) and
/// one in FCM mode (trusting an RSA service account), plus the credentials a request may carry.
struct FuzzServer: Sendable {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let bundleID = "com.example.app"
    static let healthyToken = String(repeating: "ab", count: 32)
    static let scriptedTokens: [(hex: String, outcome: TokenOutcome)] = [
        (String(repeating: "01", count: 32), .unregistered(since: now.addingTimeInterval(-60))),
        (String(repeating: "02", count: 32), .tooManyRequests(retryAfter: 30)),
        (String(repeating: "03", count: 32), .badDeviceToken),
        (String(repeating: "04", count: 32), .internalServerError),
        (String(repeating: "05", count: 32), .serviceUnavailable),
        (String(repeating: "06", count: 32), .unregistered(since: now.addingTimeInterval(60))),
    ]
    static let unregisteredRegistrationToken = "fuzz:unregistered"
    static let fcmProject = "demo-project"

    /// The APNs-mode simulator's shared state, as its connection threads see it.
    let core: SimulatorCore
    var apns: APNsResponder { core.responder }
    let fcm: APNsResponder
    /// `authorization` values: valid, valid but newer, an hour and a half old, signed under an
    /// unknown key ID, valid with stray spaces.
    let providerAuthorizations: [String]
    /// Token-endpoint bodies: a valid grant, an expired one, one from an account nobody trusts.
    let grantBodies: [[UInt8]]

    static let shared: FuzzServer? = try? FuzzServer()

    private init() throws {
        let issuedAt = Int(Self.now.timeIntervalSince1970)
        let key = try ECPrivateKey.generateP256()
        let keyID = "FUZZKEY001"
        let teamID = "FUZZTEAM01"
        providerAuthorizations = try [
            ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 60, key: key),
            ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 30, key: key),
            ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 5_400, key: key),
            ProviderJWT.sign(keyID: "OTHERKEY01", teamID: teamID, issuedAt: issuedAt - 60, key: key),
        ].map { "bearer " + $0 } + ["bearer  " + (try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 60, key: key)) + " "]
        var outcomes: [DeviceToken: TokenOutcome] = [:]
        for (hex, outcome) in Self.scriptedTokens {
            outcomes[try DeviceToken(pathComponent: hex)] = outcome
        }
        // The simulator's own identity code makes the TLS certificate; a fixed directory is reused
        // by every fuzz process instead of leaving one behind per run.
        let stateDirectory = NSTemporaryDirectory() + "pushtui-fuzz-simulator"
        let identity = try ServerIdentityStore.prepare(in: stateDirectory)
        let configuration = SimulatorConfiguration(
            stateDirectory: stateDirectory, trustedKeys: [TrustedKey(keyID: keyID, teamID: teamID, publicKey: key.publicKey)],
            scenario: Scenario(tokenOutcomes: outcomes), clock: { Self.now })
        core = SimulatorCore(configuration: configuration,
                             tls: try TLSServerContext(certificateFile: identity.certificateFile, privateKeyFile: identity.privateKeyFile),
                             wake: try WakeSignal(), journal: nil, deliveries: DeliveryLog())

        let account = ServiceAccount(clientEmail: "fuzz@\(Self.fcmProject).iam.gserviceaccount.com", privateKeyID: "fuzz-key-1",
                                     projectID: Self.fcmProject, privateKey: try RSAPrivateKey.generate())
        let stranger = ServiceAccount(clientEmail: "stranger@elsewhere.iam.gserviceaccount.com", privateKeyID: "",
                                      projectID: "elsewhere", privateKey: account.privateKey)
        grantBodies = try [
            ServiceAccountAssertion.sign(account: account, issuedAt: issuedAt - 10),
            ServiceAccountAssertion.sign(account: account, issuedAt: issuedAt - 7_200),
            ServiceAccountAssertion.sign(account: stranger, issuedAt: issuedAt - 10),
        ].map(AccessTokenGrant.formBody(assertion:))
        var fcmConfiguration = SimulatorConfiguration(stateDirectory: stateDirectory, clock: { Self.now })
        fcmConfiguration.fcm = FCMSimulation(trustedAccounts: [TrustedServiceAccount(account)],
                                          tokenErrors: [Self.unregisteredRegistrationToken: .unregistered])
        fcm = APNsResponder(configuration: fcmConfiguration)
    }
}
