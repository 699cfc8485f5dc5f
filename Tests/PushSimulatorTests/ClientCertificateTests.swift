import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// A simulator in client-certificate mode trusting a throwaway client CA, and Apple-like provider
/// certificates written as files for the curl CLI (`--cert`/`--key`, or a `.p12` with `--cert-type P12`).
final class CertificateSimulator {
    let scratch: TemporaryDirectory
    let clientAuthority: GeneratedIdentity
    let key: ProviderKey
    let clock = ManualClock()
    let simulator: APNsSimulator
    let endpoint: SimulatorEndpoint

    static let token = String(repeating: "cd", count: 32)

    init(environment: APNsEnvironment = .sandbox, authority: ((TemporaryDirectory, GeneratedIdentity) throws -> ClientCertificateAuthority)? = nil) throws {
        scratch = try TemporaryDirectory(prefix: "pushsim-certs")
        // The handshake verifies on the simulator's clock, so the CA is valid around it too.
        clientAuthority = try CertificateFactory.makeCertificateAuthority(
            commonName: "test provider CA", validFrom: clock.date.addingTimeInterval(-30 * 86_400), validDays: 365)
        let caPath = try scratch.write(clientAuthority.certificatePEM, to: "client-ca.pem")
        key = try ProviderKey()
        simulator = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: scratch.file("state"),
            environment: environment,
            trustedKeys: [key.trusted],
            clock: clock.dateSource,
            clientCertificateAuthority: try authority?(scratch, clientAuthority) ?? .file(caPath)))
        endpoint = try simulator.start()
    }

    func stop() {
        simulator.stop()
        scratch.remove()
    }

    var url: String { "\(endpoint.url)/3/device/\(Self.token)" }

    /// An Apple-like certificate from `signer` (default: the trusted client CA), by default valid
    /// from a day before the simulator's clock, which is the time the handshake verifies against.
    func certificate(topics: [CertificateTopic]? = nil, environments: Set<APNsEnvironment> = [.sandbox, .production],
                     validFrom: Date? = nil, validDays: Int = 30,
                     signer: GeneratedIdentity? = nil) throws -> GeneratedIdentity {
        try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: "com.example.app", topics: topics, environments: environments, signedBy: signer ?? clientAuthority,
            validFrom: validFrom ?? clock.date.addingTimeInterval(-86_400), validDays: validDays)
    }

    /// curl arguments presenting `identity` as PEM certificate and key files.
    func pemArguments(_ identity: GeneratedIdentity) throws -> [String] {
        let name = UUID().uuidString
        return ["--cert", try scratch.write(identity.certificatePEM, to: "\(name).pem"),
                "--key", try scratch.write(identity.privateKeyPEM, to: "\(name)-key.pem")]
    }

    /// curl arguments presenting `identity` as a `.p12` (exported by the openssl CLI).
    func pkcs12Arguments(_ identity: GeneratedIdentity, passphrase: String) throws -> [String] {
        let name = UUID().uuidString
        let certificate = try scratch.write(identity.certificatePEM, to: "\(name).pem")
        let key = try scratch.write(identity.privateKeyPEM, to: "\(name)-key.pem")
        try CommandLineTool.openssl(["pkcs12", "-export", "-in", certificate, "-inkey", key, "-out", scratch.file("\(name).p12"),
                                     "-passout", "pass:\(passphrase)"])
        return ["--cert", "\(scratch.file("\(name).p12")):\(passphrase)", "--cert-type", "P12"]
    }

    /// One push with the curl CLI; `headers` replace the default alert headers when given.
    func push(_ clientArguments: [String], headers: [String] = ["apns-push-type: alert"]) throws -> CurlResponse {
        try curl(url, caFile: endpoint.caFile, headers: headers, extraArguments: clientArguments)
    }
}

