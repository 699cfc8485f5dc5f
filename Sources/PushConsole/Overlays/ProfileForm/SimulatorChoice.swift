import PushCore

/// What the runner found when it listed the booted iOS Simulators for a profile form
/// (``Effect/listSimulatorDevices``).
public enum SimulatorDeviceListing: Sendable, Equatable {
    /// The booted devices, possibly none.
    case devices([SimulatorDevice])
    /// Why they could not be listed: no `xcrun` (not a Mac, no Xcode), or simctl failed.
    case unavailable(String)
}

/// The device an iOS Simulator profile pushes to, as its form offers it: `booted`, or one device
/// by UDID with the name it was listed under.
public struct SimulatorChoice: Sendable, Hashable {
    /// `booted` or a UDID: what the profile's `device` says.
    public var device: String
    /// The listed name, kept as the profile's `deviceName`; nil for `booted` or a UDID not listed.
    public var name: String?

    /// The booted device, whichever it is.
    public static let booted = SimulatorChoice(device: SimulatorSettings.booted, name: nil)

    /// How the form shows it: "booted", "iPhone 16 Pro (iOS 18.0)", or a UDID's first group
    /// ("1A2B3C4D…") for a device known by UDID alone.
    var title: String {
        if device == SimulatorSettings.booted { return "booted" }
        return name ?? device.prefix(8) + "…"
    }

    /// The choices ←→ steps through: `booted`, each listed device, and `current` when it is not
    /// among them (a device of the file that is not booted now).
    static func options(listed: SimulatorDeviceListing?, keeping current: SimulatorChoice) -> [SimulatorChoice] {
        var options = [booted]
        if case .devices(let devices)? = listed {
            options += devices.map { SimulatorChoice(device: $0.udid, name: $0.title) }
        }
        if !options.contains(where: { $0.device == current.device }) { options.append(current) }
        return options
    }

    /// The line under the form's fields: what the listing found and what ←→ does.
    static func finding(_ listing: SimulatorDeviceListing?) -> String {
        switch listing {
        case nil:
            return "listing the booted Simulators (xcrun simctl list devices booted -j)…"
        case .devices(let devices) where devices.isEmpty:
            return "no Simulator is booted now: boot one from Xcode; 'booted' pushes to whichever is booted when you send"
        case .devices(let devices):
            return "✓ \(devices.count) booted: " + devices.map(\.name).joined(separator: ", ") + " · ←→ on device picks one"
        case .unavailable(let reason):
            return "cannot list Simulators (\(reason)); the profile still saves, and sends need Xcode on a Mac"
        }
    }
}
