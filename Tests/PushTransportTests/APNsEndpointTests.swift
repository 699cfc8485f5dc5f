import PushCore
import Testing
@testable import PushTransport

@Suite struct APNsEndpointTests {
    @Test(arguments: [(APNsEnvironment.sandbox, 443, "https://api.sandbox.push.apple.com"),
                      (.production, 443, "https://api.push.apple.com"),
                      (.sandbox, 2197, "https://api.sandbox.push.apple.com:2197")])
    func appleHosts(environment: APNsEnvironment, port: Int, url: String) throws {
        let endpoint = try APNsEndpoint.apple(environment, port: port)
        #expect(endpoint.baseURL == url)
        #expect(endpoint.caFile == nil)
    }

    @Test func applePortsAreOnly443And2197() {
        #expect(throws: APNsEndpointError.unsupportedApplePort(8443)) { try APNsEndpoint.apple(.sandbox, port: 8443) }
    }

    @Test func customEndpointsKeepTheirCAAndLoseTrailingSlashes() throws {
        let endpoint = try APNsEndpoint.custom("https://127.0.0.1:2197/", caFile: "/tmp/ca.pem")
        #expect(endpoint.baseURL == "https://127.0.0.1:2197")
        #expect(endpoint.caFile == "/tmp/ca.pem")
    }

    @Test func anExtraCAIsNeverTrustedForApple() {
        #expect(throws: APNsEndpointError.caFileForPlatformHost(ExtraCARefusal(url: "https://api.push.apple.com"))) {
            try APNsEndpoint.custom("https://api.push.apple.com", caFile: "/tmp/ca.pem")
        }
    }

    @Test func plainHTTPIsRefused() {
        #expect(throws: APNsEndpointError.notHTTPS("http://127.0.0.1:2197")) {
            try APNsEndpoint.custom("http://127.0.0.1:2197")
        }
    }

    @Test func retryBackoffDoublesAndHonoursRetryAfter() {
        let policy = RetryPolicy(maxAttempts: 5, initialBackoff: .milliseconds(100), maxBackoff: .seconds(1))
        #expect(policy.backoff(afterAttempt: 1, retryAfter: nil) == .milliseconds(100))
        #expect(policy.backoff(afterAttempt: 3, retryAfter: nil) == .milliseconds(400))
        #expect(policy.backoff(afterAttempt: 9, retryAfter: nil) == .seconds(1))
        #expect(policy.backoff(afterAttempt: 1, retryAfter: 30) == .seconds(1))
    }
}
