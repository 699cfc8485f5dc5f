import Foundation

/// Turns a host into an OpenSSL `subjectAltName` config entry: `IP:` for addresses, `DNS:` for names.
///
/// Hosts are checked strictly because entries are joined with `,` into one config string.
enum SubjectAlternativeName {
    static func entry(for host: String) throws(CertificateError) -> String {
        if isIPAddress(host) { return "IP:\(host)" }
        guard isDNSName(host) else { throw .invalidHost(host) }
        return "DNS:\(host)"
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    private static func isDNSName(_ host: String) -> Bool {
        // RFC 1123 labels, optionally a wildcard as the whole first label (RFC 6125 §6.4.3).
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard host.utf8.count <= 253, !labels.isEmpty else { return false }
        return labels.enumerated().allSatisfy { index, label in
            if index == 0 && label == "*" && labels.count > 1 { return true }
            return (1...63).contains(label.utf8.count)
                && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") }
        }
    }
}
