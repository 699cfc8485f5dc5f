import PushCore
import PushTransport

/// `pushtui curl`: the `curl --http2` command line that sends the same push, built from the same
/// header function as `send`. The provider token is minted by `pushtui jwt` when the line runs,
/// so no token is ever written into the exported command.
enum CurlCommand {
    static let command = Command(spec: CommandSpec(
        name: "curl",
        summary: "Print the equivalent curl --http2 command line for a push.",
        options: APNsTarget.options + [
            .value("token", "HEX", "the device token"),
        ] + PayloadComposer.options + RequestFields.options,
        discussion: "The provider token comes from $(pushtui jwt ...) when the printed line runs."
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
        guard let topic = target.topic else {
            throw UsageError(description: "no topic: give --topic BUNDLE_ID or a --profile that has one")
        }
        let fields = try RequestFields(arguments, defaults: target.defaults)
        let payload = try PayloadComposer.compose(arguments)
        let request = fields.request(to: token, topic: topic, payload: payload.text)
        guard Preflight.check([request], payloadName: payload.name) else { return .invalidInput }
        let endpoint = try target.endpoint()
        let wire = try request.httpRequest(authorization: nil)

        var words = ["curl", "--http2"]
        if let caFile = endpoint.caFile { words += ["--cacert", ShellQuote.quote(caFile)] }
        words += ["-H", "\"authorization: bearer $(\(jwtCommand(arguments, target: target)))\""]
        for header in wire.headers { words += ["-H", ShellQuote.quote("\(header.name): \(header.value)")] }
        words += ["--data-binary", ShellQuote.quote(String(decoding: wire.body, as: UTF8.self))]
        words.append(ShellQuote.quote(endpoint.baseURL + wire.path))
        try Console.out(words.joined(separator: " "))
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
