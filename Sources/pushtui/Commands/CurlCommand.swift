import Foundation
import PushCore
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

    /// Where the printed line reads a passphrase that the profile holds itself.
    static let passphraseVariable = "APNS_CERT_PASSPHRASE"

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
        let topic = try target.resolvedTopic(identity: identity)
        let fields = try RequestFields(arguments, defaults: target.defaults)
        let payload = try PayloadComposer.compose(arguments)
        let request = fields.request(to: token, topic: topic, payload: payload.text)
        if let info = identity?.info {
            CertificateLint.warnings(topic: topic, pushType: request.pushType, info: info).forEach(Console.error)
        }
        guard Preflight.check([request], payloadName: payload.name) else { return .invalidInput }
        let endpoint = try target.endpoint()
        let wire = try request.httpRequest(authorization: nil)

        var words = ["curl", "--http2"]
        if let caFile = endpoint.caFile { words += ["--cacert", ShellQuote.quote(caFile)] }
        if let certificate = target.certificate {
            words += certificateWords(certificate)
        } else {
            words += ["-H", "\"authorization: bearer $(\(jwtCommand(arguments, target: target)))\""]
        }
        for header in wire.headers { words += ["-H", ShellQuote.quote("\(header.name): \(header.value)")] }
        words += ["--data-binary", ShellQuote.quote(String(decoding: wire.body, as: UTF8.self))]
        words.append(ShellQuote.quote(endpoint.baseURL + wire.path))
        try Console.out(words.joined(separator: " "))
        return .success
    }

    /// `--cert`, `--key` or `--cert-type P12`, and `--pass "$NAME"`: the passphrase stays in the environment.
    private static func certificateWords(_ certificate: CertificateSource) -> [String] {
        var words: [String] = []
        if certificate.isPEM {
            words += ["--cert", ShellQuote.quote(certificate.file)]
        } else if certificate.keyFile != nil {
            words += ["--cert-type", "DER", "--cert", ShellQuote.quote(certificate.file)]
        } else {
            words += ["--cert-type", "P12", "--cert", ShellQuote.quote(certificate.file)]
        }
        if let keyFile = certificate.keyFile { words += ["--key", ShellQuote.quote(keyFile)] }
        switch certificate.passphrase {
        case .none:
            break
        case .environment(let name):
            words += ["--pass", "\"$\(name)\""]
        case .inProfile:
            Console.error("note: the profile holds the certificate's passphrase; export it as \(passphraseVariable) for this line (it is never printed)")
            words += ["--pass", "\"$\(passphraseVariable)\""]
        }
        return words
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
