import PushCore
import PushFuzzing

/// The payload parser, both linters and the wire encoder on arbitrary bytes.
///
/// Input: one byte picks the push type, the rest is the payload text.
enum PayloadFuzzer {
    static let token = try? DeviceToken(parsing: String(repeating: "ab", count: 32))
    static let pushTypes = PushType.known + [PushType(rawValue: "made-up")]

    static func run(_ input: inout FuzzInput) {
        let pushType = input.pick(pushTypes)
        let bytes = input.rest()
        let document = PayloadDocument(bytes: bytes)
        switch document.parse {
        case .success(let value):
            checkRoundTrip(value, document: document)
        case .failure(let error):
            Invariant.check(error.line >= 1 && error.column >= 1, "syntax error without a position: \(error)")
            Invariant.check((0...bytes.count).contains(error.offset), "syntax error offset \(error.offset) outside 0...\(bytes.count)")
            Invariant.check(!error.message.isEmpty, "syntax error without a message at \(error.line):\(error.column)")
            Invariant.check(document.wireBytes == nil && document.byteCount == nil, "a syntax error still produced wire bytes")
        }
        for finding in PushLinter.lintPayload(document, pushType: pushType) {
            Invariant.check(!finding.message.isEmpty, "payload finding \(finding.code) has no message")
            checkLocation(finding, in: bytes)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let token else { return }
        let request = PushRequest(token: token, topic: pushType.topic(forBundleID: "com.example.app"), pushType: pushType, payload: text)
        let findings = PushLinter.lint(request)
        for finding in findings {
            checkLocation(finding, in: Array(text.utf8))
            if finding.code == .payloadSyntax {
                Invariant.check(finding.location != nil, "request lint reported a syntax error without a position")
            }
        }
        checkLinterAgreesWithServerRules(request, findings: findings)
        for finding in FCMLinter.findings(for: text) {
            Invariant.check(!finding.message.isEmpty, "FCM finding \(finding.code) has no message")
            checkLocation(finding, in: Array(text.utf8))
            if finding.code == .payloadSyntax {
                Invariant.check(finding.location != nil, "FCM lint reported a syntax error without a position")
            }
        }
    }

    /// Minified bytes re-parse to the same value and are a fixed point; so does the pretty text.
    static func checkRoundTrip(_ value: JSONValue, document: PayloadDocument) {
        guard let wire = document.wireBytes else {
            Invariant.check(false, "parsed payload has no wire bytes")
            return
        }
        Invariant.check(document.byteCount == wire.count, "byteCount \(String(describing: document.byteCount)) is not the wire byte count \(wire.count)")
        let reparsed = PayloadDocument(bytes: wire)
        Invariant.check(reparsed.value == value, "wire bytes \(String(decoding: wire, as: UTF8.self).debugDescription) parse to a different value")
        Invariant.check(reparsed.wireBytes == wire, "wire bytes \(String(decoding: wire, as: UTF8.self).debugDescription) are not a fixed point")
        let pretty = PayloadDocument(text: value.prettyText())
        Invariant.check(pretty.wireBytes == wire, "pretty text of \(String(decoding: wire, as: UTF8.self).debugDescription) minifies to different bytes")
    }

    /// A finding that points into the text points at a real line and column of it.
    static func checkLocation(_ finding: LintFinding, in bytes: [UInt8]) {
        guard let location = finding.location else { return }
        Invariant.check(location.line >= 1 && location.column >= 1, "\(finding.code) points at \(location.line):\(location.column)")
        Invariant.check(location.offset <= bytes.count, "\(finding.code) points at offset \(location.offset) of \(bytes.count) bytes")
    }

    /// One source for each wire fact: a request the linter passes without errors must pass the
    /// simulator's checks of the same rules when built into headers and wire bytes.
    static func checkLinterAgreesWithServerRules(_ request: PushRequest, findings: [LintFinding]) {
        guard request.pushType.isKnown, !findings.contains(where: { $0.severity == .error }),
              let http = try? request.httpRequest(authorization: "token") else { return }
        let rejection = APNsRequestCheck.check(method: http.method, path: http.path,
                                               headers: http.headers.map { (name: $0.name, value: $0.value) }, body: http.body)
        Invariant.check(rejection == nil, "linter passed a \(request.pushType) payload the server rules reject with \(String(describing: rejection?.reason)): \(String(decoding: http.body, as: UTF8.self).debugDescription)")
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    PayloadFuzzer.run(&input)
    return 0
}
