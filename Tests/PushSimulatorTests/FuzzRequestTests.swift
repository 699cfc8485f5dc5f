import Foundation
import PushCore
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Random requests through the simulator's request check, and random frames at a running simulator
/// (issue 6 §3).
@Suite(.serialized) struct FuzzRequestTests {
    static let seeds: [UInt64] = [41, 42, 43, 44]
    static let iterationsPerSeed = 1_000

    static let headerNames = [
        APNsHeaderName.pushType, APNsHeaderName.topic, APNsHeaderName.priority, APNsHeaderName.expiration,
        APNsHeaderName.collapseID, APNsHeaderName.apnsID, APNsHeaderName.authorization, APNsHeaderName.contentType,
        "APNS-TOPIC", ":method", ":path", "x-unknown", "",
    ]
    static let headerValues = [
        "alert", "background", "voip", "liveactivity", "ALERT", "com.example.app", "com.example.app.voip",
        "com.example.app.push-type.liveactivity", "5", "10", "1", "7", "-1", "0", "99999999999999999999", "soon",
        "550e8400-e29b-41d4-a716-446655440000", "550E8400-E29B-41D4-A716-44665544000", String(repeating: "c", count: 65), "",
    ]

    static func randomRequest(using fuzzer: inout SeededFuzzer) -> (method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) {
        let method = fuzzer.chance(85) ? "POST" : fuzzer.pick(["GET", "post", "PUT", "", "POST "])
        let hexDigits = Array("0123456789abcdefABCDEF")
        // Half the tokens are at least the 32 bytes the check wants, so some requests pass it; the rest any length.
        let head = fuzzer.chance(50) ? String(repeating: "ab", count: 32) : ""
        var path = APNsHTTPRequest.devicePathPrefix + head + fuzzer.text(from: hexDigits, maximumLength: 70)
        if fuzzer.chance(20) { path = fuzzer.mutatedText(path) }
        let headers = (0..<fuzzer.below(8)).map { _ in
            (name: fuzzer.chance(90) ? fuzzer.pick(headerNames) : fuzzer.text(from: Array("abc-:"), maximumLength: 10),
             value: fuzzer.chance(80) ? fuzzer.pick(headerValues) : fuzzer.mutatedText(fuzzer.pick(headerValues)))
        }
        let valid = Array(#"{"aps":{"alert":"hi"}}"#.utf8)
        let body = switch fuzzer.below(4) {
        case 0: fuzzer.bytes(maximumCount: 40)
        case 1: valid
        case 2: Array(repeating: UInt8(ascii: " "), count: 4_000 + fuzzer.below(2_000)) + valid
        default: fuzzer.mutate(valid)
        }
        return (method, path, headers, body)
    }

    @Test(arguments: seeds)
    func rejectionsAlwaysCarryAnErrorStatus(seed: UInt64) {
        var fuzzer = SeededFuzzer(seed: seed)
        var accepted = 0
        var rejected = 0
        for iteration in 0..<Self.iterationsPerSeed {
            let request = Self.randomRequest(using: &fuzzer)
            let requiresTopic = fuzzer.chance(50)
            let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers,
                                                   body: request.body, options: .init(requiresTopic: requiresTopic))
            let context = Comment(rawValue: "seed \(seed) iteration \(iteration) method \(request.method) path \(Array(request.path.utf8).fuzzHex) "
                + "headers \(request.headers.map { "\($0.name): \($0.value)" }) body \(request.body.fuzzHex)")
            if let rejection {
                rejected += 1
                #expect(rejection.status >= 400 && rejection.status < 600, context)
                #expect(!rejection.reason.rawValue.isEmpty && !rejection.body.isEmpty, context)
            } else {
                accepted += 1
                #expect(APNsRequestCheck.deviceToken(fromPath: request.path) != nil, context)
            }
        }
        #expect(accepted > 0 && rejected > 0, "seed \(seed): accepted \(accepted), rejected \(rejected)")
    }

    /// Random bytes and mutated request frames after a real TLS handshake and HTTP/2 preface;
    /// afterwards the simulator must still answer a valid push with 200.
    @Test func runningSimulatorSurvivesRandomFrames() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        var fuzzer = SeededFuzzer(seed: 51)
        let path = Array("/3/device/\(SimulatorFixture.token)".utf8)
        // POST, https, :path literal, :authority literal (HPACK indexed and literal-without-indexing forms).
        let headerBlock: [UInt8] = [0x83, 0x87, 0x04, UInt8(path.count)] + path + [0x01, 9] + Array("127.0.0.1".utf8)
        let request = TLSTestClient.frame(type: 0x01, flags: 0x04, stream: 1, payload: headerBlock)
            + TLSTestClient.frame(type: 0x00, flags: 0x01, stream: 1, payload: Array(#"{"aps":{"alert":"hi"}}"#.utf8))
        var answered = 0
        var refused = 0
        for _ in 0..<60 {
            let client = try TLSTestClient(port: fixture.endpoint.port, caFile: fixture.endpoint.caFile)
            client.send(TLSTestClient.preface)
            // Some connections open with an intact request and its answer, so the fuzz also lands
            // mid-conversation on a connection with history.
            if fuzzer.chance(40) {
                client.send(request)
                let frames = client.readFrames(timeout: 2) { type, _, _ in type == 0x01 }
                if frames.contains(where: { $0.type == 0x01 }) { answered += 1 }
            }
            for _ in 0..<5 {
                client.send(fuzzer.chance(30) ? fuzzer.bytes(maximumCount: 64) : fuzzer.mutate(request))
            }
            // Waiting for the server's answer (or its hang-up) proves it read what was sent.
            let frames = client.readFrames(timeout: 0.3) { type, _, _ in type == 0x07 || type == 0x03 || type == 0x01 }
            if frames.contains(where: { $0.type == 0x07 }) { refused += 1 }
        }
        // Both must happen: intact requests get answers and hostile frames get the connection closed.
        #expect(answered > 0 && refused > 0, "answered \(answered), went away \(refused)")
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200, "after seed 51's random frames: \(response)")
    }
}
