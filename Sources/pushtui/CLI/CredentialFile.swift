import PushCrypto
import PushStorage

/// Credential files (keys, certificates, service accounts, CAs) read through `InputFile`: regular
/// files only, 1 MiB at most. Every refusal is exit code 4, naming the file and its kind.
enum CredentialFile {
    /// The bytes of `path`, read as a file of `kind`.
    static func read(_ path: String, kind: InputKind) throws(CommandFailure) -> [UInt8] {
        do {
            return try InputFile.read(path, kind: kind)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: error.description)
        }
    }

    /// Refuses a CA file that is unreadable or holds no decodable PEM certificate, before any
    /// connection: curl would otherwise fail each push with error 77.
    static func checkCertificateAuthority(_ path: String?) throws(CommandFailure) {
        guard let path else { return }
        if let problem = CertificateAuthorityFile.problem(pem: try read(path, kind: .certificateAuthority)) {
            throw CommandFailure(exitCode: .credentials, description: "\(InputKind.certificateAuthority.name) \(path) \(problem)")
        }
    }
}
