import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send --dry-run`: each push exactly as it would go on the wire, the provider token
/// shortened, and nothing sent.
@Suite struct DryRunTests {
    /// Anything shaped like a whole JWT: three base64url parts, long enough to carry an ES256 signature.
    static var wholeJWT: Regex<Substring> { #/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{40,}/# }

    @Test func printsRequestLineHeadersAndMinifiedBodyAndSendsNothing() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // Spaces, newlines and a key order the wire must keep.
        let payload = try bed.files.write("""
            {
              "aps" : { "alert" : { "title" : "Tea", "body" : "is ready" },
                        "sound" : "default" },
              "order": 42
            }

            """, to: "payload.json")
        let tokens = [SendTestbed.token(number: 1), SendTestbed.token(number: 2)]
        let apnsID = "5b0f6b1e-8c3d-4c43-9a3c-2f8c9d7e6a51"
        let result = try Pushtui.run(["send", "--dry-run"] + bed.targetFlags + tokens.flatMap { ["--token", $0] } + [
            "--payload", payload, "--collapse-id", "tea", "--expiration", "0", "--apns-id", apnsID, "--priority", "5"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")

        let blocks = result.standardOutput.components(separatedBy: "\n\n")
        // Per push: request line and headers, then the body; pushes separated by a blank line.
        try #require(blocks.count == 4, "\(result.transcript)")
        for (index, token) in tokens.enumerated() {
            var head = blocks[2 * index].split(separator: "\n").map(String.init)
            #expect(head.first == "POST \(bed.simulator.endpoint.url)/3/device/\(token)")
            let authorization = try #require(head.first { $0.hasPrefix("authorization: ") }, "\(head)")
            #expect(authorization.wholeMatch(of: #/authorization: bearer …[A-Za-z0-9_-]{8}/#) != nil, "\(authorization)")
            head.removeAll { $0.hasPrefix("authorization: ") || $0.hasPrefix("POST ") }
            #expect(Set(head) == [
                "apns-push-type: alert", "apns-topic: \(SendTestbed.topic)", "apns-priority: 5", "apns-expiration: 0",
                "apns-collapse-id: tea", "apns-id: \(apnsID)", "content-type: application/json",
            ], "\(head)")
            let body = blocks[2 * index + 1].trimmingCharacters(in: .newlines)
            #expect(body == #"{"aps":{"alert":{"title":"Tea","body":"is ready"},"sound":"default"},"order":42}"#)
        }
        let everything = result.standardOutput + result.standardError
        #expect(everything.firstMatch(of: Self.wholeJWT) == nil, "a whole JWT was printed: \(everything)")
        // A JWT's header part always starts with the base64 of `{"`.
        #expect(!everything.contains("eyJ"), "\(everything)")
        #expect(try bed.journalAfterSentinelPush().count == 1, "--dry-run sent a push")
    }

    @Test func refusesWhatSendWouldRefuse() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payload = try bed.files.write(#"{"aps": {"alert": "hi"},}"#, to: "payload.json")
        let result = try Pushtui.run(["send", "--dry-run"] + bed.targetFlags + [
            "--token", SendTestbed.token(number: 1), "--payload", payload])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        #expect(result.standardError.contains(":1:25: error: "), "\(result.transcript)")
    }

    /// `--expiration +1h` is an hour from the command's start, on every push of the run.
    @Test func aTimeFromNowIsCountedFromTheSend() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let before = Int(Date().timeIntervalSince1970)
        let result = try Pushtui.run(["send", "--dry-run"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1),
                                      "--token", SendTestbed.token(number: 2), "--alert", "hi", "--expiration", "+1h"])
        let after = Int(Date().timeIntervalSince1970)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let values = result.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("apns-expiration: ") ? Int(line.dropFirst("apns-expiration: ".count)) : nil
        }
        #expect(values.count == 2 && Set(values).count == 1, "\(result.transcript)")
        #expect(values.allSatisfy { (before + 3600...after + 3600).contains($0) }, "\(values) not an hour after \(before)…\(after)")
    }
}
