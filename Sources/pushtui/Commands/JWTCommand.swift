import Foundation
import PushCrypto

/// `pushtui jwt`: mints an APNs provider token from a .p8 key, for curl and other tools.
/// Printing the whole JWT is this command's purpose; everywhere else pushtui shortens it.
enum JWTCommand {
    static let command = Command(spec: CommandSpec(
        name: "jwt",
        summary: "Mint an APNs provider token (ES256 JWT) from a .p8 key and print it.",
        options: [
            .value("key-file", "PATH", "the .p8 key (PKCS#8 PEM, EC P-256)"),
            .value("key-id", "ID", "the key's 10-character Key ID (JWT header 'kid')"),
            .value("team-id", "ID", "your 10-character Team ID (claim 'iss')"),
            .value("issued-at", "SECONDS", "claim 'iat' in UNIX seconds (default: now)"),
        ],
        discussion: """
        example:
          curl --http2 -H "authorization: bearer $(pushtui jwt --key-file AuthKey_ABC123DEFG.p8 \\
               --key-id ABC123DEFG --team-id DEF123GHIJ)" ...
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard let keyFile = arguments.value("key-file"),
              let keyID = arguments.value("key-id"),
              let teamID = arguments.value("team-id") else {
            throw UsageError(description: "--key-file, --key-id and --team-id are all required")
        }
        for (option, value) in [("key-id", keyID), ("team-id", teamID)] where value.isEmpty {
            throw UsageError(description: "--\(option) must not be empty")
        }
        let issuedAt = try arguments.integer("issued-at", in: 0...Int(UInt32.max))
            ?? Int(Date().timeIntervalSince1970)
        let key: ECPrivateKey
        do {
            key = try ECPrivateKey(contentsOfFile: keyFile)
        } catch {
            throw CommandFailure(exitCode: .credentials, description: error.description)
        }
        try Console.out(try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: key))
        return .success
    }
}
