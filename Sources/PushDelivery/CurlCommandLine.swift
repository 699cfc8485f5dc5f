import PushCore
import PushKeyring
import PushTransport

/// The `curl --http2` command line that sends a push, from the same header function as the client.
/// No secret is ever written into it: a provider token comes from `pushtui jwt` when the line runs,
/// and a certificate's passphrase from an environment variable or the keyring's own lookup tool.
public enum CurlCommandLine {
    /// How the printed command authenticates.
    public enum Authentication: Sendable, Equatable {
        /// `authorization: bearer $(COMMAND)`, minted when the line runs.
        case providerToken(mintedBy: String)
        /// `--cert`/`--key`/`--pass` words for mutual TLS.
        case certificate([String])
    }

    /// The variable a printed line reads a certificate's passphrase from when the profile holds it.
    public static let passphraseVariable = "APNS_CERT_PASSPHRASE"

    /// The line that sends `wire` to `endpoint` (trusting its extra CA), authenticated as given.
    public static func make(_ wire: APNsHTTPRequest, endpoint: APNsEndpoint, authentication: Authentication) -> String {
        var words = ["curl", "--http2"]
        if let caFile = endpoint.caFile { words += ["--cacert", ShellQuote.quote(caFile)] }
        switch authentication {
        case .providerToken(let command): words += ["-H", "\"authorization: bearer $(\(command))\""]
        case .certificate(let certificateWords): words += certificateWords
        }
        for header in wire.headers { words += ["-H", ShellQuote.quote("\(header.name): \(header.value)")] }
        words += ["--data-binary", ShellQuote.quote(String(decoding: wire.body, as: UTF8.self))]
        words.append(ShellQuote.quote(endpoint.baseURL + wire.path))
        return words.joined(separator: " ")
    }

    /// `--cert`, `--key` or `--cert-type P12`, and `--pass "$NAME"`: the passphrase stays in the
    /// environment, or `--pass "$(LOOKUP)"` with `keyring`'s lookup command for a keyring item.
    /// The notes tell the user which variable to export when the profile holds it.
    public static func certificateWords(_ certificate: CertificateSource, keyring: any PassphraseKeyring) -> (words: [String], notes: [String]) {
        var words: [String] = []
        var notes: [String] = []
        if certificate.isPEM {
            words += ["--cert", ShellQuote.quote(certificate.file)]
        } else if certificate.keyFile != nil {
            words += ["--cert-type", "DER", "--cert", ShellQuote.quote(certificate.file)]
        } else {
            words += ["--cert-type", "P12", "--cert", ShellQuote.quote(certificate.file)]
        }
        if let keyFile = certificate.keyFile { words += ["--key", ShellQuote.quote(keyFile)] }
        switch certificate.passphrase {
        case .none:
            break
        case .environment(let name):
            words += ["--pass", "\"$\(name)\""]
        case .inProfile:
            notes.append("note: the profile holds the certificate's passphrase; export it as \(passphraseVariable) for this line (it is never printed)")
            words += ["--pass", "\"$\(passphraseVariable)\""]
        case .keyring(let item):
            if let lookup = keyring.lookupCommand(item: item) {
                words += ["--pass", "\"$(\(lookup.map(ShellQuote.quote).joined(separator: " ")))\""]
            } else {
                notes.append("note: the certificate's passphrase is in the keyring item '\(item)', which \(keyring.displayName) cannot print; "
                             + "export it as \(passphraseVariable) for this line")
                words += ["--pass", "\"$\(passphraseVariable)\""]
            }
        }
        return (words, notes)
    }
}
