import Foundation
import PushCommandLine
import PushCrypto
import PushDelivery

/// `pushtui jwt`: mints an APNs provider token from a .p8 key, for curl and other tools.
/// Printing the whole JWT is this command's purpose; everywhere else pushtui shortens it.
enum JWTCommand {
    static let command = Command(spec: CommandSpec(
        name: "jwt",
        summary: "Mint an APNs provider token (ES256 JWT) from a .p8 key and print it.",
        options: APNsTarget.options.filter { ["profile", "profiles", "key-file", "key-id", "team-id"].contains($0.name) } + [
            .value("issued-at", "SECONDS", "claim 'iat' in UNIX seconds (default: now)"),
            .value("inspect", "TOKEN|-", "decode a provider token (- reads it from stdin): header, claims, age; with a key, whether it signed it"),
        ],
        discussion: """
        The key comes from --profile, or from --key-file with --key-id and --team-id (flags win).
        --inspect prints what a token says and exits 0 when APNs would take it, 4 when it is
        expired, from the future, or not signed by the given key (--key-file or the profile's).
        example:
          curl --http2 -H "authorization: bearer $(pushtui jwt --profile local-simulator)" ...
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        if let token = arguments.value("inspect") {
            return try JWTInspection.run(token, arguments: arguments)
        }
        let target = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess())
        if let certificate = target.certificate, arguments.value("key-file") == nil {
            throw CommandFailure(exitCode: .credentials, description: """
                this profile authenticates with a provider certificate (\(certificate.file)); provider tokens need a .p8 key. \
                A certificate connection sends no authorization header: see 'pushtui curl --profile ...' for the --cert line
                """)
        }
        let issuedAt = try arguments.integer("issued-at", in: 0...Int(UInt32.max))
            ?? Int(Date().timeIntervalSince1970)
        let credential = try target.credential()
        try Console.out(try ProviderJWT.sign(keyID: credential.keyID, teamID: credential.teamID,
                                         issuedAt: issuedAt, key: credential.key))
        return .success
    }
}
