import Foundation

/// What the curl CLI reported for one request.
public struct CurlResponse: Sendable {
    /// The HTTP status, 0 when no response arrived.
    public let status: Int
    /// curl's `%{http_version}`: "2" for HTTP/2.
    public let httpVersion: String
    /// Response headers by lowercase name.
    public let headers: [String: String]
    /// The response body.
    public let body: String
    /// curl's own exit code (0 unless transport or TLS failed).
    public let exitCode: Int32
    /// curl's messages.
    public let errorOutput: String

    /// The parsed JSON body (`{"reason":…}`), empty when there is none.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
    }

    /// The APNs `reason` in the body, if any.
    public var reason: String? { json["reason"] as? String }
}

/// One request with the curl CLI over HTTP/2. Verification stays on: the server is checked
/// against `caFile` (`--cacert`).
public func curl(_ url: String, caFile: String, method: String = "POST", headers: [String],
                 body: String? = "{\"aps\":{\"alert\":\"hi\"}}", extraArguments: [String] = []) throws -> CurlResponse {
    let scratch = try TemporaryDirectory(prefix: "curl")
    defer { scratch.remove() }
    let arguments = CurlRequest.arguments(url, caFile: caFile, method: method, headers: headers, body: body,
                                          extraArguments: extraArguments, scratch: scratch)
    return CurlRequest.response(of: try CommandLineTool.run("curl", arguments), scratch: scratch)
}

/// A curl request whose process starts now and whose request goes out on ``send(timeout:)``.
///
/// For a test that holds thousands of descriptors when it makes the request: Foundation's
/// `Process.run()` lists `/proc/self/fd` with an over-reading copy of each entry and can crash the
/// test run with SIGSEGV, the likelier the more descriptors are open
/// (swiftlang/swift-corelibs-foundation#5472). Started before the descriptors are opened, a shell
/// waits (polling, with a deadline of 60 s) for a trigger file and then runs curl.
public final class CurlRequest {
    private let scratch: TemporaryDirectory
    private let process: RunningProcess

    /// Starts the shell that will run curl with these arguments (see ``curl(_:caFile:method:headers:body:extraArguments:)``).
    public init(_ url: String, caFile: String, method: String = "POST", headers: [String],
                body: String? = "{\"aps\":{\"alert\":\"hi\"}}") throws {
        scratch = try TemporaryDirectory(prefix: "curl")
        let arguments = Self.arguments(url, caFile: caFile, method: method, headers: headers, body: body, extraArguments: [],
                                       scratch: scratch)
        let wait = #"n=0; while [ ! -e "$1" ]; do n=$((n+1)); [ $n -gt 1200 ] && exit 124; sleep 0.05; done; shift; exec curl "$@""#
        process = try CommandLineTool.start("/bin/sh", ["-c", wait, "sh", scratch.file("go")] + arguments)
    }

    deinit {
        scratch.remove()
    }

    /// Lets curl make the request and waits for its answer.
    public func send(timeout: TimeInterval = CommandLineTool.defaultTimeout) throws -> CurlResponse {
        try scratch.write("", to: "go")
        return Self.response(of: try process.wait(timeout: timeout), scratch: scratch)
    }

    /// curl's command line for one request, writing body and headers into `scratch`.
    static func arguments(_ url: String, caFile: String, method: String, headers: [String], body: String?,
                          extraArguments: [String], scratch: TemporaryDirectory) -> [String] {
        var arguments = ["--http2", "--cacert", caFile, "-sS", "-o", scratch.file("body"), "-D", scratch.file("headers"),
                         "-w", "%{http_code} %{http_version}", "-X", method]
        for header in headers { arguments += ["-H", header] }
        if let body { arguments += ["--data-binary", body] }
        return arguments + extraArguments + [url]
    }

    /// What curl reported, read from its output and the files in `scratch`.
    static func response(of result: ProcessResult, scratch: TemporaryDirectory) -> CurlResponse {
        let parts = result.standardOutput.split(separator: " ")
        var parsedHeaders: [String: String] = [:]
        let headerText = (try? scratch.read("headers")) ?? ""
        for line in headerText.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(":") else { continue }
            parsedHeaders[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return CurlResponse(
            status: parts.first.flatMap { Int($0) } ?? 0,
            httpVersion: parts.count > 1 ? String(parts[1]) : "",
            headers: parsedHeaders,
            body: (try? scratch.read("body")) ?? "",
            exitCode: result.status,
            errorOutput: result.standardError)
    }
}
