import Foundation

/// Base64url without padding, the encoding of every JWT part
/// (RFC 7515 §2, https://www.rfc-editor.org/rfc/rfc7515#section-2).
public enum Base64URL {
    /// Encodes `bytes` with the URL-safe alphabet (`-`, `_`) and no `=` padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.last == "=" { text.removeLast() }
        return String(text.map { character -> Character in
            switch character {
            case "+": return "-"
            case "/": return "_"
            default: return character
            }
        })
    }

    /// Decodes unpadded base64url, or returns `nil` for any character outside the URL-safe alphabet
    /// (including `=`, `+`, `/` and whitespace) or an impossible length.
    public static func decode(_ text: String) -> [UInt8]? {
        guard text.utf8.count % 4 != 1 else { return nil }
        var standard = ""
        standard.reserveCapacity(text.utf8.count + 2)
        for character in text {
            switch character {
            case "-": standard.append("+")
            case "_": standard.append("/")
            case "A"..."Z", "a"..."z", "0"..."9": standard.append(character)
            default: return nil
            }
        }
        standard.append(String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4))
        return Data(base64Encoded: standard).map { Array($0) }
    }
}
