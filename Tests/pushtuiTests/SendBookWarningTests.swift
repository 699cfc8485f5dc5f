import Foundation
import PushDelivery
import PushTestSupport
import Testing

/// `pushtui send` tells on stderr what the token book knows against a push before it goes, and
/// sends anyway; `--strict` refuses the send instead, with nothing sent.
@Suite struct SendBookWarningTests {
    static let activity = SendTestbed.token(number: 7)
    static let productionPhone = SendTestbed.token(number: 8)

    static let book = [
        #"{"label": "Lock Screen", "token": "\#(activity)", "kind": "liveactivity"}"#,
        #"{"label": "Release phone", "token": "\#(productionPhone)", "kind": "device", "#
            + #""environments": {"production": {"outcome": "Delivered", "seen": "2026-12-01T09:00:00Z"}}}"#,
    ]

    @Test func eachWarningIsOnStderrAndThePushesStillGo() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "book", tokens: Self.book), named: "book")
        let result = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory,
                                      "--token", Self.activity, "--token", Self.productionPhone, "--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "this simulator has no registry: \(result.transcript)")
        #expect(result.standardError.contains(
            "warning: Lock Screen: a Live Activity token does not receive alert pushes: APNs answers DeviceTokenNotForTopic\n"),
                "\(result.transcript)")
        #expect(result.standardError.contains(
            "warning: Release phone: delivered in production only, so sandbox will likely answer BadDeviceToken\n"),
                "\(result.transcript)")
        #expect(try bed.journal().count == 2)
    }

    @Test func strictSendsNothingWhenTheBookWarns() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "book", tokens: Self.book), named: "book")
        let strict = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory,
                                      "--token", Self.activity, "--alert", "hi", "--strict"])
        #expect(strict.status == ExitCode.invalidInput.rawValue, "\(strict.transcript)")
        #expect(strict.standardError.contains("not sent: --strict, and the token book warns about this send (1 above)"),
                "\(strict.transcript)")
        #expect(try bed.journalAfterSentinelPush().count == 1, "the strict send reached the simulator")

        // The same push as a Live Activity update is what the token is for: no warning, and it goes.
        let update = try bed.files.write(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {}}}"#, to: "update.json")
        let fitting = try Pushtui.run(["send", "--profile", "book", "--profiles", bed.profilesDirectory, "--token", Self.activity,
                                       "--type", "liveactivity", "--strict", "--payload", update])
        #expect(fitting.status == ExitCode.success.rawValue, "\(fitting.transcript)")
        #expect(!fitting.standardError.contains("warning: Lock Screen"), "\(fitting.transcript)")
    }
}
