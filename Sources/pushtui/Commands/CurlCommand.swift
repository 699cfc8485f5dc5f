import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushTransport

/// `pushtui curl`: the `curl --http2` command line that sends the same push, built from the same
/// header function as `send`. With a `.p8` key the provider token is minted by `pushtui jwt` when
/// the line runs; with a certificate curl presents it (`--cert`), its passphrase read from an
/// environment variable. Neither a token nor a passphrase is ever written into the exported line.
enum CurlCommand {
    static let command = Command(spec: CommandSpec(
        name: "curl",
        summary: "Print the equivalent curl --http2 command line for a push.",
        options: APNsTarget.options + [
            .value("token", "HEX", "the device token"),
        ] + PayloadComposer.options + RequestFields.options,
        discussion: """
        The provider token comes from $(pushtui jwt ...) when the printed line runs.
        With a certificate the line uses --cert (and --key, or --cert-type P12) and --pass "$NAME".
        """
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        let target = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess())
        guard let raw = arguments.value("token") else { throw UsageError(description: "--token HEX is required") }
        let token: DeviceToken
        do {
            token = try DeviceToken(parsing: raw)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: "--token '\(raw)': \(error.description)")
        }
        let identity = try target.clientIdentity(now: Date())
        let fields = try RequestFields(arguments, defaults: target.defaults)
        let topic = try target.topic(identity: identity, pushType: fields.pushType)
        let payload = try PayloadComposer.compose(arguments)
        let request = PushRequest(token: token, headers: fields.headers(topic: topic), payload: payload.text)
        if let info = identity?.info {
            CertificateTopicRules.findings(topic: topic, pushType: request.pushType, certificateTopics: info.topicNames).map { "warning: " + $0.message }.forEach(Console.error)
        }
        guard Console.passes(Preflight.apns([request], payloadName: payload.name)) else { return .invalidInput }
        let endpoint = try target.destination.apnsEndpoint(paths: target.paths)
        let wire = try request.httpRequest(authorization: nil)

        let authentication: CurlCommandLine.Authentication
        if let certificate = target.certificate {
            let (words, notes) = CurlCommandLine.certificateWords(certificate, keyring: target.secrets.keyring)
            notes.forEach(Console.error)
            authentication = .certificate(words)
        } else {
            authentication = .providerToken(mintedBy: jwtCommand(arguments, target: target))
        }
        let line = CurlCommandLine.make(wire, endpoint: endpoint, authentication: authentication)
        try Console.out(line)
        return .success
    }

    /// The `pushtui jwt` invocation that mints the token for this target.
    private static func jwtCommand(_ arguments: ParsedArguments, target: APNsTarget) -> String {
        var words = ["pushtui", "jwt"]
        if let profile = arguments.value("profile") {
            words += ["--profile", ShellQuote.quote(profile)]
            if let directory = arguments.value("profiles") { words += ["--profiles", ShellQuote.quote(directory)] }
        }
        for flag in ["key-file", "key-id", "team-id"] {
            if let value = arguments.value(flag) { words += ["--\(flag)", ShellQuote.quote(value)] }
        }
        return words.joined(separator: " ")
    }
}
