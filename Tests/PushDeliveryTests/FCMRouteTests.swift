import PushCore
import PushDelivery
import PushStorage
import Testing

/// An FCM send's route: the fcm profile's, each flag laid over it; an APNs profile lends nothing.
@Suite struct FCMRouteTests {
    private let paths = PathContext(home: "/home/me", environment: ["SA": "/secrets"], currentDirectory: "/work")

    private func stored(_ text: String, file: String = "/profiles/phones.json") throws -> StoredProfile {
        StoredProfile(file: file, profile: try ProfileCodec.decode(Array(text.utf8), file: file).get())
    }

    private var fcmProfile: String {
        """
        {"name": "phones", "service": "fcm", "auth": {"type": "serviceAccount", "file": "$SA/account.json"},
         "project": "acme", "endpoint": "https://127.0.0.1:2197", "tokenEndpoint": "https://127.0.0.1:2197/token",
         "caFile": "ca.pem"}
        """
    }

    @Test func anFCMProfileGivesEveryPartWithItsPathsExpanded() throws {
        let route = try FCMRoute(profile: stored(fcmProfile), overriding: FCMRoute.Overrides(), paths: paths)
        #expect(route == FCMRoute(accountFile: "/secrets/account.json", project: "acme", endpointURL: "https://127.0.0.1:2197",
                                  tokenEndpoint: "https://127.0.0.1:2197/token", caFile: "/profiles/ca.pem"))
        #expect(try FCMRoute(profile: stored(fcmProfile).profile, file: "/profiles/phones.json", paths: paths) == route)
    }

    @Test func eachOverrideWinsAndAReplacedProfilePathIsNotLookedAt() throws {
        // $MISSING is undefined: the profile's account and CA paths would fail to expand.
        let profile = try stored(fcmProfile.replacingOccurrences(of: "$SA/account.json", with: "$MISSING/account.json")
            .replacingOccurrences(of: "ca.pem", with: "$MISSING/ca.pem"))
        let overrides = FCMRoute.Overrides(accountFile: "mine.json", project: "other", endpointURL: "https://127.0.0.1:9",
                                           tokenEndpoint: "https://127.0.0.1:9/token", caFile: "my-ca.pem")
        let route = try FCMRoute(profile: profile, overriding: overrides, paths: paths)
        #expect(route == FCMRoute(accountFile: "mine.json", project: "other", endpointURL: "https://127.0.0.1:9",
                                  tokenEndpoint: "https://127.0.0.1:9/token", caFile: "my-ca.pem"))
        let error = try #require(throws: ResolutionError.self) {
            try FCMRoute(profile: profile, overriding: FCMRoute.Overrides(accountFile: "mine.json"), paths: paths)
        }
        #expect(error.kind == .credentials)
        #expect(error.description.contains("caFile"), "\(error.description)")
    }

    @Test func anAPNsProfileLendsNothingAndWithoutAnAccountThereIsNoRoute() throws {
        let apns = try stored("""
            {"name": "app", "service": "apns", "environment": "sandbox", "topic": "com.acme.app",
             "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
             "endpoint": "https://127.0.0.1:2197", "caFile": "ca.pem"}
            """, file: "/profiles/app.json")
        let route = try FCMRoute(profile: apns, overriding: FCMRoute.Overrides(accountFile: "sa.json"), paths: paths)
        #expect(route == FCMRoute(accountFile: "sa.json", project: nil, endpointURL: nil, tokenEndpoint: nil, caFile: nil))
        #expect(try FCMRoute(profile: apns.profile, file: apns.file, paths: paths) == nil)
        for profile in [apns, nil] {
            let error = try #require(throws: ResolutionError.self) {
                try FCMRoute(profile: profile, overriding: FCMRoute.Overrides(), paths: paths)
            }
            #expect(error.kind == .usage)
            #expect(error.description == "an FCM send needs --service-account FILE or an fcm --profile")
        }
    }
}
