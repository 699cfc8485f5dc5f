import Foundation
import PushTestSupport
import Testing
@testable import pushtui

/// `send`'s options are placed per mode (APNs, FCM, broadcast) in one table, and an option given
/// to a mode it does not apply to is refused with what it is for.
@Suite struct SendModeTests {
    @Test func everyOptionOfSendIsPlacedInTheModeTable() {
        let unplaced = SendCommand.command.spec.options.map(\.name).filter { SendMode.optionModes[$0] == nil }
        #expect(unplaced.isEmpty, "send options with no mode: \(unplaced)")
        let stale = Set(SendMode.optionModes.keys).subtracting(SendCommand.command.spec.options.map(\.name))
        #expect(stale.isEmpty, "the mode table names options send does not have: \(stale)")
    }

    @Test(arguments: [
        (["--project", "p"], "--project is for FCM: give --service-account FILE or an fcm --profile"),
        (["--broadcast-endpoint", "https://127.0.0.1:1"], "--broadcast-endpoint is for broadcasts: give --channel ID"),
        (["--channel", "AA==", "--validate-only"], "--validate-only does not apply to a broadcast"),
        (["--channel", "AA==", "--tokens-file", "t.txt"], "--tokens-file does not apply to a broadcast"),
        (["--service-account", "sa.json", "--collapse-id", "c"], "--collapse-id is for APNs and does not apply to an FCM send"),
        (["--service-account", "sa.json", "--retries", "2"], "--retries is for APNs and does not apply to an FCM send"),
    ])
    func anOptionOutsideItsModeIsAUsageErrorNamingIt(_ flags: [String], _ message: String) throws {
        let result = try Pushtui.run(["send", "--endpoint", "https://127.0.0.1:1", "--payload", "message.json"] + flags)
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
    }
}
