/// Apple's and Google's hosts: the ones whose certificates are verified against the system's roots
/// alone, whatever a profile or flag says. The package's one place that decides whether a URL
/// names one of them.
///
/// The decision is made on the host as libcurl will connect to it, not on the URL's spelling:
/// user info (`https://me@api.push.apple.com`), letter case, a port, percent-encoding and the
/// trailing dot of a fully qualified name (`api.push.apple.com.`) all still mean Apple. Every name
/// under `apple.com` and `googleapis.com` counts, so a host Apple or Google adds later (or an old
/// one such as `api.development.push.apple.com`) cannot be trusted through an extra CA either.
public enum PlatformHost {
    /// The host `url` connects to, lower-cased and without brackets or trailing dots; nil when the
    /// URL has no `scheme://`.
    public static func host(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        var authority = Substring(url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host: Substring
        if authority.hasPrefix("[") {
            host = authority.dropFirst().prefix { $0 != "]" }
        } else {
            host = authority.prefix { $0 != ":" }
        }
        var name = percentDecoded(String(host)).lowercased()
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// `host:port` as `url` connects to it (the scheme's port when the URL names none), for messages
    /// about a connection; `url` itself when it has no `scheme://`.
    public static func authority(of url: String) -> String {
        guard let host = host(of: url), let schemeEnd = url.range(of: "://") else { return url }
        let authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let afterHost = authority.lastIndex(of: "]").map { authority[authority.index(after: $0)...] }
            ?? authority.split(separator: "@").last.map { $0.drop { $0 != ":" } } ?? ""
        let port = afterHost.hasPrefix(":") ? String(afterHost.dropFirst()) : (url.hasPrefix("http://") ? "80" : "443")
        return (host.contains(":") ? "[\(host)]" : host) + ":" + port
    }

    /// Whether `url` names a host under `apple.com` (the APNs device, broadcast and
    /// channel-management hosts among them).
    public static func isApple(_ url: String) -> Bool {
        host(of: url).map { isName($0, under: "apple.com") } ?? false
    }

    /// Whether `url` names a host under `googleapis.com` (FCM and Google's OAuth token endpoint).
    public static func isGoogle(_ url: String) -> Bool {
        host(of: url).map { isName($0, under: "googleapis.com") } ?? false
    }

    /// Whether the host name `host` is `domain` or a name under it (`api.example.com` under `example.com`).
    public static func isName(_ host: String, under domain: String) -> Bool {
        host == domain || host.hasSuffix("." + domain)
    }

    // libcurl decodes %XX in a host name before resolving it, so the check must too.
    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2,
               let value = UInt8(String(decoding: input.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
