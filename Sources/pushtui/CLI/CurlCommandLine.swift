import PushCore
import PushTransport

/// The `curl --http2` command line that sends a push, from the same header function as the client.
/// The provider token comes from `jwtCommand` when the line runs, so no token is ever written into it.
enum CurlCommandLine {
    static func make(_ wire: APNsHTTPRequest, endpoint: APNsEndpoint, jwtCommand: String) -> String {
        var words = ["curl", "--http2"]
        if let caFile = endpoint.caFile { words += ["--cacert", ShellQuote.quote(caFile)] }
        words += ["-H", "\"authorization: bearer $(\(jwtCommand))\""]
        for header in wire.headers { words += ["-H", ShellQuote.quote("\(header.name): \(header.value)")] }
        words += ["--data-binary", ShellQuote.quote(String(decoding: wire.body, as: UTF8.self))]
        words.append(ShellQuote.quote(endpoint.baseURL + wire.path))
        return words.joined(separator: " ")
    }
}
