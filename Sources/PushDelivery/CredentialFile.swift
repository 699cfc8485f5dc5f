import PushCrypto
import PushStorage

/// Credential files (keys, certificates, service accounts, CAs) read through `InputFile`: regular
/// files only, 1 MiB at most. Every refusal is a credentials problem naming the file and its kind.
public enum CredentialFile {
    /// The bytes of `path`, read as a file of `kind`.
    public static func read(_ path: String, kind: InputKind) throws(ResolutionError) -> [UInt8] {
        do {
            return try InputFile.read(path, kind: kind)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }

    /// Refuses a CA file that is unreadable or holds no decodable PEM certificate, before any
    /// connection: curl would otherwise fail each push with error 77.
    public static func checkCertificateAuthority(_ path: String?) throws(ResolutionError) {
        guard let path else { return }
        if let problem = CertificateAuthorityFile.problem(pem: try read(path, kind: .certificateAuthority)) {
            throw ResolutionError(.credentials, "\(InputKind.certificateAuthority.name) \(path) \(problem)")
        }
    }
}
