import Foundation
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send --tokens-file` with an fcm profile: registration tokens come in lists exactly
/// like device tokens.
@Suite struct FCMTokensFileTests {
    typealias Bed = FCMSendCommandTests.Bed

    @Test func sendsToEachRegistrationTokenOfTheFileOnce() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let tokens = try bed.files.write("""
            # two phones; the second line repeats the first
            \(FCMSendCommandTests.registrationToken)
            \(FCMSendCommandTests.registrationToken)   # again

            dead
            """, to: "tokens.txt")
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--tokens-file", tokens, "--payload", bed.message])
        #expect(result.status == ExitCode.failure.rawValue, "dead is unregistered: \(result.transcript)")
        #expect(result.standardOutput.contains("token …\(FCMSendCommandTests.registrationToken.suffix(8)): Delivered"), "\(result.transcript)")
        #expect(result.standardOutput.contains("token …dead: Unregistered 404 UNREGISTERED"), "\(result.transcript)")
        let sends = try bed.journal().filter { $0.path.hasSuffix("/messages:send") }
        #expect(sends.count == 2, "each token once: \(sends.map(\.body))")
    }

    @Test func aBadLineIsNamedAndNothingIsSent() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let tokens = try bed.files.write("good:token\nhas space inside\n", to: "tokens.txt")
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--tokens-file", tokens, "--payload", bed.message])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("tokens.txt:2: "), "\(result.transcript)")
        #expect(try bed.journal().filter { $0.path.hasSuffix("/messages:send") }.isEmpty)
    }
}
