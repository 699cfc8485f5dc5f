import Dispatch
import Foundation
import PushCore
import PushDelivery
import PushCrypto
import PushSimulator
import PushStorage

/// `pushtui sim`: runs the local APNs simulator in the foreground until SIGINT or SIGTERM.
enum SimCommand {
    static let command = Command(spec: CommandSpec(
        name: "sim",
        summary: "Run the local APNs simulator (HTTP/2 over TLS) until interrupted.",
        options: [
            .value("port", "N", "port to listen on; 0 picks a free one (default 0)"),
            .value("host", "ADDR", "IPv4 address to bind (default 127.0.0.1)"),
            .value("state-dir", "DIR", "where the CA, server certificate and demo key live (default $XDG_STATE_HOME/pushtui/simulator)"),
            .value("scenario", "FILE", "scripted behaviour: per-token outcomes, latency, error rate, GOAWAY (docs/simulator.md)"),
            .value("journal", "FILE", "append every request and response to FILE as JSON lines"),
            .value("trust-key", "KEY_ID:TEAM_ID:KEY.pem", "a provider key to accept (public key or .p8); without any, a demo key is made", repeatable: true),
            .value("environment", "ENV", "sandbox (answers carry apns-unique-id) or production (default sandbox)"),
            .value("max-streams", "N", "streams per connection once a valid token is seen (default 1000)"),
            .value("initial-streams", "N", "streams allowed before the first valid token (default 1, as APNs); raise for h2load"),
            .value("client-ca", "PATH", "accept provider certificates issued by the CA(s) in this PEM file (client-certificate mode)"),
            .flag("fcm", "also serve FCM HTTP v1 and an OAuth token endpoint (/token) with a demo service account"),
            .value("trust-service-account", "FILE", "FCM: accept this service-account JSON's key (implies --fcm)", repeatable: true),
            .value("fcm-error", "TOKEN:CODE", "FCM: answer this registration token with an error code, e.g. dead:UNREGISTERED (implies --fcm)",
                   repeatable: true),
        ],
        discussion: """
        Prints one line when ready, then serves until Ctrl-C:
          pushtui sim ready: endpoint=https://127.0.0.1:PORT ca=CA.pem [key=AuthKey.p8 key-id=ID team-id=ID] [client-ca=PATH] [service-account=FILE] environment=ENV
        With --fcm, service-account= names the demo service-account JSON, whose token_uri points at this simulator.
        Clients verify the server with ca=...: curl --http2 --cacert CA.pem ...
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let port = try arguments.integer("port", in: 0...65535) ?? 0
        let environmentName = try arguments.choice("environment", from: APNsEnvironment.allCases.map(\.rawValue))
        let maxStreams = try arguments.integer("max-streams", in: 1...100_000) ?? 1000
        let initialStreams = try arguments.integer("initial-streams", in: 1...100_000) ?? 1
        let stateDirectory = arguments.value("state-dir") ?? StatePaths.fromProcess().simulator
        guard !stateDirectory.isEmpty else { throw UsageError(description: "--state-dir needs a directory") }
        let scenario = try arguments.value("scenario").map(loadScenario) ?? Scenario()

        var trustedKeys = try arguments.allValues("trust-key").map(parseTrustedKey)
        var demoKey: DemoProviderKey?
        if trustedKeys.isEmpty {
            let key = try startupStep { () throws(SimulatorError) in try DemoProviderKey.loadOrCreate(in: stateDirectory) }
            trustedKeys = [key.trustedKey]
            demoKey = key
        }
        let environment = environmentName.flatMap(APNsEnvironment.init(rawValue:)) ?? .sandbox
        let fcm = try FCMSimulatorOptions(arguments, stateDirectory: stateDirectory)
        var configuration = SimulatorConfiguration(
            stateDirectory: stateDirectory,
            host: arguments.value("host") ?? "127.0.0.1",
            port: UInt16(port),
            environment: environment,
            trustedKeys: trustedKeys,
            scenario: scenario,
            journalPath: arguments.value("journal"),
            maxConcurrentStreams: maxStreams,
            initialMaxConcurrentStreams: initialStreams,
            clientCertificateAuthority: arguments.value("client-ca").map(ClientCertificateAuthority.file))
        configuration.fcm = fcm?.simulation
        let simulator = APNsSimulator(configuration: configuration)

        let stop = StopSignal(signals: [SIGINT, SIGTERM])
        let endpoint = try startupStep { () throws(SimulatorError) in try simulator.start() }
        var ready = "pushtui sim ready: endpoint=\(endpoint.url) ca=\(endpoint.caFile)"
        if let demoKey {
            ready += " key=\(demoKey.keyFile) key-id=\(DemoProviderKey.keyID) team-id=\(DemoProviderKey.teamID)"
        }
        if let clientCA = arguments.value("client-ca") { ready += " client-ca=\(clientCA)" }
        if fcm?.demo != nil {
            let published = try startupStep { () throws(SimulatorError) in
                try DemoServiceAccount.loadOrCreate(in: stateDirectory, tokenURI: endpoint.url + FCMSimulation.tokenPath)
            }
            ready += " service-account=\(published.file)"
        }
        try Console.out(ready + " environment=\(environment.rawValue)")
        await stop.wait()
        simulator.stop()
        return .success
    }

    private static func startupStep<T>(_ step: () throws(SimulatorError) -> T) throws(CommandFailure) -> T {
        do {
            return try step()
        } catch {
            throw CommandFailure(exitCode: .failure, description: error.description)
        }
    }

    private static func loadScenario(_ path: String) throws(CommandFailure) -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, kind: .scenario)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        do {
            return try Scenario(json: Data(bytes), file: path)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
    }

    /// `KEY_ID:TEAM_ID:PATH`, where PATH holds a public key, or a private key whose public half is used.
    private static func parseTrustedKey(_ text: String) throws -> TrustedKey {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else {
            throw UsageError(description: "--trust-key expects KEY_ID:TEAM_ID:KEY.pem, got '\(text)'")
        }
        let bytes = try CredentialFile.read(parts[2], kind: .key)
        do {
            return TrustedKey(keyID: parts[0], teamID: parts[1], publicKey: try ECPublicKey(pem: bytes, file: parts[2]))
        } catch let publicError {
            // Not a public key: it may be the .p8 itself, whose public half is what to trust.
            guard case .notAPublicKey = publicError.reason else {
                throw CommandFailure(exitCode: .credentials, description: publicError.description)
            }
            do {
                return TrustedKey(keyID: parts[0], teamID: parts[1], publicKey: try ECPrivateKey(pem: bytes, file: parts[2]).publicKey)
            } catch {
                throw CommandFailure(exitCode: .credentials, description: error.description)
            }
        }
    }
}
