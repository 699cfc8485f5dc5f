import Dispatch
import Foundation
import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
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
            .value("devices", "FILE", "the devices it knows (token, topic, environment, kind, unregisteredAt); others get BadDeviceToken (docs/simulator.md)"),
            .value("journal", "FILE", "append every request and response to FILE as JSON lines"),
            .value("trust-key", "KEY_ID:TEAM_ID:KEY.pem", "a provider key to accept (public key or .p8); without any, a demo key is made", repeatable: true),
            .value("environment", "ENV", "sandbox (answers carry apns-unique-id) or production (default sandbox)",
                   completion: .choices(APNsEnvironment.allCases.map(\.rawValue))),
            .value("max-streams", "N", "streams per connection once a valid token is seen (default 1000)"),
            .value("initial-streams", "N", "streams allowed before the first valid token (default 1, as APNs); raise for h2load"),
            .value("client-ca", "PATH", "accept provider certificates issued by the CA(s) in this PEM file (client-certificate mode)"),
            .value("idle-timeout", "SECONDS", "close connections quiet this long with GOAWAY IdleTimeout, as APNs does; 0: never (default 3600)"),
            .value("handshake-timeout", "SECONDS", "cut connections whose TLS handshake takes longer (default 5)"),
            .value("event-loops", "N", "threads serving connections, each holding any number (default: one per processor, 4 to 8)"),
            .value("ready-file", "PATH", "once listening, write the ready fields there (name=value lines, atomically); removed on exit"),
            .flag("fcm", "also serve FCM HTTP v1 and an OAuth token endpoint (/token) with a demo service account"),
            .value("trust-service-account", "FILE", "FCM: accept this service-account JSON's key (implies --fcm)", repeatable: true),
            .value("fcm-error", "TOKEN:CODE", "FCM: answer this registration token with an error code, e.g. dead:UNREGISTERED (implies --fcm)",
                   repeatable: true),
        ],
        discussion: """
        Prints one line when ready, then serves until Ctrl-C or SIGTERM:
          pushtui sim ready: endpoint=https://127.0.0.1:PORT port=PORT ca=CA.pem [key=AuthKey.p8 key-id=ID team-id=ID] [client-ca=PATH] [service-account=FILE] environment=ENV
        --ready-file PATH gets the same fields, one name=value per line.
        With --fcm, service-account= names the demo service-account JSON, whose token_uri points at this simulator.
        Clients verify the server with ca=...: curl --http2 --cacert CA.pem ...
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let port = try arguments.integer("port", in: 0...65535) ?? 0
        let environmentName = try arguments.choice("environment", from: APNsEnvironment.allCases.map(\.rawValue))
        let maxStreams = try arguments.integer("max-streams", in: 1...100_000) ?? 1000
        let initialStreams = try arguments.integer("initial-streams", in: 1...100_000) ?? 1
        let idleTimeout = try arguments.integer("idle-timeout", in: 0...604_800) ?? 3600
        let handshakeTimeout = try arguments.integer("handshake-timeout", in: 1...600) ?? 5
        let eventLoops = try arguments.integer("event-loops", in: 1...16) ?? SimulatorConfiguration.defaultEventLoops
        let readyFile = arguments.value("ready-file")
        if let readyFile {
            guard !readyFile.isEmpty else { throw UsageError(description: "--ready-file needs a path") }
            // A file left by an earlier run must not pass for this run's readiness.
            try removeReadyFile(readyFile)
        }
        let stateDirectory = arguments.value("state-dir") ?? PathContext.fromProcess().statePaths.simulator
        guard !stateDirectory.isEmpty else { throw UsageError(description: "--state-dir needs a directory") }
        let scenario = try arguments.value("scenario").map { path throws(CommandFailure) in
            try load(path, as: .scenario) { try Scenario(json: Data($0), file: path) }
        } ?? Scenario()
        let devices = try arguments.value("devices").map { path throws(CommandFailure) in
            try load(path, as: .devices) { try DeviceRegistry(json: $0, file: path) }
        }

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
        configuration.devices = devices
        configuration.fcm = fcm?.simulation
        configuration.idleTimeout = idleTimeout > 0 ? .seconds(idleTimeout) : nil
        configuration.handshakeTimeout = .seconds(handshakeTimeout)
        configuration.eventLoops = eventLoops
        configuration.onJournalFailure = { Console.error("pushtui sim: error: " + $0) }
        let simulator = APNsSimulator(configuration: configuration)

        // Each connection holds a descriptor: take all the kernel allows.
        if let limit = FileDescriptorLimit.raiseToHardLimit(), limit < FileDescriptorLimit.comfortable {
            Console.error("pushtui sim: the open-file limit is \(limit), so at most about \(limit) connections can be held; "
                + "raise the hard limit (ulimit -Hn, or LimitNOFILE= for a service) for more")
        }
        let stop = StopSignal(signals: [SIGINT, SIGTERM])
        let endpoint = try startupStep { () throws(SimulatorError) in try simulator.start() }
        var serviceAccountFile: String?
        if fcm?.demo != nil {
            // Published with this run's token endpoint, which is known only once listening.
            serviceAccountFile = try startupStep { () throws(SimulatorError) in
                try DemoServiceAccount.loadOrCreate(in: stateDirectory, tokenURI: endpoint.url + FCMSimulation.tokenPath)
            }.file
        }
        let readiness = SimulatorReadiness(endpoint: endpoint, environment: environment, demoKey: demoKey,
                                           clientCA: arguments.value("client-ca"), serviceAccountFile: serviceAccountFile)
        if let readyFile {
            do {
                try readiness.write(to: readyFile)
            } catch {
                simulator.stop()
                throw CommandFailure(exitCode: .failure, description: "cannot write the ready file: \(error.description)")
            }
        }
        try Console.out(readiness.line)
        await stop.wait()
        simulator.stop()
        if let readyFile { try removeReadyFile(readyFile) }
        // A CI job asserting on the journal must not pass on one that lost pushes.
        if let problem = simulator.journalProblem { throw CommandFailure(exitCode: .failure, description: problem) }
        return .success
    }

    private static func removeReadyFile(_ path: String) throws(CommandFailure) {
        if let problem = SimulatorReadiness.removeFile(path) { throw CommandFailure(exitCode: .failure, description: problem) }
    }

    private static func startupStep<T>(_ step: () throws(SimulatorError) -> T) throws(CommandFailure) -> T {
        do {
            return try step()
        } catch {
            throw CommandFailure(exitCode: .failure, description: error.description)
        }
    }

    /// Reads `path` as an input of `kind` and parses it with `parse`; a file that cannot be read or
    /// parsed is invalid input, said as the reader or parser says it.
    private static func load<Value>(_ path: String, as kind: InputKind,
                                    _ parse: ([UInt8]) throws -> Value) throws(CommandFailure) -> Value {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, kind: kind)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        do {
            return try parse(bytes)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: String(describing: error))
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
