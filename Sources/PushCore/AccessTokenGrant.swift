/// The OAuth 2.0 JWT-bearer grant (RFC 7523 §2.1) that trades a signed service-account assertion for an
/// access token: the request form and the answer, in one place for the FCM client and the simulator.
///
/// See https://developers.google.com/identity/protocols/oauth2/service-account#httprest
public enum AccessTokenGrant {
    /// The `grant_type` value for a JWT assertion.
    public static let grantType = "urn:ietf:params:oauth:grant-type:jwt-bearer"
    /// The request's content type.
    public static let contentType = "application/x-www-form-urlencoded"

    /// `grant_type=…&assertion=<jwt>`, form-encoded.
    public static func formBody(assertion: String) -> [UInt8] {
        Array("grant_type=\(formEncoded(grantType))&assertion=\(formEncoded(assertion))".utf8)
    }

    /// The form's fields, decoded; what a token endpoint reads.
    public static func formFields(_ body: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first.flatMap({ formDecoded(String($0)) }) else { continue }
            fields[name] = parts.count > 1 ? formDecoded(String(parts[1])) ?? "" : ""
        }
        return fields
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    static func formEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte < 0x80) && (("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Decodes `%XX` and `+`; `nil` for a broken escape.
    static func formDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A token endpoint's answer: `{"access_token", "token_type", "expires_in"}` on 200, or
/// `{"error", "error_description"}` (such as `invalid_grant`) otherwise.
public struct AccessTokenAnswer: Sendable, Equatable {
    /// The bearer token, when granted.
    public let accessToken: String?
    /// Seconds the token stays valid, when granted.
    public let expiresIn: Int?
    /// The OAuth error code, such as `invalid_grant`.
    public let error: String?
    /// The server's text about the error, kept raw.
    public let errorDescription: String?

    /// Parses an answer; a 2xx without a token or lifetime counts as an error.
    public init(status: Int, body: [UInt8]) {
        let json = try? JSONParser.parse(body)
        let granted = (200..<300).contains(status)
        accessToken = granted ? json?["access_token"]?.stringValue : nil
        expiresIn = granted ? json?["expires_in"]?.numberValue?.integerValue : nil
        error = json?["error"]?.stringValue ?? (accessToken == nil || expiresIn == nil ? "HTTP \(status)" : nil)
        errorDescription = json?["error_description"]?.stringValue
    }

    /// The body a token endpoint sends when it grants `accessToken`.
    public static func grantBody(accessToken: String, expiresIn: Int) -> [UInt8] {
        JSONValue.object([
            JSONMember(key: "access_token", value: .string(accessToken)),
            JSONMember(key: "token_type", value: .string("Bearer")),
            JSONMember(key: "expires_in", value: .number(JSONNumber(expiresIn))),
        ]).wireBytes()
    }

    /// The body a token endpoint sends when it refuses.
    public static func errorBody(_ error: String, description: String) -> [UInt8] {
        JSONValue.object([
            JSONMember(key: "error", value: .string(error)),
            JSONMember(key: "error_description", value: .string(description)),
        ]).wireBytes()
    }
}
