import Foundation

/// The scenario most send tests want: every token delivered except ``unregisteredToken`` (410,
/// dead since 2026-01-01) and ``badToken`` (400 BadDeviceToken).
public enum DeadTokensScenario {
    /// A token the scenario answers 410 Unregistered.
    public static let unregisteredToken = String(repeating: "41", count: 32)
    /// A token the scenario answers 400 BadDeviceToken.
    public static let badToken = String(repeating: "40", count: 32)
    /// The scenario as the simulator reads it.
    public static let json = """
        {"tokens": {
          "\(unregisteredToken)": {"outcome": "unregistered", "since": "2026-01-01T00:00:00Z"},
          "\(badToken)": {"outcome": "badDeviceToken"}
        }}
        """

    /// A device token numbered `number`, distinct per number and never one the scenario scripts.
    public static func token(number: Int) -> String {
        String(repeating: "cd", count: 28) + String(format: "%08x", number)
    }
}
