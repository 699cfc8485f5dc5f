/// A booted iOS Simulator device, as `xcrun simctl list devices booted -j` lists it.
///
/// The listing is `{"devices": {"<runtime identifier>": [{"udid": …, "name": …, "state": "Booted",
/// …}, …], …}}` ([simctl's `list` verb](https://developer.apple.com/documentation/xcode/running-your-app-in-simulator-or-on-a-device),
/// `xcrun simctl help list`: "-j, --json  Print as JSON").
public struct SimulatorDevice: Sendable, Hashable {
    /// The device's UDID: what `simctl push` takes.
    public var udid: String
    /// Its name: "iPhone 16 Pro".
    public var name: String
    /// Its runtime, from the runtime identifier: "iOS 18.0" for `com.apple.CoreSimulator.SimRuntime.iOS-18-0`.
    public var runtime: String

    /// A device from its parts.
    public init(udid: String, name: String, runtime: String) {
        self.udid = udid
        self.name = name
        self.runtime = runtime
    }

    /// How a form offers it: "iPhone 16 Pro (iOS 18.0)".
    public var title: String { runtime.isEmpty ? name : "\(name) (\(runtime))" }

    /// The booted devices of a `simctl list devices booted -j` listing, by runtime then in listed
    /// order; nil when `json` is not such a listing.
    public static func booted(inListing json: String) -> [SimulatorDevice]? {
        guard case .object(let root)? = try? JSONParser.parse(json),
              case .object(let runtimes)? = root.first(where: { $0.key == "devices" })?.value else { return nil }
        var devices: [SimulatorDevice] = []
        for runtime in runtimes {
            guard case .array(let entries) = runtime.value else { return nil }
            for case .object(let members) in entries {
                func text(_ key: String) -> String? {
                    if case .string(let value)? = members.first(where: { $0.key == key })?.value { return value }
                    return nil
                }
                guard let udid = text("udid"), let name = text("name"), text("state") == "Booted",
                      SimulatorSettings.deviceProblem(udid) == nil else { continue }
                devices.append(SimulatorDevice(udid: udid, name: name, runtime: Self.runtimeName(runtime.key)))
            }
        }
        return devices
    }

    /// "iOS 18.0" from `com.apple.CoreSimulator.SimRuntime.iOS-18-0`; the identifier's last part as
    /// it is when it has no version.
    static func runtimeName(_ identifier: String) -> String {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        let parts = last.split(separator: "-")
        guard parts.count >= 2, let platform = parts.first else { return last }
        return "\(platform) " + parts.dropFirst().joined(separator: ".")
    }
}
