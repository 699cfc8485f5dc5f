import Foundation
import PushDelivery
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

    /// `send --help` lists each option under the modes the table gives it, the shared ones first.
    @Test func helpGroupsTheOptionsByTheModesTheyApplyTo() throws {
        let result = try Pushtui.run(["send", "--help"])
        #expect(result.status == 0, "\(result.transcript)")
        var sections: [String: [String]] = [:]
        var headings: [String] = []
        for line in result.standardOutput.split(separator: "\n").map(String.init) {
            if line.hasSuffix(":"), !line.hasPrefix(" ") {
                headings.append(String(line.dropLast()))
            } else if let heading = headings.last, let dashes = line.range(of: "--"),
                      line.hasPrefix("  --") || line.hasPrefix("  -") && line.dropFirst(4).hasPrefix(", --") {
                // `  --name …`, or `  -v, --name …` for a flag with a one-letter spelling.
                sections[heading, default: []].append(String(line[dashes.upperBound...].prefix { $0 != " " }))
            }
        }
        #expect(headings == ["options for every send", "options for APNs, FCM and broadcast", "APNs options", "options for APNs and FCM",
                             "options for APNs and broadcast", "options for APNs, broadcast and iOS Simulator", "FCM options",
                             "broadcast options", "iOS Simulator options"], "\(result.standardOutput)")
        #expect(sections["options for every send"] == ["profile", "profiles", "topic", "payload", "timeout", "json"])
        #expect(sections["iOS Simulator options"] == ["ios-simulator", "apns-file"])
        #expect(sections["APNs options"]?.contains("collapse-id") == true)
        #expect(sections["FCM options"]?.contains("condition") == true)
        #expect(sections["broadcast options"] == ["channel", "broadcast-endpoint"])
        #expect(sections["options for APNs and FCM"] == ["token", "tokens-file", "all-tokens"])
        let listed = sections.values.flatMap { $0 }
        #expect(listed.count == SendCommand.command.spec.options.count && Set(listed) == Set(SendMode.optionModes.keys),
                "every option once: \(listed.sorted())")
    }

    @Test(arguments: [
        (["--project", "p"], "--project is for FCM: give --service-account FILE or an fcm --profile"),
        (["--broadcast-endpoint", "https://127.0.0.1:1"], "--broadcast-endpoint is for broadcasts: give --channel ID"),
        (["--channel", "AA==", "--validate-only"], "--validate-only does not apply to a broadcast"),
        (["--channel", "AA==", "--tokens-file", "t.txt"], "--tokens-file does not apply to a broadcast"),
        (["--service-account", "sa.json", "--collapse-id", "c"], "--collapse-id is for APNs and does not apply to an FCM send"),
        (["--service-account", "sa.json", "--retries", "2"], "--retries is for APNs and does not apply to an FCM send"),
        (["--apns-file", "x.apns"], "--endpoint does not apply to the iOS Simulator"),
    ])
    func anOptionOutsideItsModeIsAUsageErrorNamingIt(_ flags: [String], _ message: String) throws {
        let result = try Pushtui.run(["send", "--endpoint", "https://127.0.0.1:1", "--payload", "message.json"] + flags)
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
    }
}
