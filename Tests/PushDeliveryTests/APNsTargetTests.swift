import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushSimulatorFixture
import PushTestSupport
import PushTransport
import Testing

/// A profile resolved into where APNs pushes go, who signs them and which topic they carry — the
/// same for every command, whatever overrides a front end lays over it.
@Suite struct APNsTargetTests {
    private static func profile(_ text: String) throws -> Profile {
        try ProfileCodec.decode(Array(text.utf8), file: "p.json").get()
    }

    private static let tokenProfile = """
        {"name": "app", "service": "apns", "environment": "production", "topic": "com.acme.app",
         "auth": {"type": "token", "keyFile": "keys/AuthKey_ABCDE12345.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
         "endpoint": "https://127.0.0.1:2197", "caFile": "$CERTS/ca.pem", "defaults": {"priority": 5},
         "tokens": [{"label": "phone", "token": "\(String(repeating: "ab", count: 32))"}]}
        """

    private let paths = PathContext(home: "/home/me", environment: ["CERTS": "/etc/certs"], currentDirectory: "/work")

    @Test func aTokenProfileBecomesATargetWithItsPathsExpanded() throws {
        let target = try APNsTarget(profile: Self.profile(Self.tokenProfile), file: "/profiles/app.json", paths: paths)
        #expect(target.destination.environment == .production)
        #expect(target.destination.endpointURL == "https://127.0.0.1:2197")
        #expect(try target.destination.locatedCAFile(paths: target.paths) == "/etc/certs/ca.pem")
        #expect(target.keyFile == "/profiles/keys/AuthKey_ABCDE12345.p8")
        #expect(target.keyID == "ABCDE12345" && target.teamID == "TEAM123456")
        #expect(target.certificate == nil)
        #expect(target.destination.bundleID == "com.acme.app")
        #expect(target.defaults.headers.priority == 5)
        #expect(target.tokenBook.count == 1)
        #expect(target.profileFile == "/profiles/app.json" && target.profileName == "app")
        #expect(target.secrets.environment == ["CERTS": "/etc/certs"])
    }

    @Test func anFCMProfileIsNoAPNsTarget() throws {
        let fcm = try Self.profile(#"{"name": "phones", "service": "fcm", "auth": {"type": "serviceAccount", "file": "sa.json"}}"#)
        let error = try #require(throws: ResolutionError.self) { try APNsTarget(profile: fcm, file: "/p/phones.json", paths: paths) }
        #expect(error.kind == .usage)
        #expect(error.description.contains("profile 'phones' is for fcm"), "\(error.description)")
    }

    @Test(arguments: [
        (PushType.alert, nil as String?, "com.acme.app"),
        (.voip, nil, "com.acme.app.voip"),
        (.liveactivity, nil, "com.acme.app.push-type.liveactivity"),
        (.voip, "com.other.app", "com.other.app"),
    ])
    func theTopicFollowsThePushTypeUnlessGiven(pushType: PushType, explicit: String?, expected: String) throws {
        var target = try APNsTarget(profile: Self.profile(Self.tokenProfile), file: "/profiles/app.json", paths: paths)
        target.destination.explicitTopic = explicit
        #expect(try target.topic(identity: nil, pushType: pushType) == expected)
    }

    @Test func aMissingOrImpossibleTopicIsRefusedWithItsKind() throws {
        var target = try APNsTarget()
        let missing = try #require(throws: ResolutionError.self) { try target.topic(identity: nil, pushType: .alert) }
        #expect(missing.kind == .usage)
        #expect(missing.description.hasPrefix("no topic"))
        target.destination.explicitTopic = "has space"
        let impossible = try #require(throws: ResolutionError.self) { try target.topic(identity: nil, pushType: .alert) }
        #expect(impossible.kind == .invalidInput)
    }

    @Test func aSigningKeyNeedsAllThreePartsAndNamesTheMissingOnes() throws {
        var target = try APNsTarget()
        target.keyID = "ABCDE12345"
        let error = try #require(throws: ResolutionError.self) { try target.loadSigningKey() }
        #expect(error.kind == .usage)
        #expect(error.description.hasSuffix("(missing --key-file, --team-id)"), "\(error.description)")
    }

    @Test func aSigningKeyIsReadFromItsFile() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-target")
        let key = try ProviderKey(keyID: "ABCDE12345", teamID: "TEAM123456")
        var target = try APNsTarget()
        target.keyFile = try files.writePrivate(key.privateKey.pkcs8PEM(), to: "AuthKey_ABCDE12345.p8")
        target.keyID = key.keyID
        target.teamID = key.teamID
        let signing = try target.loadSigningKey()
        #expect(signing.warnings.isEmpty, "a 0600 key file raised \(signing.warnings)")
        #expect(signing.value.keyID == "ABCDE12345" && signing.value.teamID == "TEAM123456")
        #expect(signing.value.key.publicKey.pem() == key.privateKey.publicKey.pem())
    }

