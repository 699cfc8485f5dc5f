import Foundation
import PushCommandLine
import PushCrypto
import PushDelivery
import PushStorage

/// `pushtui jwt --inspect TOKEN|-`: prints a ``ProviderTokenInspection`` of the token, checked
/// against the key of `--key-file` or the profile when one is given. The key is never shown.
enum JWTInspection {
    /// Inspects the token named by `source` (the token, or `-` for standard input).
    /// - Returns: success when the token is well formed, young enough and (with a key) signed by it;
    ///   `.credentials` when APNs would refuse it as expired, from the future, or not signed by the key.
    static func run(_ source: String, arguments: ParsedArguments) throws -> ExitCode {
        let text = source == InputFile.standardInput ? try TextInput.read(source, kind: .providerToken) : source
        guard !ProviderTokenInspection.bareToken(text).isEmpty else {
            throw CommandFailure(exitCode: .invalidInput, description: "no provider token given (\(source == "-" ? "standard input is empty" : "empty argument"))")
        }
        var inspection: ProviderTokenInspection
        do {
            inspection = try ProviderTokenInspection(text, now: Int(Date().timeIntervalSince1970))
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        if arguments.value("key-file") != nil || arguments.value("profile") != nil {
            inspection = Console.warned(try inspection.checked(against: APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess())))
        }
        try inspection.lines.forEach(Console.show)
        return inspection.isUsable ? .success : .credentials
    }
}

extension InputKind {
    /// A provider token on standard input: a few hundred bytes, or a header line copied from a log.
    static let providerToken = InputKind(name: "provider token", limit: 64 * 1024)
}
