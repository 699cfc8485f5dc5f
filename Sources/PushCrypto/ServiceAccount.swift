import Foundation

/// A Google service account as downloaded from the Firebase console: who signs, with which key, and where
/// access tokens come from.
///
/// Fields used: `client_email`, `private_key` (PKCS#8 PEM RSA), `private_key_id`, `token_uri`, `project_id`.
/// See https://firebase.google.com/docs/cloud-messaging/auth-server and
/// https://developers.google.com/identity/protocols/oauth2/service-account
///
/// `description` never includes the key.
public struct ServiceAccount: Sendable, CustomStringConvertible {
    /// Google's token endpoint, used when the JSON has no `token_uri`.
    public static let defaultTokenURI = "https://oauth2.googleapis.com/token"

    /// `client_email`: the assertion's issuer (`iss`).
    public let clientEmail: String
    /// `private_key_id`: sent as the assertion's `kid`; empty when the JSON has none.
    public let privateKeyID: String
    /// `token_uri`: where the assertion is exchanged, and the assertion's audience (`aud`).
    public let tokenURI: String
    /// `project_id`: the default FCM project; empty when the JSON has none.
    public let projectID: String
    /// `private_key`: the RS256 signing key.
    public let privateKey: RSAPrivateKey

    /// Creates an account from its parts, for the simulator and tests.
    public init(clientEmail: String, privateKeyID: String, tokenURI: String = defaultTokenURI,
                projectID: String, privateKey: RSAPrivateKey) {
        self.clientEmail = clientEmail
        self.privateKeyID = privateKeyID
        self.tokenURI = tokenURI
        self.projectID = projectID
        self.privateKey = privateKey
    }

    /// Reads a service-account JSON file.
    /// - Throws: `ServiceAccountError` naming the file and the field at fault.
    public init(contentsOfFile path: String) throws(ServiceAccountError) {
        let bytes: [UInt8]
        do {
            bytes = try KeyFile.read(path)
        } catch {
            if case .unreadableFile(let reason) = error.reason {
                throw ServiceAccountError(.unreadableFile(reason: reason), path: path)
            }
            throw ServiceAccountError(.unreadableFile(reason: error.description), path: path)
        }
        try self.init(json: bytes, file: path)
    }

    /// Parses the bytes of the service-account JSON file `file`, read by the caller; errors name `file`.
    public init(json bytes: [UInt8], file path: String) throws(ServiceAccountError) {
        do {
            try self.init(json: bytes)
        } catch {
            throw ServiceAccountError(error.reason, path: path)
        }
    }

    /// Parses service-account JSON.
    /// - Throws: `ServiceAccountError` naming the field at fault; never the key.
    public init(json: [UInt8]) throws(ServiceAccountError) {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
                throw ServiceAccountError(.notJSONObject(detail: "the top level is not an object"))
            }
            object = parsed
        } catch let error as ServiceAccountError {
            throw error
        } catch {
            throw ServiceAccountError(.notJSONObject(detail: error.localizedDescription))
        }
        func field(_ name: String, required: Bool) throws(ServiceAccountError) -> String {
            guard let value = object[name] else {
                if required { throw ServiceAccountError(.missingField(name)) }
                return ""
            }
            guard let text = value as? String else { throw ServiceAccountError(.notAString(name)) }
            if required && text.isEmpty { throw ServiceAccountError(.missingField(name)) }
            return text
        }
        let type = try field("type", required: false)
        if !type.isEmpty && type != "service_account" { throw ServiceAccountError(.wrongType(found: type)) }
        let clientEmail = try field("client_email", required: true)
        let pem = try field("private_key", required: true)
        let key: RSAPrivateKey
        do {
            key = try RSAPrivateKey(pem: pem)
        } catch {
            throw ServiceAccountError(.badPrivateKey(error))
        }
        let tokenURI = try field("token_uri", required: false)
        self.init(clientEmail: clientEmail, privateKeyID: try field("private_key_id", required: false),
                  tokenURI: tokenURI.isEmpty ? Self.defaultTokenURI : tokenURI,
                  projectID: try field("project_id", required: false), privateKey: key)
    }

    /// The account as service-account JSON, in the shape Google issues, for the simulator's demo account
    /// and tests.
    ///
    /// This holds the private key: write it only to a file with mode 0600, never to a log.
    public func jsonText() -> String {
        let fields: [(String, String)] = [
            ("type", "service_account"), ("project_id", projectID), ("private_key_id", privateKeyID),
            ("private_key", privateKey.pkcs8PEM()), ("client_email", clientEmail), ("token_uri", tokenURI),
        ]
        return "{\n" + fields.map { "  \(JSONString.quoted($0.0)): \(JSONString.quoted($0.1))" }.joined(separator: ",\n") + "\n}\n"
    }

    /// A summary without key material.
    public var description: String { "ServiceAccount(\(clientEmail), project \(projectID.isEmpty ? "-" : projectID))" }
}
