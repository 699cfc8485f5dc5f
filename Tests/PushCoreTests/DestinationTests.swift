import PushCore
import PushTestSupport
import Testing

/// One pure function makes a profile and its overrides into where the pushes go; every front end
/// reads the value it makes.
@Suite struct DestinationTests {
    @Test(arguments: DestinationCase.all)
    func eachProfileResolvesToOneHostAndName(row: DestinationCase) {
        let destination = Destination(row.profile, file: "/profiles/route.json", broadcast: row.broadcast)
        #expect(destination.kind == row.kind)
        #expect(destination.url == row.url)
        #expect(destination.authority == row.authority)
        #expect(destination.name == row.name)
        #expect(destination.fullName == row.fullName)
        #expect(destination.isProduction == row.isProduction)
        #expect("\(destination.host):\(destination.port)" == PlatformHost.authority(of: row.url))
    }

    @Test func theCommandLinesOverridesWinAndItsCAIsUsedAsGiven() throws {
        let profile = Profile.apns(name: "App", environment: .sandbox, topic: "com.example.app",
                                   auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"),
                                   endpoint: "https://127.0.0.1:2197", caFile: "ca.pem")
        let own = Destination(profile, file: "/profiles/app.json")
        #expect(own.caFile == Destination.WrittenPath("ca.pem", profileFile: "/profiles/app.json"))
        #expect(!own.isProduction)
        let overridden = try Destination(profile, file: "/profiles/app.json", service: .apns, overriding: Destination.Overrides(
            environment: .production, endpointURL: "https://127.0.0.1:9", caFile: "mine.pem"))
        #expect(overridden.url == "https://127.0.0.1:9")
        #expect(overridden.caFile == Destination.WrittenPath("mine.pem", profileFile: nil))
        #expect(overridden.environment == .production && overridden.isProduction, "a custom host is production when the run says so")
    }

    @Test func anEnvironmentThatContradictsApplesHostIsRefused() throws {
        let error = try #require(throws: DestinationError.self) {
            try Destination(nil, file: nil, service: .apns, overriding: Destination.Overrides(environment: .sandbox, endpointURL: "https://api.push.apple.com"))
        }
        #expect(error.description == "--sandbox contradicts endpoint https://api.push.apple.com (Apple production)")
        let agreeing = try Destination(nil, file: nil, service: .broadcast,
                                       overriding: Destination.Overrides(environment: .production, endpointURL: "https://api.push.apple.com"))
        #expect(agreeing.url == "https://api-broadcast.push.apple.com")
    }

    @Test func aMovedBroadcastHostIsWhereTheBroadcastGoes() throws {
        let moved = try Destination(nil, file: nil, service: .broadcast, overriding: Destination.Overrides(broadcastURL: "https://127.0.0.1:9/"))
        #expect(moved.url == "https://127.0.0.1:9")
        #expect(moved.kind == .custom)
        let ignored = try Destination(nil, file: nil, service: .apns, overriding: Destination.Overrides(broadcastURL: "https://127.0.0.1:9"))
        #expect(ignored.url == "https://api.sandbox.push.apple.com", "device pushes do not follow the broadcast host")
    }

    @Test(arguments: [
        (PushType.alert, nil as String?, nil as String?, "com.acme.app" as String?),
        (.voip, nil, nil, "com.acme.app.voip"),
        (.liveactivity, nil, nil, "com.acme.app.push-type.liveactivity"),
        (.voip, "com.other.app", nil, "com.other.app"),
    ])
    func theTopicIsTheBundleIDWithThePushTypesSuffixUnlessGiven(pushType: PushType, explicit: String?, certificate: String?,
                                                              expected: String?) throws {
        let profile = Profile.apns(name: "App", topic: "com.acme.app", auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"))
        let destination = try Destination(profile, file: nil, service: .apns, overriding: Destination.Overrides(topic: explicit))
        #expect(destination.topic(for: pushType, certificateTopic: certificate) == expected)
    }

    @Test func aCertificateProfilesTopicIsItsCertificatesAndWithoutOneThereIsNone() {
        let profile = Profile.apns(name: "Cert", topic: "", auth: .certificate(file: "push.p12", passphrase: .none, keyFile: nil))
        let destination = Destination(profile, file: nil)
        #expect(destination.topic(for: .voip, certificateTopic: "com.example.cert") == "com.example.cert.voip")
        #expect(destination.topic(for: .alert, certificateTopic: nil) == nil)
    }

    @Test func aProfileOfTheOtherServiceLendsNothing() throws {
        let apns = Profile.apns(name: "App", environment: .production, topic: "com.acme.app",
                                auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"),
                                endpoint: "https://127.0.0.1:2197", caFile: "ca.pem")
        let fcm = try Destination(apns, file: "/p/app.json", service: .fcm, overriding: Destination.Overrides(topic: "news"))
        #expect(fcm.url == "https://fcm.googleapis.com" && fcm.caFile == nil && fcm.environment == nil)
        #expect(fcm.topic(for: .alert, certificateTopic: nil) == nil, "an FCM --topic is a recipient, not an apns-topic")
        let phones = Profile.fcm(name: "Phones", serviceAccountFile: "sa.json", endpoint: "https://127.0.0.1:2198", project: "acme")
        let device = try Destination(phones, file: "/p/phones.json", service: .apns, overriding: Destination.Overrides())
        #expect(device.url == "https://api.sandbox.push.apple.com" && device.project == nil)
    }
}
