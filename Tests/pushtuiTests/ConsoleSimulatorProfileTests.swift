import Foundation
import PushTestSupport
import Testing

/// The console's iOS Simulator profile through the real binary in tmux, with a stand-in `xcrun`
/// on `PATH` (``StandInXcrun``): the profile form lists the booted devices by running
/// `xcrun simctl list devices booted -j`, the next-send line names the device, and Ctrl-S runs
/// `xcrun simctl push <device> <bundle id> <file>` on the `.apns` document, with a row and a
/// history record like any push.
@Suite(.serialized) struct ConsoleSimulatorProfileTests {
    static let udid = "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9"
    static let listing = #"{"devices":{"com.apple.CoreSimulator.SimRuntime.iOS-18-0":[{"udid":"\#(udid)","state":"Booted","name":"iPhone 16 Pro"}]}}"#
    static let profile = """
        {"name": "Sim", "service": "ios-simulator", "topic": "com.example.app", "device": "\(udid)", "deviceName": "iPhone 16 Pro"}
        """

    private static func environment(_ xcrun: StandInXcrun) -> [String: String] {
        ["PATH": xcrun.files.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func ctrlSPushesThePayloadToTheDeviceThroughSimctl(width: Int, height: Int) throws {
        let xcrun = try StandInXcrun(listing: Self.listing)
        defer { xcrun.files.remove() }
        let console = try ConsoleHarness(profiles: ["sim.json": Array(Self.profile.utf8)], width: width, height: height,
                                         environment: Self.environment(xcrun))
        let session = console.session
        try session.waitFor("SIMULATOR")
        // Wide, the device comes first; narrow, the host does (as for every profile).
        try session.waitFor(#"→ (simctl · )?iOS Simulator iPhone"#)
        try session.waitFor("no token book: pushes")
        try session.sendKeys("C-s")
        try session.waitFor(#"1 of 1 delivered"#)
        let screen = try session.capture()
        let arguments = try #require(xcrun.arguments, "xcrun simctl push was not run:\n\(screen)")
        #expect(Array(arguments.prefix(4)) == ["simctl", "push", Self.udid, "com.example.app"] && arguments.count == 5, "\(arguments)")
        let document = try xcrun.files.read("pushed.apns")
        #expect(document.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.example.app\",\n  \"aps\": {"), "\(document)")
        #expect(poll(until: { ((try? console.historyRecords()) ?? []).contains { $0["outcome"] as? String == "delivered" } }), "no history record")
        let record = try #require(try console.historyRecords().last)
        #expect(record["host"] as? String == "iOS Simulator iPhone 16 Pro", "\(record)")
        #expect(record["profileFile"] as? String == console.profilesDirectory + "/sim.json", "\(record)")
        #expect(record["outcome"] as? String == "delivered", "\(record)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func theFormOffersTheBootedDevicesSimctlLists() throws {
        let xcrun = try StandInXcrun(listing: Self.listing)
        defer { xcrun.files.remove() }
        let console = try ConsoleHarness(width: 80, height: 24, environment: Self.environment(xcrun), inPayload: false)
        let session = console.session
        try session.sendKeys("1", "a", "Right", "Right", "Right")
        try session.waitFor("iOS Simulator \\(xcrun simctl\\)")
        try session.waitFor("✓ 1 booted: iPhone 16 Pro")
        try session.sendKeys("Tab")
        try session.type("Sim")
        try session.sendKeys("Tab")
        try session.type("com.example.app")
        try session.sendKeys("Tab", "Right")
        try session.waitFor("‹ iPhone 16 Pro \\(iOS 18.0\\) ›")
        try session.sendKeys("Enter")
        try session.waitFor("saved Sim to")
        let saved = try String(contentsOfFile: console.profilesDirectory + "/sim.json", encoding: .utf8)
        #expect(saved.contains("\"device\": \"\(Self.udid)\""), "\(saved)")
        #expect(saved.contains("\"deviceName\": \"iPhone 16 Pro (iOS 18.0)\""), "\(saved)")
        try session.waitFor(#"→ iOS Simulator iPhone 16 Pro"#)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
