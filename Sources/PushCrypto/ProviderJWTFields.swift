import Foundation

/// The provider token header fields APNs reads.
struct ProviderJWTHeader: Decodable {
    let alg: String
    let kid: String
}

/// The provider token claims APNs reads.
struct ProviderJWTClaims: Decodable {
    let iss: String
    let iat: LenientInteger
}

/// An integer sent as a JSON number or as a string of digits (APNSwift sends `iat` as a string).
struct LenientInteger: Decodable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            value = number
        } else {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: decoder.codingPath, debugDescription: "not an integer or numeric string"))
        }
    }
}

/// Turns a base64url JWT part into a fields struct, mapping decoder errors to `JWTDecodeError`.
enum ProviderJWTFields {
    static func decode<Fields: Decodable>(_ part: Substring, as kind: JWTDecodeError.Part) throws(JWTDecodeError) -> Fields {
        guard let bytes = Base64URL.decode(String(part)) else { throw .notBase64URL(kind) }
        do {
            return try JSONDecoder().decode(Fields.self, from: Data(bytes))
        } catch DecodingError.keyNotFound(let key, _) {
            throw .missingField(kind, name: key.stringValue)
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            throw wrongType(kind, context)
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            throw wrongType(kind, context)
        } catch DecodingError.valueNotFound(_, let context) where !context.codingPath.isEmpty {
            throw wrongType(kind, context)
        } catch {
            throw .notJSONObject(kind, detail: Self.parserText(error))
        }
    }

    private static func wrongType(_ kind: JWTDecodeError.Part, _ context: DecodingError.Context) -> JWTDecodeError {
        let name = context.codingPath.first?.stringValue ?? "?"
        let expected = name == "iat" ? "an integer (number or numeric string)" : "a string"
        return .wrongFieldType(kind, name: name, expected: expected)
    }

    private static func parserText(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context):
            // The underlying parser error says where the JSON broke; the context alone is generic.
            if let underlying = context.underlyingError { return "\(context.debugDescription) (\(underlying))" }
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}
