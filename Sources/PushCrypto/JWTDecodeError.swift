/// Why a text is not a well-formed provider token, phrased once for a person.
///
/// Messages name the part and field at fault and never repeat the token itself.
public enum JWTDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The three dot-separated parts of a JWS compact serialization.
    public enum Part: String, Sendable {
        /// The first part: `alg` and `kid`.
        case header
        /// The second part: `iss` and `iat`.
        case claims
        /// The third part: the ES256 signature.
        case signature
    }

    /// The text does not split into exactly three parts at `.`.
    case wrongPartCount(found: Int)
    /// A part has characters outside unpadded base64url.
    case notBase64URL(Part)
    /// A part decodes but is not a JSON object; `detail` is the parser's text.
    case notJSONObject(Part, detail: String)
    /// A required field is absent.
    case missingField(Part, name: String)
    /// A field has the wrong type; `expected` says what was wanted.
    case wrongFieldType(Part, name: String, expected: String)

    /// The message for a person; never contains the token.
    public var description: String {
        switch self {
        case .wrongPartCount(let found):
            return "provider token must have 3 parts separated by '.' (header.claims.signature), found \(found)"
        case .notBase64URL(let part):
            return "provider token \(part.rawValue) is not base64url without padding"
        case .notJSONObject(let part, let detail):
            return "provider token \(part.rawValue) is not a JSON object: \(detail)"
        case .missingField(let part, let name):
            return "provider token \(part.rawValue) has no \"\(name)\" field"
        case .wrongFieldType(let part, let name, let expected):
            return "provider token \(part.rawValue) field \"\(name)\" must be \(expected)"
        }
    }
}
