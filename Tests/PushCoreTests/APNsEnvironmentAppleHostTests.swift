import PushCore
import Testing

/// Apple's push hosts name their environment; other hosts name none.
@Suite struct APNsEnvironmentAppleHostTests {
    @Test(arguments: [
        ("api.push.apple.com", APNsEnvironment.production), ("api.sandbox.push.apple.com", .sandbox),
        ("api.development.push.apple.com", .sandbox), ("api-broadcast.push.apple.com", .production),
        ("api-manage-broadcast.sandbox.push.apple.com", .sandbox),
    ])
    func applesHostsNameTheirEnvironment(host: String, environment: APNsEnvironment) {
        #expect(APNsEnvironment(appleHost: host) == environment)
    }

    @Test(arguments: ["127.0.0.1", "push.apple.com", "apple.com", "api.push.apple.com.example.org", "sandbox.example.org"])
    func otherHostsNameNone(host: String) {
        #expect(APNsEnvironment(appleHost: host) == nil)
    }

    @Test func theHostIsReadAsCurlConnectsToIt() {
        #expect(PlatformHost.host(of: "https://API.Push.Apple.com.:2197/3/device").flatMap(APNsEnvironment.init(appleHost:)) == .production)
        #expect(PlatformHost.authority(of: "https://127.0.0.1:2197") == "127.0.0.1:2197")
    }
}
