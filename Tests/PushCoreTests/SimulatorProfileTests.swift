import PushCore
import Testing

/// An `ios-simulator` profile: an app and a device, read and written back; what it has no use for
/// (credentials, a host, a token book) is refused with its position; and the booted devices read
/// from `xcrun simctl list devices booted -j`.
@Suite("iOS Simulator profiles")
struct SimulatorProfileTests {
    private func decode(_ text: String) -> Result<Profile, ProfileLoadError> {
        ProfileCodec.decode(Array(text.utf8), file: "sim.json")
    }

    @Test func readsAndWritesBackAnAppAndADevice() throws {
        let text = """
            {"name": "Sim", "service": "ios-simulator", "topic": "com.example.app",
             "device": "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9", "deviceName": "iPhone 16 Pro (iOS 18.0)",
             "defaults": {"pushType": "background"}, "color": "green"}
            """
        let profile = try decode(text).get()
        #expect(profile.simulator == SimulatorSettings(device: "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9",
                                                       deviceName: "iPhone 16 Pro (iOS 18.0)", bundleID: "com.example.app"))
        #expect(profile.kind == .iosSimulator && profile.apns == nil && profile.environment == nil)
        #expect(profile.defaults.headers.pushType == .background)
        #expect(profile.unknownMembers.map(\.key) == ["color"])
        let encoded = ProfileCodec.encode(profile)
        #expect(encoded.contains("\"service\": \"ios-simulator\",\n  \"topic\": \"com.example.app\",\n  \"device\": "), "\(encoded)")
        #expect(try decode(encoded).get() == profile)
        let booted = try decode(#"{"name": "S", "service": "ios-simulator", "topic": "a.b", "device": "booted"}"#).get()
        #expect(booted.simulator?.label == "iOS Simulator booted")
        #expect(!ProfileCodec.encode(booted).contains("deviceName"))
    }

    @Test func refusesWhatSimctlHasNoUseForAndABadDevice() throws {
        let text = """
            {"name": "Sim", "service": "ios-simulator", "topic": "com.example.app", "device": "iPhone",
             "environment": "sandbox", "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDEFGHIJ", "teamID": "ABCDEFGHIJ"},
             "endpoint": "https://127.0.0.1:2197", "tokens": []}
            """
        guard case .failure(let error) = decode(text) else {
            Issue.record("a simulator profile with credentials and a host loaded")
            return
        }
        let fields = error.problems.map(\.field)
        #expect(fields == ["device", "environment", "auth", "endpoint", "tokens"], "\(error)")
        #expect(error.problems[0].message.hasPrefix("expected booted or a device's UDID"), "\(error)")
        #expect(error.problems[1].message.contains("is not for service ios-simulator"), "\(error)")
        #expect(error.problems.allSatisfy { $0.position != nil })
        // Missing: the app and the device.
        guard case .failure(let missing) = decode(#"{"name": "Sim", "service": "ios-simulator"}"#) else {
            Issue.record("a simulator profile without topic and device loaded")
            return
        }
        #expect(missing.problems.map(\.field) == ["topic", "device"], "\(missing)")
    }

    @Test func otherServicesRefuseADevice() throws {
        let text = """
            {"name": "x", "service": "fcm", "device": "booted", "auth": {"type": "serviceAccount", "file": "sa.json"}}
            """
        guard case .failure(let error) = decode(text) else {
            Issue.record("an fcm profile with a device loaded")
            return
        }
        #expect(error.problems.map(\.field) == ["device"])
        #expect(error.problems.first?.message == "is only for service ios-simulator")
    }

    @Test func deviceIsBootedOrAUDID() {
        #expect(SimulatorSettings.deviceProblem("booted") == nil)
        #expect(SimulatorSettings.deviceProblem("8a3b2c1d-4e5f-6071-8293-a4b5c6d7e8f9") == nil)
        for bad in ["", "Booted", "iPhone 16", "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F", "8A3B2C1D4E5F607182 93A4B5C6D7E8F9", "G" + String(repeating: "0", count: 7) + "-0000-0000-0000-000000000000"] {
            #expect(SimulatorSettings.deviceProblem(bad) != nil, "\(bad)")
        }
        #expect(SimulatorSettings(device: "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9", bundleID: "a").label == "iOS Simulator 8A3B2C1D…")
    }

    /// The shape `xcrun simctl list devices booted -j` prints (Xcode 15/16): runtimes as keys, each
    /// an array of devices with `udid`, `name`, `state`; a shutdown device and an unavailable
    /// runtime's entry without a UDID are left out.
    @Test func readsTheBootedDevicesOfASimctlListing() throws {
        let listing = """
            {
              "devices" : {
                "com.apple.CoreSimulator.SimRuntime.iOS-18-0" : [
                  {
                    "lastBootedAt" : "2026-12-01T09:12:44Z",
                    "dataPath" : "/Users/me/Library/Developer/CoreSimulator/Devices/8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9/data",
                    "udid" : "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9",
                    "isAvailable" : true,
                    "deviceTypeIdentifier" : "com.apple.CoreSimulator.SimDeviceType.iPhone-16-Pro",
                    "state" : "Booted",
                    "name" : "iPhone 16 Pro"
                  },
                  {"udid" : "11111111-2222-3333-4444-555555555555", "state" : "Shutdown", "name" : "iPhone SE (3rd generation)"}
                ],
                "com.apple.CoreSimulator.SimRuntime.iOS-17-5" : [
                  {"udid" : "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE", "state" : "Booted", "name" : "iPad Air 11-inch (M2)"},
                  {"state" : "Booted", "name" : "no udid"}
                ]
              }
            }
            """
        let devices = try #require(SimulatorDevice.booted(inListing: listing))
        #expect(devices == [
            SimulatorDevice(udid: "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9", name: "iPhone 16 Pro", runtime: "iOS 18.0"),
            SimulatorDevice(udid: "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE", name: "iPad Air 11-inch (M2)", runtime: "iOS 17.5"),
        ])
        #expect(devices[0].title == "iPhone 16 Pro (iOS 18.0)")
        #expect(SimulatorDevice.booted(inListing: #"{"devices":{}}"#) == [])
        #expect(SimulatorDevice.booted(inListing: "xcrun: error: unable to find utility \"simctl\"") == nil)
        #expect(SimulatorDevice.booted(inListing: #"{"devicetypes":[]}"#) == nil)
    }
}
