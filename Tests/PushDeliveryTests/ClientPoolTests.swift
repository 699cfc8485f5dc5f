import Foundation
import PushCore
import PushDelivery
import PushSimulatorFixture
import PushTestSupport
import PushTransport
import Testing

/// Profiles resolve into routes, and the pool makes one real client per route that sends to the
/// simulator over TLS.
@Suite struct ClientPoolTests {
    private func profile(_ simulator: SimulatorFixture, keyFile: String, topic: String = "com.example.app") -> Profile {
        Profile.apns(name: "pool", environment: .sandbox, topic: topic,
                auth: .token(keyFile: keyFile, keyID: simulator.key.keyID, teamID: simulator.key.teamID),
                endpoint: simulator.endpoint.url, caFile: simulator.endpoint.caFile)
    }

    private func paths(_ directory: TemporaryDirectory) -> PathContext {
        PathContext(home: directory.path, environment: [:], currentDirectory: directory.path)
    }

    @Test func oneClientPerRouteSendsAndWarnsOnceAboutAnExposedKey() async throws {
        let simulator = try SimulatorFixture()
        defer { simulator.stop() }
        let keyFile = try simulator.scratch.write(simulator.key.privateKey.pkcs8PEM(), to: "AuthKey.p8")
        chmod(keyFile, 0o644)
        let file = simulator.scratch.file("pool.json")
        let pool = ClientPool(secrets: .environment([:]))
        defer { pool.shutdown() }

        // The key is named relative to the profile's directory, as a profile file would.
        let route = try APNsRoute(profile: profile(simulator, keyFile: "AuthKey.p8"), file: file, paths: paths(simulator.scratch))
        #expect(route.credential == .token(keyFile: keyFile, keyID: simulator.key.keyID, teamID: simulator.key.teamID))
        let first = try pool.client(for: route)
        #expect(first.warnings.map(\.path) == [keyFile])
        let second = try pool.client(for: route)
        #expect(second.value === first.value, "one connection per credential and endpoint")
        #expect(second.warnings.isEmpty, "a warning is given once, when the key is read")

        let result = await second.value.send(PushRequest(token: try DeviceToken(parsing: SimulatorFixture.token),
                                                         topic: "com.example.app", pushType: .alert, payload: #"{"aps":{"alert":"hi"}}"#))
        #expect(result.outcome == .delivered, "\(result.summary)")

        // Another endpoint is another route, hence another client.
        var elsewhere = route
        elsewhere.endpoint = try APNsEndpoint.custom("https://127.0.0.1:1", caFile: simulator.endpoint.caFile)
        #expect(try pool.client(for: elsewhere).value !== first.value)
    }

    @Test func aBroadcastRouteDropsThePushTypeSuffixAndSharesTheCredential() throws {
        let directory = try TemporaryDirectory()
        let key = try ProviderKey()
        let keyFile = try directory.writePrivate(key.privateKey.pkcs8PEM(), to: "k.p8")
        let profile = Profile.apns(name: "b", environment: .production, topic: "com.example.app.voip",
                              auth: .token(keyFile: keyFile, keyID: key.keyID, teamID: key.teamID))
        let route = try BroadcastRoute(profile: profile, file: directory.file("b.json"), paths: paths(directory))
        #expect(route.bundleID == "com.example.app")
        #expect(route.endpoints == .apple(.production))
        #expect(route.credential == (try APNsRoute(profile: profile, file: directory.file("b.json"), paths: paths(directory))).credential)
    }

    @Test func problemsAreTypedAndNameTheInput() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("p.json")
        let missingKey = Profile.apns(name: "p", environment: .sandbox, topic: "t",
                                 auth: .token(keyFile: "$NO_SUCH_VARIABLE/k.p8", keyID: "KEY1234567", teamID: "TEAM123456"))
        #expect(throws: ResolutionError.self) { try APNsRoute(profile: missingKey, file: file, paths: paths(directory)) }
        do {
            _ = try APNsRoute(profile: missingKey, file: file, paths: paths(directory))
        } catch {
            #expect(error.kind == .credentials)
            #expect(error.description.hasPrefix("\(file): auth.keyFile:"), "\(error)")
        }

        let fcm = Profile.fcm(name: "f", serviceAccountFile: "sa.json")
        do {
            _ = try APNsRoute(profile: fcm, file: file, paths: paths(directory))
            Issue.record("an fcm profile has no APNs route")
        } catch {
            #expect(error.kind == .usage)
            #expect(error.description.contains("profile 'f' is for fcm"), "\(error)")
        }

        let certificate = Profile.apns(name: "c", environment: .sandbox, topic: "t",
                                  auth: .certificate(file: "c.p12", passphrase: .environment("CERT_PASS"), keyFile: nil))
        let route = try APNsRoute(profile: certificate, file: file, paths: paths(directory))
        do {
            _ = try ClientPool(secrets: .environment([:])).client(for: route)
            Issue.record("no passphrase variable, no client")
        } catch {
            #expect(error == ResolutionError(.credentials, "the certificate's passphrase is read from $CERT_PASS, which is not set; export it first"))
        }
    }
}
