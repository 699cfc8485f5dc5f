/// Key IDs and Team IDs, as Apple issues them: 10 characters of A–Z and 0–9 (e.g. `ABC123DEFG`).
///
/// The Key ID goes in the provider token's `kid`, the Team ID in its `iss`; anything else makes
/// APNs answer `InvalidProviderToken`, so a malformed one is refused before connecting.
/// See [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
public enum DeveloperID {
    /// The length of both IDs.
    public static let length = 10

    /// What is wrong with `value` as the ID called `name` ("Key ID", "Team ID"), or nil when it is
    /// 10 characters of A–Z and 0–9.
    public static func problem(with value: String, name: String) -> String? {
        let form = "\(name) must be \(length) characters of A–Z and 0–9, like ABC123DEFG"
        for (index, scalar) in value.unicodeScalars.enumerated() where !(scalar.isASCII && (ASCII.isDigit(UInt8(scalar.value)) || ASCII.isUppercaseLetter(UInt8(scalar.value)))) {
            return "\(form): found '\(scalar.escaped(asASCII: false))' at column \(index + 1)"
        }
        let count = value.unicodeScalars.count
        guard count == length else { return "\(form): it has \(count)" }
        return nil
    }
}
