/// Why a text is not a well-formed provider token, phrased once for a person.
///
/// Messages name the part and field at fault and never repeat the token itself.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct JWTDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case wrongPartCount(found: Int)
        case notBase64URL(Part)
        case notJSONObject(Part, detail: String)
        case missingField(Part, name: String)
        case wrongFieldType(Part, name: String, expected: String)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The text does not split into exactly three parts at `.`.
    public static func wrongPartCount(found: Int) -> JWTDecodeError {
        JWTDecodeError(.wrongPartCount(found: found))
    }

    /// A part has characters outside unpadded base64url.
    public static func notBase64URL(_ part: Part) -> JWTDecodeError {
        JWTDecodeError(.notBase64URL(part))
    }

    /// A part decodes but is not a JSON object; `detail` is the parser's text.
    public static func notJSONObject(_ part: Part, detail: String) -> JWTDecodeError {
        JWTDecodeError(.notJSONObject(part, detail: detail))
    }

    /// A required field is absent.
    public static func missingField(_ part: Part, name: String) -> JWTDecodeError {
        JWTDecodeError(.missingField(part, name: name))
    }

    /// A field has the wrong type; `expected` says what was wanted.
    public static func wrongFieldType(_ part: Part, name: String, expected: String) -> JWTDecodeError {
        JWTDecodeError(.wrongFieldType(part, name: name, expected: expected))
    }

    /// The three dot-separated parts of a JWS compact serialization.
    public enum Part: String, Sendable {
        /// The first part: `alg` and `kid`.
        case header
        /// The second part: `iss` and `iat`.
        case claims
        /// The third part: the ES256 signature.
        case signature
    }

    /// The message for a person; never contains the token.
    public var description: String {
        switch base {
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
