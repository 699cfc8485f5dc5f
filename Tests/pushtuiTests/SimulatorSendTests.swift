import Foundation
import PushDelivery
import PushTestSupport
import Testing

/// Issue 26 item 5 through the binary: `send --ios-simulator` runs exactly the documented simctl
/// call on the `.apns` document, and `send --apns-file` writes that document, with a stand-in
/// `xcrun` on `PATH` (``StandInXcrun``) that records its arguments and copies the file it was given.
///
/// simctl's documented usage (`xcrun simctl push --help`, Xcode 11.4 and later):
/// `simctl push <device> [<bundle identifier>] (<json file> | -)`.
@Suite struct SimulatorSendTests {
    private static let expectedDocument = """
        {
          "Simulator Target Bundle": "com.example.app",
          "aps": {
            "alert": {
              "title": "Order",
              "body": "Shipped"
            }
          }
        }

        """

    @Test func iosSimulatorBootedRunsSimctlPushOnTheAPNsDocument() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--topic", "com.example.app", "--alert", "Shipped", "--title", "Order"],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let arguments = try #require(xcrun.arguments, "xcrun was not run: \(result.transcript)")
        // simctl push <device> <bundle identifier> <json file>
        #expect(arguments.count == 5 && Array(arguments.prefix(4)) == ["simctl", "push", "booted", "com.example.app"], "\(arguments)")
        #expect(arguments.last?.hasSuffix(".apns") == true)
        #expect(try xcrun.files.read("pushed.apns") == Self.expectedDocument)
        // The temporary document is gone once simctl is done.
        #expect(!FileManager.default.fileExists(atPath: arguments[4]))
        #expect(result.standardOutput.hasPrefix("delivered  iOS Simulator booted ("), "\(result.transcript)")
        #expect(result.standardOutput.contains("1 push in "), "\(result.transcript)")
    }

    @Test func aUDIDIsPassedAsTheDeviceAndJSONRowsAreApnsRows() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let udid = "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9"
        let result = try Pushtui.run(["send", "--ios-simulator", udid, "--topic", "com.example.app", "--alert", "Hi", "--json"],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(xcrun.arguments?[2] == udid)
        let line = try JSONDecoder().decode(ResultLine.self, from: Data(result.standardOutput.utf8))
        #expect(line.service == "apns" && line.outcome == .delivered, "\(result.transcript)")
    }

    @Test func apnsFileWritesTheDocumentAndRunsNothing() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let out = xcrun.files.file("order.apns")
        let result = try Pushtui.run(["send", "--apns-file", out, "--topic", "com.example.app", "--alert", "Shipped", "--title", "Order"],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(try xcrun.files.read("order.apns") == Self.expectedDocument)
        #expect(xcrun.arguments == nil, "xcrun ran: \(result.transcript)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aPayloadsOwnTargetBundleIsReplacedAndItsMembersKeepTheirOrder() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let payload = try xcrun.files.write(#"{"aps":{"badge":3},"Simulator Target Bundle":"com.other","id":7}"#, to: "p.json")
        let out = xcrun.files.file("p.apns")
        let result = try Pushtui.run(["send", "--apns-file", out, "--topic", "com.example.app", "--payload", payload])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(try xcrun.files.read("p.apns") == """
            {
              "Simulator Target Bundle": "com.example.app",
              "aps": {
                "badge": 3
              },
              "id": 7
            }

            """)
    }

    @Test func simctlFailingIsAFailureRowWithItsEscapedStandardError() throws {
        let xcrun = try StandInXcrun(status: 149, stderr: "Unable to lookup in current state: Shutdown\\033[31m")
        defer { xcrun.files.remove() }
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--topic", "com.example.app", "--alert", "Hi"],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("failed  iOS Simulator booted ("), "\(result.transcript)")
        #expect(result.standardOutput.contains("xcrun simctl push failed (exit 149): Unable to lookup in current state: Shutdown"),
                "\(result.transcript)")
        #expect(!result.standardOutput.contains("\u{1B}"), "the terminal escape went out raw: \(result.transcript)")
    }

    @Test func simctlRunningPastTheTimeoutIsKilledAndTheRowSaysSo() throws {
        let files = try TemporaryDirectory()
        defer { files.remove() }
        chmod(try files.write("#!/bin/sh\nexec sleep 60\n", to: "xcrun"), 0o755)
        let started = Date()
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--topic", "com.example.app", "--alert", "Hi", "--timeout", "1"],
                                     environment: ["PATH": files.url.path + ":/usr/bin:/bin"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("xcrun simctl push did not finish in 1.0 seconds"), "\(result.transcript)")
        #expect(Date().timeIntervalSince(started) < 15, "the hung simctl was waited for")
    }

    @Test func aVoIPPushIsWarnedAboutAndStillHandedOver() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let payload = try xcrun.files.write(#"{"aps":{},"caller":"Bob"}"#, to: "voip.json")
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--topic", "com.example.app.voip", "--type", "voip", "--payload", payload],
                                     environment: xcrun.environment)
        #expect(result.standardError.contains("warning: the iOS Simulator does not take voip pushes"), "\(result.transcript)")
        // simctl takes the bundle ID: the topic without its push-type suffix.
        #expect(xcrun.arguments?[3] == "com.example.app", "\(result.transcript)")
    }

    @Test func aLintErrorRefusesTheSendAndRunsNothing() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let payload = try xcrun.files.write(#"{"aps":"#, to: "broken.json")
        let out = xcrun.files.file("broken.apns")
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--apns-file", out, "--topic", "com.example.app", "--payload", payload],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("not sent: fix the errors above"), "\(result.transcript)")
        #expect(xcrun.arguments == nil)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["--ios-simulator", "booted", "--alert", "Hi"], "--ios-simulator and --apns-file need --topic BUNDLE_ID"),
        (["--ios-simulator", "booted", "--topic", "a.b", "--alert", "Hi", "--key-file", "k.p8"], "--key-file does not apply to the iOS Simulator"),
        (["--ios-simulator", "booted", "--topic", "a.b", "--alert", "Hi", "--token", "00"], "--token does not apply to the iOS Simulator"),
        (["--ios-simulator", "iPhone 16", "--topic", "a.b", "--alert", "Hi"], "--ios-simulator: expected booted or a device's UDID"),
    ])
    func usageErrorsNameTheProblem(_ flags: [String], _ message: String) throws {
        let result = try Pushtui.run(["send"] + flags)
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
    }

    @Test func withoutXcrunTheRowSaysSo() throws {
        let files = try TemporaryDirectory()
        defer { files.remove() }
        let result = try Pushtui.run(["send", "--ios-simulator", "booted", "--topic", "com.example.app", "--alert", "Hi"],
                                     environment: ["PATH": files.url.path])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("xcrun is not on PATH"), "\(result.transcript)")
    }

    @Test func anIOSSimulatorProfileGivesTheDeviceTheAppAndTheDefaults() throws {
        let xcrun = try StandInXcrun()
        defer { xcrun.files.remove() }
        let udid = "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9"
        _ = try xcrun.files.write("""
            {"name": "Sim", "service": "ios-simulator", "topic": "com.example.app", "device": "\(udid)",
             "deviceName": "iPhone 16 Pro", "defaults": {"pushType": "background"}}
            """, to: "sim.json")
        _ = try xcrun.files.write(#"{"name": "Shop", "service": "apns", "environment": "sandbox", "topic": "a.b", "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDEFGHIJ", "teamID": "ABCDEFGHIJ"}}"#,
                                  to: "shop.json")
        let payload = try xcrun.files.write(#"{"aps":{"content-available":1}}"#, to: "silent.json")
        let result = try Pushtui.run(["send", "--profiles", xcrun.files.path, "--profile", "Sim", "--payload", payload],
                                     environment: xcrun.environment)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(xcrun.arguments.map { Array($0.prefix(4)) } == ["simctl", "push", udid, "com.example.app"], "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("delivered  iOS Simulator iPhone 16 Pro ("), "\(result.transcript)")
        #expect(!result.standardError.contains("warning"), "a background push is one the Simulator takes: \(result.transcript)")
        // --ios-simulator overrides the profile's device; an APNs profile is no Simulator's.
        let booted = try Pushtui.run(["send", "--profiles", xcrun.files.path, "--profile", "Sim", "--ios-simulator", "booted", "--payload", payload],
                                     environment: xcrun.environment)
        #expect(booted.status == ExitCode.success.rawValue && xcrun.arguments?[2] == "booted", "\(booted.transcript)")
        let apns = try Pushtui.run(["send", "--profiles", xcrun.files.path, "--profile", "Shop", "--ios-simulator", "booted", "--alert", "Hi"],
                                   environment: xcrun.environment)
        #expect(apns.status == ExitCode.usage.rawValue, "\(apns.transcript)")
        #expect(apns.standardError.contains("profile 'Shop' is an apns profile; --ios-simulator and --apns-file take an ios-simulator profile or none"),
                "\(apns.transcript)")
    }
}
