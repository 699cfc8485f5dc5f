import Foundation
import PushCrypto
import PushStorage

/// A provider signing key the simulator trusts out of the box, so a first push needs no Apple
/// account: generated once into the state directory as `AuthKey_<keyID>.p8` (mode 0600) and
/// reused on later starts, like a key downloaded from Apple's developer site.
public struct DemoProviderKey: Sendable {
    /// The demo key's Key ID (10 characters, like Apple's).
    public static let keyID = "DEMOKEY001"
    /// The demo Team ID (10 characters, like Apple's).
    public static let teamID = "DEMOTEAM01"

    /// Where the `.p8` file is.
    public let keyFile: String
    /// The loaded key.
    public let privateKey: ECPrivateKey

    /// The key as the simulator trusts it.
    public var trustedKey: TrustedKey {
        TrustedKey(keyID: Self.keyID, teamID: Self.teamID, publicKey: privateKey.publicKey)
    }

    /// Loads the demo key from `directory`, generating it first if it is not there yet.
    public static func loadOrCreate(in directory: String) throws(SimulatorError) -> DemoProviderKey {
        let keyFile = directory + "/AuthKey_\(keyID).p8"
        try StateFile.createDirectory(directory)
        // Locked, so two simulators starting at once agree on one key instead of each signing
        // with the one the other replaced.
        try DirectoryLock.holding(directory: directory) { () throws(SimulatorError) in
            guard !FileManager.default.fileExists(atPath: keyFile) else { return }
            let generated: ECPrivateKey
            do {
                generated = try ECPrivateKey.generateP256()
            } catch {
                throw .identityGeneration("cannot generate the demo provider key: \(error)")
            }
            try StateFile.write(generated.pkcs8PEM(), to: keyFile, mode: 0o600)
        }
        do {
            return DemoProviderKey(keyFile: keyFile, privateKey: try ECPrivateKey(contentsOfFile: keyFile))
        } catch {
            throw .file(path: keyFile, reason: error.description)
        }
    }
}