    @Test func anExtraCAForApplesHostIsAUsageError() throws {
        let target = try APNsTarget(overriding: Destination.Overrides(endpointURL: "https://api.push.apple.com", caFile: "/etc/certs/ca.pem"))
        let error = try #require(throws: ResolutionError.self) { try target.destination.apnsEndpoint(paths: target.paths) }
        #expect(error.kind == .usage)
        #expect(error.description.contains("not for Apple's host"), "\(error.description)")
        let without = try APNsTarget(overriding: Destination.Overrides(endpointURL: "https://api.push.apple.com"))
        #expect(try without.destination.apnsEndpoint(paths: without.paths).baseURL == "https://api.push.apple.com")
    }

    @Test(arguments: [
        ("https://api.push.apple.com", nil as APNsEnvironment?, APNsEnvironment.production),
        ("https://api.sandbox.push.apple.com:2197", nil, .sandbox),
        ("https://api.development.push.apple.com", .sandbox, .sandbox),
        ("https://127.0.0.1:2197", .production, .production),
        ("https://127.0.0.1:2197", nil, .sandbox),
    ])
    func theEnvironmentFollowsApplesHost(url: String, chosen: APNsEnvironment?, expected: APNsEnvironment) throws {
        let target = try APNsTarget(overriding: Destination.Overrides(environment: chosen, endpointURL: url))
        #expect(target.destination.environment == expected)
    }

    @Test func aChosenEnvironmentThatContradictsApplesHostIsAUsageError() throws {
        let error = try #require(throws: ResolutionError.self) {
            try APNsTarget(overriding: Destination.Overrides(environment: .sandbox, endpointURL: "https://api.push.apple.com"))
        }
        #expect(error.kind == .usage)
        #expect(error.description == "--sandbox contradicts endpoint https://api.push.apple.com (Apple production)")
    }

    @Test(arguments: [(nil as String?, APNsEnvironment.sandbox), ("https://api.push.apple.com", .production),
                      ("https://api.sandbox.push.apple.com:2197", .sandbox)])
    func channelsOnApplesHostGoToApplesBroadcastHosts(endpoint: String?, environment: APNsEnvironment) throws {
        let target = try APNsTarget(overriding: Destination.Overrides(endpointURL: endpoint), service: .broadcast)
        #expect(try target.destination.broadcastEndpoints(paths: paths) == .apple(environment))
        let elsewhere = try APNsTarget(overriding: Destination.Overrides(endpointURL: endpoint, broadcastURL: "https://127.0.0.1:9"), service: .broadcast)
        let moved = try elsewhere.destination.broadcastEndpoints(paths: paths)
        #expect(moved.management == BroadcastEndpoints.apple(environment).management)
        #expect(moved.broadcast.baseURL == "https://127.0.0.1:9")
    }

    @Test func aCustomEndpointServesBothAndAnExtraCAOnlyWithIt() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-target")
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "test CA", validDays: 1)
        let caFile = try files.write(authority.certificatePEM, to: "ca.pem")
        func endpoints(_ endpointURL: String?) throws -> BroadcastEndpoints {
            try APNsTarget(overriding: Destination.Overrides(endpointURL: endpointURL, caFile: caFile), service: .broadcast)
                .destination.broadcastEndpoints(paths: paths)
        }
        #expect(try endpoints("https://127.0.0.1:2197") == BroadcastEndpoints.custom("https://127.0.0.1:2197", caFile: caFile))
        let apple = try #require(throws: ResolutionError.self) { try endpoints("https://api.push.apple.com") }
        #expect(apple.kind == .usage && apple.description.contains("not for Apple's host"), "\(apple.description)")
        let none = try #require(throws: ResolutionError.self) { try endpoints(nil) }
        #expect(none.kind == .usage)
    }

    @Test func aProfileOnApplesProductionHostBroadcastsThroughApplesBroadcastHosts() throws {
        let profile = try Self.profile(Self.tokenProfile.replacingOccurrences(of: #""endpoint": "https://127.0.0.1:2197", "caFile": "$CERTS/ca.pem", "#,
                                                                             with: #""endpoint": "https://api.push.apple.com", "#))
        let route = try BroadcastRoute(profile: profile, file: "/profiles/app.json", paths: paths)
        #expect(route.endpoints == .apple(.production))
        #expect(route.bundleID == "com.acme.app")
    }
}
