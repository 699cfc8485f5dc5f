import Foundation
import PushCore
import PushTestSupport
import Testing

/// Hostile payloads through the parser, both linters and the wire encoder (issue 6 §3).
@Suite("Fuzz: payloads")
struct FuzzPayloadTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]
    static let iterationsPerSeed = 500

    /// Valid payloads the mutations start from, APNs and FCM shaped.
    static let corpus: [String] = [
        #"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":1,"sound":"default"}}"#,
        #"{"aps":{"content-available":1},"id":"\u00e9\ud83d\ude00","n":[1,-2.5e3,true,null]}"#,
        #"{"aps":{"event":"update","timestamp":1700000000,"content-state":{"score":"2-1"}}}"#,
        #"{"token":"abc:def","notification":{"title":"t"},"data":{"k":"v"},"android":{"priority":"high"}}"#,
        #"{"topic":"news","apns":{"payload":{"aps":{"alert":"x"}}},"webpush":{},"fcm_options":{"analytics_label":"l"}}"#,
        #"[]"#,
        #""plain""#,
    ]

    @Test(arguments: seeds)
    func parserLintersAndWireBytesSurviveHostileBytes(seed: UInt64) throws {
        var fuzzer = SeededFuzzer(seed: seed)
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        var parsed = 0
        for iteration in 0..<Self.iterationsPerSeed {
            let input = fuzzer.chance(15)
                ? fuzzer.bytes(maximumCount: 64)
                : fuzzer.mutate(Array(fuzzer.pick(Self.corpus).utf8))
            let context = "seed \(seed) iteration \(iteration) input \(input.fuzzHex)"
            let document = PayloadDocument(bytes: input)
            switch document.parse {
            case .success(let value):
                parsed += 1
                let wire = try #require(document.wireBytes, Comment(rawValue: context))
                let reparsed = PayloadDocument(bytes: wire)
                #expect(reparsed.value == value, Comment(rawValue: context))
                #expect(reparsed.wireBytes == wire, Comment(rawValue: context))
            case .failure(let error):
                #expect(error.line >= 1 && error.column >= 1, Comment(rawValue: "\(error) for \(context)"))
                #expect(document.wireBytes == nil, Comment(rawValue: context))
            }
            let type = fuzzer.pick(PushType.known + [PushType(rawValue: "made-up")])
            for finding in PushLinter.lintPayload(document, pushType: type) {
                #expect(!finding.message.isEmpty, Comment(rawValue: context))
            }
            let text = String(decoding: input, as: UTF8.self)
            let request = PushRequest(token: token, topic: "com.example.app", pushType: type, payload: text)
            for finding in PushLinter.lint(request) where finding.code == .payloadSyntax {
                let location = try #require(finding.location, Comment(rawValue: context))
                #expect(location.line >= 1 && location.column >= 1, Comment(rawValue: context))
            }
            for finding in FCMLinter.findings(for: text) where finding.code == .payloadSyntax {
                let location = try #require(finding.location, Comment(rawValue: context))
                #expect(location.line >= 1 && location.column >= 1, Comment(rawValue: context))
            }
        }
        // Some mutations must keep the JSON valid, or the round trip was never exercised.
        #expect(parsed > 0 && parsed < Self.iterationsPerSeed, "seed \(seed): \(parsed) of \(Self.iterationsPerSeed) parsed")
    }

    @Test func deepNestingIsAnErrorWithAPositionRatherThanACrash() {
        let depth = JSONParser.maximumDepth * 4
        for open in ["[", "{\"a\":"] {
            let input = Array(String(repeating: open, count: depth).utf8)
            let document = PayloadDocument(bytes: input)
            let error = document.syntaxError
            #expect(error != nil, "nesting \(depth) deep with '\(open)' parsed")
            #expect((error?.line ?? 0) >= 1 && (error?.column ?? 0) >= 1)
        }
    }
}
