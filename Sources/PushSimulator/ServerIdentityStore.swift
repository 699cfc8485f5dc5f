import Foundation
import PushCrypto
import PushStorage

/// The simulator's own CA and server certificate in the state directory: generated on the first
/// start, reused afterwards so a client that trusts the CA once keeps trusting it.
enum ServerIdentityStore {
    static let validDays = 825
    static let hosts = ["127.0.0.1", "localhost"]

    /// The identity in `directory`, generating the missing parts. Private keys are written with
    /// mode 0600 through a temporary file and a rename, so no reader ever sees half a key; the
    /// directory is locked meanwhile, so two simulators starting at once (two demo consoles) do
    /// not each write half of an identity and end up with a key that is not their certificate's.
    static func prepare(in directory: String) throws(SimulatorError) -> ServerIdentity {
        try StateFile.createDirectory(directory)
        return try DirectoryLock.holding(directory: directory) { () throws(SimulatorError) -> ServerIdentity in
            try prepareHoldingLock(in: directory)
        }
    }

    private static func prepareHoldingLock(in directory: String) throws(SimulatorError) -> ServerIdentity {
        let identity = ServerIdentity(
            certificateFile: directory + "/server.pem",
            privateKeyFile: directory + "/server-key.pem",
            certificateAuthorityFile: directory + "/ca.pem")
        let fileManager = FileManager.default
        let files = [identity.certificateFile, identity.privateKeyFile, identity.certificateAuthorityFile]
        if files.allSatisfy(fileManager.fileExists(atPath:)) {
            return identity
        }
        let authority: GeneratedIdentity
        let server: GeneratedIdentity
        do {
            authority = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui simulator CA", validDays: validDays)
            server = try CertificateFactory.makeServerCertificate(hosts: hosts, signedBy: authority, validDays: validDays)
        } catch {
            throw .identityGeneration(String(describing: error))
        }
        try StateFile.write(authority.privateKeyPEM, to: directory + "/ca-key.pem", mode: 0o600)
        try StateFile.write(server.privateKeyPEM, to: identity.privateKeyFile, mode: 0o600)
        try StateFile.write(server.certificatePEM, to: identity.certificateFile, mode: 0o644)
        try StateFile.write(authority.certificatePEM, to: identity.certificateAuthorityFile, mode: 0o644)
        return identity
    }
}
