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
    var arguments = ["--http2", "--cacert", caFile, "-sS", "-o", scratch.file("body"), "-D", scratch.file("headers"),
                     "-w", "%{http_code} %{http_version}", "-X", method]
    for header in headers { arguments += ["-H", header] }
    if let body { arguments += ["--data-binary", body] }
    arguments += extraArguments + [url]
    let result = try CommandLineTool.run("curl", arguments)
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
