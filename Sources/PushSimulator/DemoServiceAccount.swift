import Foundation
import PushCrypto

/// An FCM service account the simulator trusts out of the box, so a first FCM send needs no Google
/// project: its key is generated once into the state directory as `service-account.json` (mode 0600)
/// and reused; `token_uri` is rewritten on each start to the simulator's own token endpoint.
public struct DemoServiceAccount: Sendable {
    /// The demo account's client email.
    public static let clientEmail = "pushtui-demo@demo-project.iam.gserviceaccount.com"
    /// The demo project ID.
    public static let projectID = "demo-project"
    /// The demo key's ID.
    public static let privateKeyID = "demo-key-1"

    /// Where the JSON file is.
    public let file: String
    /// The loaded account.
    public let account: ServiceAccount

    /// The account as the simulator trusts it.
    public var trusted: TrustedServiceAccount { TrustedServiceAccount(account) }

    /// Loads the demo account's key from `directory` (generating it the first time) and writes the JSON
    /// with `tokenURI` as its `token_uri`.
    public static func loadOrCreate(in directory: String, tokenURI: String) throws(SimulatorError) -> DemoServiceAccount {
        let file = directory + "/service-account.json"
        var key: RSAPrivateKey?
        if FileManager.default.fileExists(atPath: file) {
            key = try? ServiceAccount(contentsOfFile: file).privateKey
        }
        if key == nil {
            try StateFile.createDirectory(directory)
            do {
                key = try RSAPrivateKey.generate()
            } catch {
                throw .identityGeneration("cannot generate the demo service account key: \(error)")
            }
        }
        guard let key else { throw .identityGeneration("cannot generate the demo service account key") }
        let account = ServiceAccount(clientEmail: clientEmail, privateKeyID: privateKeyID, tokenURI: tokenURI,
                                     projectID: projectID, privateKey: key)
        try StateFile.write(account.jsonText(), to: file, mode: 0o600)
        return DemoServiceAccount(file: file, account: account)
    }
}