/// Client-certificate mode end to end with the curl CLI: what APNs answers for each certificate.
@Suite(.serialized) struct ClientCertificateTests {
    @Test func singleTopicCertificateNeedsNoTopicHeader() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate()))
        #expect(response.status == 200, "\(response.errorOutput) \(response.body)")
        #expect(response.httpVersion == "2")
        let delivered = try #require(server.simulator.deliveredNotifications.first)
        #expect(delivered.token.hex == CertificateSimulator.token)
        #expect(delivered.topic == nil)
    }

    @Test func p12WithVoIPTopicIsDelivered() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let certificate = try server.certificate(topics: CertificateTopic.standard(bundleID: "com.example.app", voip: true))
        let response = try server.push(server.pkcs12Arguments(certificate, passphrase: "pw"),
                                       headers: ["apns-topic: com.example.app.voip", "apns-push-type: voip"])
        #expect(response.status == 200, "\(response.errorOutput) \(response.body)")
    }

    @Test func multiTopicCertificateWithoutTopicIsMissingTopic() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let certificate = try server.certificate(topics: CertificateTopic.standard(bundleID: "com.example.app", voip: true))
        let response = try server.push(server.pemArguments(certificate))
        #expect(response.status == 400)
        #expect(response.reason == "MissingTopic")
    }

    @Test(arguments: ["com.example.other", "com.example.app.voip"])
    func topicOutsideTheCertificateIsDisallowed(_ topic: String) throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let pushType = topic.hasSuffix(".voip") ? "voip" : "alert"
        let response = try server.push(server.pemArguments(server.certificate()),
                                       headers: ["apns-topic: \(topic)", "apns-push-type: \(pushType)"])
        #expect(response.status == 400)
        #expect(response.reason == "TopicDisallowed")
    }

    @Test func pushTypeThatDoesNotFitTheOnlyTopicIsDisallowed() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate()), headers: ["apns-push-type: voip"])
        #expect(response.status == 400)
        #expect(response.reason == "TopicDisallowed")
    }

    @Test(arguments: [APNsEnvironment.sandbox, .production])
    func certificateForTheOtherEnvironmentIsRejected(_ environment: APNsEnvironment) throws {
        let server = try CertificateSimulator(environment: environment)
        defer { server.stop() }
        let other: APNsEnvironment = environment == .sandbox ? .production : .sandbox
        let wrong = try server.push(server.pemArguments(server.certificate(environments: [other])))
        #expect(wrong.status == 403)
        #expect(wrong.reason == "BadCertificateEnvironment")
        let right = try server.push(server.pemArguments(server.certificate(environments: [environment])))
        #expect(right.status == 200, "\(right.errorOutput) \(right.body)")
    }

    @Test func trustedCertificateThatIsNoPushCertificateIsBad() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate(environments: [])))
        #expect(response.status == 403)
        #expect(response.reason == "BadCertificate")
    }

    /// Expiry is judged on the simulator's clock: the same certificate works, then fails once the clock passes its end.
    @Test func expiredCertificateFailsTheHandshake() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let arguments = try server.pemArguments(server.certificate(validFrom: server.clock.date, validDays: 30))
        #expect(try server.push(arguments).status == 200)
        server.clock.advance(by: 30 * 86_400 + 1)
        let response = try server.push(arguments)
        #expect(response.status == 0)
        #expect(response.exitCode != 0)
        #expect(response.errorOutput.contains("certificate expired"), "\(response.errorOutput)")
        #expect(server.simulator.deliveredNotifications.count == 1)
    }

    @Test func notYetValidCertificateFailsTheHandshake() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate(validFrom: server.clock.date.addingTimeInterval(3_600))))
        #expect(response.status == 0)
        #expect(response.exitCode != 0)
        #expect(response.errorOutput.contains("certificate is not yet valid") || response.errorOutput.contains("bad certificate"),
                "\(response.errorOutput)")
    }

    @Test func certificateFromAnUntrustedCAFailsTheHandshake() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let stranger = try CertificateFactory.makeCertificateAuthority(
            commonName: "someone else", validFrom: server.clock.date.addingTimeInterval(-86_400), validDays: 30)
        let response = try server.push(server.pemArguments(server.certificate(signer: stranger)))
        #expect(response.status == 0)
        #expect(response.exitCode != 0)
        #expect(response.errorOutput.contains("unknown ca"), "\(response.errorOutput)")
    }

    @Test func tokenAuthenticationStillWorksWithoutACertificate() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let authorization = try server.key.authorization(issuedAt: server.clock.epochSeconds)
        let response = try server.push([], headers: ["apns-topic: com.example.app", "apns-push-type: alert", "authorization: \(authorization)"])
        #expect(response.status == 200, "\(response.errorOutput) \(response.body)")
        let missing = try server.push([], headers: ["apns-topic: com.example.app", "apns-push-type: alert"])
        #expect(missing.status == 403)
        #expect(missing.reason == "MissingProviderToken")
    }

    @Test func authorizationIsIgnoredOnACertificateConnection() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate()),
                                       headers: ["apns-push-type: alert", "authorization: bearer not.a.jwt"])
        #expect(response.status == 200, "\(response.errorOutput) \(response.body)")
    }

    @Test func requestRulesStillApplyOnACertificateConnection() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate()), headers: ["apns-push-type: alert", "apns-priority: 7"])
        #expect(response.status == 400)
        #expect(response.reason == "BadPriority")
    }

    @Test func authorityMayBeGivenAsPEMText() throws {
        let server = try CertificateSimulator(authority: { _, authority in .pem(authority.certificatePEM) })
        defer { server.stop() }
        let response = try server.push(server.pemArguments(server.certificate()))
        #expect(response.status == 200, "\(response.errorOutput) \(response.body)")
    }

    /// What the transport will hand libcurl: a legacy `.p12` that curl itself cannot open is
    /// loaded by ClientIdentity and re-exported as a modern `.p12` and as PEM certificate + key.
    @Test func legacyP12ReexportedByClientIdentityIsAccepted() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let generated = try server.certificate()
        let certificate = try server.scratch.write(generated.certificatePEM, to: "legacy.pem")
        let key = try server.scratch.write(generated.privateKeyPEM, to: "legacy-key.pem")
        let legacy = server.scratch.file("legacy.p12")
        try CommandLineTool.openssl(["pkcs12", "-export", "-legacy", "-in", certificate, "-inkey", key, "-out", legacy, "-passout", "pass:old"])
        let direct = try server.push(["--cert", "\(legacy):old", "--cert-type", "P12"])
        #expect(direct.exitCode == 58, "curl's OpenSSL has no legacy provider: \(direct.errorOutput)")

        let identity = try ClientIdentity(contentsOfFile: legacy, passphrase: "old", now: server.clock.date)
        let modern = try server.scratch.write(identity.pkcs12Bytes(passphrase: "new"), to: "modern.p12")
        let viaP12 = try server.push(["--cert", "\(modern):new", "--cert-type", "P12"])
        #expect(viaP12.status == 200, "\(viaP12.errorOutput) \(viaP12.body)")
        let viaPEM = try server.push(["--cert", server.scratch.write(identity.certificateChainPEM, to: "chain.pem"),
                                      "--key", server.scratch.write(identity.privateKeyPEM(), to: "key.pem")])
        #expect(viaPEM.status == 200, "\(viaPEM.errorOutput) \(viaPEM.body)")
    }

    /// nghttp (nghttp2's own client) presents the certificate; the first SETTINGS already carries
    /// the full stream limit, as Pushy logged from APNs on certificate connections.
    @Test func certificateConnectionGetsTheFullStreamLimitAtOnce() throws {
        let server = try CertificateSimulator()
        defer { server.stop() }
        let files = try server.pemArguments(server.certificate())
        let body = try server.scratch.write("{\"aps\":{\"alert\":\"hi\"}}", to: "body.json")
        let result = try CommandLineTool.run("/usr/bin/nghttp", ["-v", "-n", "--cert", files[1], "--key", files[3],
                                                                 "-H", "apns-push-type: alert", "-d", body, server.url],
                                             environment: ["SSL_CERT_FILE": server.endpoint.caFile])
        let limits = nghttpReceivedFrames(result.standardOutput, type: "SETTINGS")
            .flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("[SETTINGS_MAX_CONCURRENT_STREAMS") }
        #expect(limits == ["[SETTINGS_MAX_CONCURRENT_STREAMS(0x03):1000]"], "\(result.standardOutput)")
        #expect(result.standardOutput.contains(":status: 200"), "\(result.standardOutput)")
    }

    @Test func unreadableAuthorityStopsTheStart() throws {
        let scratch = try TemporaryDirectory(prefix: "pushsim-certs")
        defer { scratch.remove() }
        let missing = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: scratch.file("state"), clientCertificateAuthority: .file(scratch.file("absent.pem"))))
        #expect(throws: SimulatorError.file(path: scratch.file("absent.pem"), reason: "cannot read the client CA file")) {
            try missing.start()
        }
        let empty = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: scratch.file("state"), clientCertificateAuthority: .pem("not a certificate")))
        #expect(throws: SimulatorError.tls(operation: "load the client CA from the client CA PEM", detail: "no -----BEGIN CERTIFICATE----- block")) {
            try empty.start()
        }
    }
}
