/// An extra CA (`--ca-file`, a profile's `caFile`) given for one of Apple's or Google's hosts.
///
/// The one rule for every service — APNs pushes, broadcasts and channel management, FCM messages
/// and the OAuth token endpoint: only the system's roots vouch for a host under `apple.com` or
/// `googleapis.com` (``PlatformHost``), whichever service the host is named for. An FCM send to
/// `api.push.apple.com` and an APNs send to `fcm.googleapis.com` are refused alike, so a rogue CA
/// can never receive a provider token or an access token meant for Apple or Google.
public struct ExtraCARefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL, as given, that names Apple's or Google's host.
    public let url: String

    /// The refusal for `url`.
    public init(url: String) {
        self.url = url
    }

    /// Throws when `caFile` is given and any of `urls` (every URL the CA would be trusted for)
    /// names one of Apple's or Google's hosts; the first such URL is the one named.
    public static func check(caFile: String?, for urls: [String]) throws(ExtraCARefusal) {
        guard caFile != nil, let platform = urls.first(where: { PlatformHost.isApple($0) || PlatformHost.isGoogle($0) }) else { return }
        throw ExtraCARefusal(url: platform)
    }

    /// `… not for Apple's host in 'https://api.push.apple.com'`.
    public var description: String {
        let owner = PlatformHost.isApple(url) ? "Apple" : "Google"
        return "an extra CA file is accepted only for a custom endpoint, not for \(owner)'s host in '\(url)'"
    }
}
