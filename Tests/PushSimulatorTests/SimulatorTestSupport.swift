import Foundation
import PushSimulator
import PushTestSupport

// Clients only the simulator tests need; the generic helpers live in PushTestSupport.

/// A CA and a server certificate for 127.0.0.1/localhost made by the `openssl` CLI, independent
/// of PushCrypto, for the "given identity" path.
func makeOpenSSLIdentity(in scratch: TemporaryDirectory) throws -> ServerIdentity {
    let openssl = "/usr/bin/openssl"
    let steps: [[String]] = [
        ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
         "-subj", "/CN=test CA", "-keyout", "ca-key.pem", "-out", "ca.pem"],
        ["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-subj", "/CN=localhost", "-keyout", "server-key.pem", "-out", "server.csr"],
        ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca-key.pem", "-CAcreateserial", "-days", "2",
         "-extfile", "ext.cnf", "-out", "server.pem"],
    ]
    try "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n"
        .write(toFile: scratch.file("ext.cnf"), atomically: true, encoding: .utf8)
    for step in steps {
        let result = try CommandLineTool.run(openssl, step, in: scratch.url)
        guard result.status == 0 else { throw TestSupportError.failed("openssl \(step[0]) failed: \(result.standardError)") }
    }
    return ServerIdentity(certificateFile: scratch.file("server.pem"), privateKeyFile: scratch.file("server-key.pem"),
                          certificateAuthorityFile: scratch.file("ca.pem"))
}

/// One request of a ``curlSequence(_:caFile:)``.
struct SequencedRequest {
    var url: String
    var headers: [String]
    var body: String = "{\"aps\":{\"alert\":\"hi\"}}"
}

/// Several requests in ONE curl process, one after another (`--next`), so curl reuses its
/// HTTP/2 connection: the way to test per-connection rules. Returns each status and body.
/// `extraArguments` are curl's global options (such as `--rate`).
func curlSequence(_ requests: [SequencedRequest], caFile: String, extraArguments: [String] = []) throws -> [(status: Int, body: String)] {
    let scratch = try TemporaryDirectory(prefix: "pushsim-client")
    defer { scratch.remove() }
    var arguments = extraArguments
    for (index, request) in requests.enumerated() {
        if index > 0 { arguments.append("--next") }
        arguments += ["--http2", "--cacert", caFile, "-sS", "-o", scratch.file("body\(index)"), "-w", "%{http_code}\\n",
                      "--data-binary", request.body]
        for header in request.headers { arguments += ["-H", header] }
        arguments.append(request.url)
    }
    let result = try CommandLineTool.run("/usr/bin/curl", arguments)
    let statuses = result.standardOutput.split(whereSeparator: \.isNewline).map { Int($0) ?? 0 }
    return requests.indices.map { index in
        (index < statuses.count ? statuses[index] : 0,
         (try? String(contentsOfFile: scratch.file("body\(index)"), encoding: .utf8)) ?? "")
    }
}

/// `nghttp -v` (nghttp2's client, independent of curl) with the simulator's CA; its verbose
/// frame log shows SETTINGS and GOAWAY with debug data. nghttp cannot be told a CA file, so the
/// CA goes in through SSL_CERT_FILE, which keeps verification on.
func nghttp(_ urls: [String], caFile: String, headers: [String], body: String? = nil) throws -> ProcessResult {
    var arguments = ["-v", "-n"]
    for header in headers { arguments += ["-H", header] }
    let scratch = try TemporaryDirectory(prefix: "pushsim-client")
    defer { scratch.remove() }
    if let body {
        try body.write(toFile: scratch.file("body"), atomically: true, encoding: .utf8)
        arguments += ["-d", scratch.file("body")]
    }
    return try CommandLineTool.run("/usr/bin/nghttp", arguments + urls, environment: ["SSL_CERT_FILE": caFile])
}

/// The detail lines of every frame nghttp logged as received with `frameType` (e.g. "SETTINGS",
/// "GOAWAY"), one string per frame.
func nghttpReceivedFrames(_ output: String, type frameType: String) -> [String] {
    var frames: [String] = []
    var current: String?
    for line in output.split(whereSeparator: \.isNewline) {
        if line.contains("] recv ") || line.contains("] send ") {
            if let current { frames.append(current) }
            current = line.contains("] recv \(frameType) frame") ? "" : nil
        } else if let text = current {
            current = text + line.trimmingCharacters(in: .whitespaces) + "\n"
        }
    }
    if let current { frames.append(current) }
    return frames
}

/// Many requests from ONE curl process with `--parallel` (HTTP/2 multiplexing); returns the
/// status of each transfer, in completion order.
func curlParallel(_ urls: [String], caFile: String, headers: [String], maxParallel: Int = 100,
                  body: String = "{\"aps\":{\"alert\":\"hi\"}}") throws -> [Int] {
    let scratch = try TemporaryDirectory(prefix: "pushsim-client")
    defer { scratch.remove() }
    var config = "http2\ncacert = \"\(caFile)\"\nsilent\nshow-error\nwrite-out = \"%{http_code}\\n\"\n"
    config += "data-binary = \"\(body.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
    for header in headers { config += "header = \"\(header)\"\n" }
    for url in urls { config += "url = \"\(url)\"\noutput = \"/dev/null\"\n" }
    try config.write(toFile: scratch.file("curl.cfg"), atomically: true, encoding: .utf8)
    let result = try CommandLineTool.run("/usr/bin/curl", ["--parallel", "--parallel-max", String(maxParallel), "--config", scratch.file("curl.cfg")])
    return result.standardOutput.split(whereSeparator: \.isNewline).map { Int($0) ?? 0 }
}
