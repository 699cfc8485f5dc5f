/// Why a Google service-account JSON file could not be used, phrased once for a person.
///
/// Never contains key material: a bad `private_key` is reported through `KeyLoadError`, which
/// names what was found, never the PEM text.
public struct ServiceAccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read; `reason` is the system's text.
        case unreadableFile(reason: String)
        /// The text is not a JSON object; `detail` is the parser's text.
        case notJSONObject(detail: String)
        /// A required field is absent or empty.
        case missingField(String)
        /// A field is present but not a string.
        case notAString(String)
        /// `type` is present and is not `service_account` (for example an OAuth client secret file).
        case wrongType(found: String)
        /// `private_key` is not a usable RSA private key.
        case badPrivateKey(KeyLoadError)
    }

    /// What went wrong.
    public let reason: Reason
    /// The file the JSON came from, or `nil` when it was given as bytes.
    public let path: String?

    /// Creates an error for JSON read from `path`, or from memory when `path` is `nil`.
    public init(_ reason: Reason, path: String? = nil) {
        self.reason = reason
        self.path = path
    }

    /// The message for a person, naming the file and the field.
    public var description: String {
        let source = path.map { "service account file \($0)" } ?? "the service account JSON"
        switch reason {
        case .unreadableFile(let reason):
            return "cannot read \(source): \(reason)"
        case .notJSONObject(let detail):
            return "\(source) is not a JSON object: \(detail)"
        case .missingField(let name):
            return "\(source) has no \"\(name)\"; download the key again from Firebase console > Project settings > Service accounts"
        case .notAString(let name):
            return "\(source) field \"\(name)\" must be a string"
        case .wrongType(let found):
            return "\(source) has \"type\": \"\(found)\", expected \"service_account\""
        case .badPrivateKey(let error):
            // KeyLoadError names "the key text"; say which field that was.
            return "\(source) field \"private_key\": \(error.description)"
        }
    }
}
