import PushCore
import PushCrypto
import PushDelivery
import PushTestSupport
import PushTransport
import Testing

/// The impure half of the one route: each row's ``Destination`` becomes the endpoint its clients
/// connect to, the CA located against the profile and checked before any connection.
@Suite struct DestinationEndpointsTests {
    private let paths = PathContext(home: "/home/me", environment: ["CERTS": "/etc/certs"], currentDirectory: "/work")

    @Test(arguments: DestinationCase.all)
    func theClientsEndpointIsTheDestinationsURL(row: DestinationCase) throws {
        let file = "/profiles/route.json"
        let destination = Destination(row.profile, file: file, broadcast: row.broadcast)
        if row.broadcast {
            let route = try BroadcastRoute(profile: row.profile, file: file, paths: paths)
            #expect(route.endpoints.broadcast.baseURL == row.url && destination.url == row.url)
        } else if row.profile.kind == .fcm {
            let route = try #require(try FCMRoute(profile: row.profile, file: file, paths: paths))
            #expect(route.destination == destination)
            #expect(try destination.fcmEndpoints(accountTokenURL: "https://oauth2.googleapis.com/token", caFile: nil).sendBaseURL == row.url)
        } else {
            #expect(try APNsRoute(profile: row.profile, file: file, paths: paths).endpoint.baseURL == row.url)
            #expect(try destination.apnsEndpoint(paths: paths).baseURL == destination.url)
        }
    }

    @Test func aProfilesCAIsLocatedAgainstItAndAFlagsIsUsedAsGivenAndBothAreChecked() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-destination")
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "test CA", validDays: 1)
        try files.write(authority.certificatePEM, to: "ca.pem")
        let profile = Profile.apns(name: "App", topic: "com.example.app", auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"),
                                   endpoint: "https://127.0.0.1:2197", caFile: "ca.pem")
        let own = Destination(profile, file: files.file("app.json"))
        #expect(try own.apnsEndpoint(paths: paths).caFile == files.file("ca.pem"))
        #expect(try own.broadcastEndpoints(paths: paths) == BroadcastEndpoints.custom("https://127.0.0.1:2197", caFile: files.file("ca.pem")))
        let flag = try Destination(profile, file: files.file("app.json"), service: .apns, overriding: Destination.Overrides(caFile: "not-a-ca.pem"))
        #expect(try flag.locatedCAFile(paths: paths) == "not-a-ca.pem")
        let error = try #require(throws: ResolutionError.self) { try flag.apnsEndpoint(paths: paths) }
        #expect(error.kind == .credentials, "\(error.description)")
    }
}
