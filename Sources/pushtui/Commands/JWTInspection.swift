import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushStorage

/// `pushtui jwt --inspect TOKEN|-`: explains a provider token, for debugging a 403 from any tool.
///
/// Prints the header and claims, the token's age against APNs's one-hour limit, and, when a key is
/// given (`--key-file` or a profile's), whether that key's public half verifies the signature. The
/// token itself is shown shortened, the key never.
enum JWTInspection {
    /// Inspects the token named by `source` (the token, or `-` for standard input).
    /// - Returns: success when the token is well formed, young enough and (with a key) signed by it;
    ///   `.credentials` when APNs would refuse it as expired, from the future, or not signed by the key.
    static func run(_ source: String, arguments: ParsedArguments) throws -> ExitCode {
        let token = try tokenText(source)
        let decoded: DecodedProviderJWT
        do {
            decoded = try ProviderJWT.decode(token)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        let age = ProviderTokenAge(issuedAt: decoded.issuedAt, now: Int(Date().timeIntervalSince1970))
        var lines = [
            "token      \(ProviderJWT.shortened(token)) (\(token.utf8.count) characters)",
            "header     \(printable(parts[0]))",
            "claims     \(printable(parts[1]))",
            "key ID     \(printable(decoded.keyID)) (kid)",
            "team ID    \(printable(decoded.teamID)) (iss)",
            "issued at  \(decoded.issuedAt) = \(timestamp(decoded.issuedAt)) (iat)",
            "age        \(age.summary)",
            "signature  \(signatureForm(decoded))",
        ]
        var usable = decoded.algorithm == ProviderJWT.algorithm && !age.isExpired && !age.isInFuture
        if decoded.algorithm != ProviderJWT.algorithm {
            lines.append("algorithm  \(printable(decoded.algorithm)): APNs accepts only ES256 (InvalidProviderToken)")
        }
        if let check = try keyCheck(decoded, arguments: arguments) {
            lines.append(contentsOf: check.lines)
            usable = usable && check.verified
        }
        for line in lines { try Console.out(line) }
        return usable ? .success : .credentials
    }

    /// The token from the argument or standard input, with surrounding blanks and an
    /// `authorization:` / `bearer` prefix removed, so a header copied from a log works as is.
    private static func tokenText(_ source: String) throws(CommandFailure) -> String {
        var text = source
        if source == InputFile.standardInput {
            text = try TextInput.read(source, kind: .providerToken)
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["authorization:", "bearer "] where text.lowercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        guard !text.isEmpty else {
            throw CommandFailure(exitCode: .invalidInput, description: "no provider token given (\(source == "-" ? "standard input is empty" : "empty argument"))")
        }
        return text
    }

    /// Whether the key from `--key-file` or the profile signed the token, or nil when no key is given.
    private static func keyCheck(_ decoded: DecodedProviderJWT, arguments: ParsedArguments) throws -> (lines: [String], verified: Bool)? {
        guard arguments.value("key-file") != nil || arguments.value("profile") != nil else { return nil }
        let target = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess())
        guard let keyFile = target.keyFile else {
            throw CommandFailure(exitCode: .credentials, description: "this profile has no .p8 key to check the signature with; give --key-file")
        }
        // Read and checked as every command reads a key; the IDs default to the token's own.
        let key = Console.warned(try APNsCredentialSource.signingKey(
            keyFile: keyFile, keyID: target.keyID ?? decoded.keyID, teamID: target.teamID ?? decoded.teamID))
        let verified = decoded.verify(with: key.publicKey, acceptingDER: true)
        var lines = [verified
            ? "signed by  \(keyFile): the signature verifies with its public key"
            : "signed by  not \(keyFile): the signature does not verify with its public key (APNs: InvalidProviderToken)"]
        for (name, claimed, expected) in [("key ID", decoded.keyID, target.keyID), ("team ID", decoded.teamID, target.teamID)] {
            if let expected, expected != claimed {
                lines.append("mismatch   the token's \(name) is \(printable(claimed)), the key's is \(expected)")
            }
        }
        return (lines, verified)
    }

    /// What the signature part holds: APNs clients send 64 bytes r‖s; Apple's openssl recipe makes DER.
    private static func signatureForm(_ decoded: DecodedProviderJWT) -> String {
        if decoded.signature.count == ES256Signature.rawLength { return "64 bytes r‖s (ES256, as client libraries send it)" }
        if ES256Signature.raw(fromDER: decoded.signature) != nil {
            return "\(decoded.signature.count) bytes DER (as Apple's openssl recipe makes it; client libraries send 64 bytes r‖s)"
        }
        return "\(decoded.signature.count) bytes: neither ES256 form (64 bytes r‖s or DER)"
    }

    /// A base64url part decoded for display, or the field text, with control characters made visible.
    private static func printable(_ part: Substring) -> String {
        printable(Base64URL.decode(String(part)).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
    }

    private static func timestamp(_ seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}

extension InputKind {
    /// A provider token on standard input: a few hundred bytes, or a header line copied from a log.
    static let providerToken = InputKind(name: "provider token", limit: 64 * 1024)
}
