import COpenSSL

/// A CA bundle to trust (`--ca-file`, a profile's `caFile`), checked before any connection is made:
/// otherwise curl fails every push with error 77 and the person sees "no answer".
public enum CertificateAuthorityFile {
    /// What is wrong with `pem` as a CA bundle, or nil when it holds at least one
    /// `-----BEGIN CERTIFICATE-----` block and OpenSSL decodes every such block.
    public static func problem(pem: [UInt8]) -> String? {
        let blocks = PEMDocument(String(decoding: pem, as: UTF8.self)).blocks.filter { ClientIdentity.certificateLabels.contains($0.label) }
        guard !blocks.isEmpty else { return "holds no PEM certificate (-----BEGIN CERTIFICATE-----)" }
        for (index, block) in blocks.enumerated() {
            guard let certificate = X509Fields.decode(pem: block.text) else {
                ERR_clear_error()
                return "certificate \(index + 1) of \(blocks.count) is not a certificate OpenSSL can decode"
            }
            X509_free(certificate)
        }
        return nil
    }
}
