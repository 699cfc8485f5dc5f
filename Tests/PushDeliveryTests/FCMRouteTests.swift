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

    /// What a route resolves to, part by part.
    private struct Parts: Equatable {
        var accountFile: String
        var project: String?
        var endpointURL: String?
        var tokenEndpoint: String?
        var caFile: String?

        init(accountFile: String, project: String?, endpointURL: String?, tokenEndpoint: String?, caFile: String?) {
            (self.accountFile, self.project, self.endpointURL, self.tokenEndpoint, self.caFile) = (accountFile, project, endpointURL, tokenEndpoint, caFile)
        }

        init(_ route: FCMRoute) {
            self.init(accountFile: route.accountFile, project: route.project, endpointURL: route.destination.endpointURL,
                      tokenEndpoint: route.destination.tokenEndpoint, caFile: route.caFile)
        }
    }

    @Test func anFCMProfileGivesEveryPartWithItsPathsExpanded() throws {
        let route = try FCMRoute(profile: stored(fcmProfile), accountFile: nil, overriding: Destination.Overrides(), paths: paths)
        #expect(Parts(route) == Parts(accountFile: "/secrets/account.json", project: "acme", endpointURL: "https://127.0.0.1:2197",
                                  tokenEndpoint: "https://127.0.0.1:2197/token", caFile: "/profiles/ca.pem"))
        #expect(try FCMRoute(profile: stored(fcmProfile).profile, file: "/profiles/phones.json", paths: paths) == route)
    }

    @Test func eachOverrideWinsAndAReplacedProfilePathIsNotLookedAt() throws {
        // $MISSING is undefined: the profile's account and CA paths would fail to expand.
        let profile = try stored(fcmProfile.replacingOccurrences(of: "$SA/account.json", with: "$MISSING/account.json")
            .replacingOccurrences(of: "ca.pem", with: "$MISSING/ca.pem"))
        let overrides = Destination.Overrides(endpointURL: "https://127.0.0.1:9", caFile: "my-ca.pem", project: "other",
                                              tokenEndpoint: "https://127.0.0.1:9/token")
        let route = try FCMRoute(profile: profile, accountFile: "mine.json", overriding: overrides, paths: paths)
        #expect(Parts(route) == Parts(accountFile: "mine.json", project: "other", endpointURL: "https://127.0.0.1:9",
                                  tokenEndpoint: "https://127.0.0.1:9/token", caFile: "my-ca.pem"))
        let error = try #require(throws: ResolutionError.self) {
            try FCMRoute(profile: profile, accountFile: "mine.json", overriding: Destination.Overrides(), paths: paths)
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
        let route = try FCMRoute(profile: apns, accountFile: "sa.json", overriding: Destination.Overrides(), paths: paths)
        #expect(Parts(route) == Parts(accountFile: "sa.json", project: nil, endpointURL: nil, tokenEndpoint: nil, caFile: nil))
        #expect(try FCMRoute(profile: apns.profile, file: apns.file, paths: paths) == nil)
        for profile in [apns, nil] {
            let error = try #require(throws: ResolutionError.self) {
                try FCMRoute(profile: profile, accountFile: nil, overriding: Destination.Overrides(), paths: paths)
            }
            #expect(error.kind == .usage)
            #expect(error.description == "an FCM send needs --service-account FILE or an fcm --profile")
        }
    }
}
