import PushTransport
import Testing

/// The proxy a client goes through, by libcurl's rules for `https://` URLs.
@Suite struct ProxyChoiceTests {
    let url = "https://api.sandbox.push.apple.com:443"

    @Test func httpsProxyComesFirstThenAllProxyInEitherCase() {
        #expect(ProxyChoice(environment: ["https_proxy": "http://a", "HTTPS_PROXY": "http://b", "all_proxy": "http://c"]).proxy(for: url) == "http://a")
        #expect(ProxyChoice(environment: ["HTTPS_PROXY": "http://b", "all_proxy": "http://c"]).proxy(for: url) == "http://b")
        #expect(ProxyChoice(environment: ["ALL_PROXY": "http://d", "http_proxy": "http://e"]).proxy(for: url) == "http://d")
        #expect(ProxyChoice(environment: ["http_proxy": "http://e", "https_proxy": ""]).proxy(for: url) == nil, "http_proxy is not for https")
    }

    @Test(arguments: ["*", "apple.com", ".push.apple.com", "example.org, api.sandbox.push.apple.com", "example.org API.SANDBOX.PUSH.APPLE.COM"])
    func noProxyListingTheHostOrADomainItIsInConnectsDirectly(_ exceptions: String) {
        #expect(ProxyChoice(environment: ["https_proxy": "http://a", "NO_PROXY": exceptions]).proxy(for: url) == nil)
    }

    @Test(arguments: ["pple.com", "sandbox.push.apple.co", "example.org"])
    func noProxyListingOtherHostsLeavesTheProxy(_ exceptions: String) {
        #expect(ProxyChoice(environment: ["https_proxy": "http://a", "no_proxy": exceptions]).proxy(for: url) == "http://a")
    }

    @Test func noProxyFlagAndDirectIgnoreTheEnvironment() {
        #expect(ProxyChoice(environment: ["https_proxy": "http://a"], disabled: true).proxy(for: url) == nil)
        #expect(ProxyChoice.direct.proxy(for: url) == nil)
    }

    @Test func theDisplayNameLeavesOutTheCredentials() {
        #expect(ProxyChoice.displayName(of: "http://me:s3cret@proxy.example:3128") == "http://proxy.example:3128")
        #expect(ProxyChoice.displayName(of: "proxy.example:3128") == "proxy.example:3128")
    }
}
