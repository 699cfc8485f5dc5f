/// What an iOS Simulator profile has: the device pushes go to and the app they are for. Such a
/// profile needs no credentials and no host: `xcrun simctl push` hands the push to a Simulator on
/// this Mac (``SimulatorPushFile``).
public struct SimulatorSettings: Sendable, Hashable {
    /// `booted` (the booted device; simctl picks one when several are) or a device's UDID.
    public var device: String
    /// The device's name as `xcrun simctl list devices` gives it ("iPhone 16 Pro"), kept when the
    /// device was picked from that list: what the next-send line shows. Nil names it by ``device``.
    public var deviceName: String?
    /// The app's bundle ID: the push's topic.
    public var bundleID: String

    /// Settings for `device` and the app `bundleID`.
    public init(device: String, deviceName: String? = nil, bundleID: String) {
        self.device = device
        self.deviceName = deviceName
        self.bundleID = bundleID
    }

    /// The device token a Simulator push carries through the send pipeline: 64 zeros. `simctl push`
    /// takes no token; rows name the device by ``label``.
    public static let standInToken: DeviceToken = {
        guard let token = try? DeviceToken(parsing: String(repeating: "0", count: DeviceToken.typicalHexLength)) else {
            preconditionFailure("64 hex digits are a device token")
        }
        return token
    }()

    /// The device that is booted: what `simctl push` takes instead of a UDID.
    public static let booted = "booted"

    /// Why `device` is not one `simctl push` takes, or nil when it is: `booted` or a UDID
    /// (8-4-4-4-12 hexadecimal digits, as `xcrun simctl list devices` prints them).
    public static func deviceProblem(_ device: String) -> String? {
        if device == booted || isUDID(device) { return nil }
        return "expected booted or a device's UDID (8-4-4-4-12 hex digits, from xcrun simctl list devices), found '\(device.prefix(40))'"
    }

    private static func isUDID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// How rows, the next-send line and confirmations name the device: `iOS Simulator booted`,
    /// `iOS Simulator iPhone 16 Pro`, or the UDID's first group for a device known by UDID alone.
    public var label: String {
        if let deviceName, !deviceName.isEmpty { return "iOS Simulator \(deviceName)" }
        if device == Self.booted { return "iOS Simulator booted" }
        return "iOS Simulator \(device.prefix(8))…"
    }
}
