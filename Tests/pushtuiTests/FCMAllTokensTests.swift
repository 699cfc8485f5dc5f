import Foundation
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send --all-tokens` with an fcm profile whose book holds registration tokens.
@Suite struct FCMAllTokensTests {
    typealias Bed = FCMSendCommandTests.Bed

    /// Rewrites the bed's profile with a token book: a live token, the simulator's `dead` one, and one
    /// already known dead.
    private func writeBook(_ bed: Bed) throws {
        let endpoint = try bed.sim.field("endpoint")
        try bed.files.write("""
            {"name": "fcm", "service": "fcm",
             "auth": {"type": "serviceAccount", "file": "\(try bed.sim.field("service-account"))"},
             "endpoint": "\(endpoint)", "caFile": "\(try bed.sim.field("ca"))", "tokenEndpoint": "\(endpoint)/token",
             "tokens": [
               {"label": "Pixel", "token": "\(FCMSendCommandTests.registrationToken)", "kind": "fcm"},
               {"label": "Old tablet", "token": "dead", "kind": "fcm"},
               {"label": "Gone", "token": "gone:token", "kind": "fcm", "lastOutcome": "UNREGISTERED", "lastSeen": "2026-11-02T10:15:00Z"}
             ]}
            """, to: "profiles/fcm.json")
    }

    @Test func sendsToEveryLiveFCMTokenAndRecordsUnregistered() throws {
        let bed = try Bed()
        defer { bed.stop() }
        try writeBook(bed)
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--all-tokens", "--payload", bed.message])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("token …\(FCMSendCommandTests.registrationToken.suffix(8)): Delivered"), "\(result.transcript)")
        #expect(result.standardOutput.contains("token …dead: Unregistered 404 UNREGISTERED"), "\(result.transcript)")
        #expect(result.standardError.contains("skipped Gone (…ne:token): UNREGISTERED since 2026-11-02"), "\(result.transcript)")
        #expect(!result.transcript.contains(FCMSendCommandTests.registrationToken))
        let sends = try bed.journal().filter { $0.path.hasSuffix("/messages:send") }
        #expect(sends.count == 2)
        #expect(!sends.contains { $0.body.contains("gone:token") })

        let saved = try ProfileCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: bed.files.file("profiles/fcm.json")))), file: "fcm.json").get()
        #expect(saved.tokens.map { $0.isDead(in: nil) } == [false, true, true])
        #expect(saved.tokens[1].lastOutcome == "UNREGISTERED")

        let show = try Pushtui.run(["profile", "show", "fcm", "--profiles", bed.files.file("profiles")])
        #expect(show.standardOutput.contains("Pixel  fcm  …\(FCMSendCommandTests.registrationToken.suffix(8))"), "\(show.transcript)")
        #expect(!show.standardOutput.contains(FCMSendCommandTests.registrationToken))
    }

    @Test func allTokensWithoutFCMTokensIsAUsageError() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--all-tokens", "--payload", bed.message])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("--all-tokens needs an fcm --profile whose token book has fcm tokens"), "\(result.transcript)")
        #expect(try bed.journal().filter { $0.path.hasSuffix("/messages:send") }.isEmpty)
    }
}
