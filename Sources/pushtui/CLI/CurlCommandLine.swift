import PushCore
import PushDelivery
import PushKeyring
import PushTransport

/// The `curl --http2` command line that sends a push, from the same header function as the client.
/// No secret is ever written into it: a provider token comes from `pushtui jwt` when the line runs,
/// and a certificate's passphrase from an environment variable or the keyring's own lookup tool.
enum CurlCommandLine {
    /// How the printed command authenticates.
    enum Authentication {
        /// `authorization: bearer $(COMMAND)`, minted when the line runs.
        case providerToken(mintedBy: String)
        /// `--cert`/`--key`/`--pass` words for mutual TLS.
        case certificate([String])
    }

    /// The variable a printed line reads a certificate's passphrase from when the profile holds it.
    static let passphraseVariable = "APNS_CERT_PASSPHRASE"

    static func make(_ wire: APNsHTTPRequest, endpoint: APNsEndpoint, authentication: Authentication) -> String {
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
    /// environment, or `--pass "$(LOOKUP)"` with `keyring`'s lookup command for a keyring item;
    /// `note` tells the user which variable to export when the profile holds it.
    static func certificateWords(_ certificate: CertificateSource, keyring: any PassphraseKeyring, note: (String) -> Void) -> [String] {
        var words: [String] = []
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
            note("note: the profile holds the certificate's passphrase; export it as \(passphraseVariable) for this line (it is never printed)")
            words += ["--pass", "\"$\(passphraseVariable)\""]
        case .keyring(let item):
            if let lookup = keyring.lookupCommand(item: item) {
                words += ["--pass", "\"$(\(lookup.map(ShellQuote.quote).joined(separator: " ")))\""]
            } else {
                note("note: the certificate's passphrase is in the keyring item '\(item)', which \(keyring.displayName) cannot print; "
                     + "export it as \(passphraseVariable) for this line")
                words += ["--pass", "\"$\(passphraseVariable)\""]
            }
        }
        return words
    }
}
