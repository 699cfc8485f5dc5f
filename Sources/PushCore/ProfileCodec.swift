/// Reads and writes profile files.
///
/// The schema (every member except `name`, `service`, `environment`, `topic` and `auth` optional):
///
/// ```json
/// {
///   "name": "demo", "service": "apns", "environment": "sandbox", "topic": "com.example.demo",
///   "auth": {"type": "token", "keyFile": "~/keys/AuthKey_ABC123DEFG.p8", "keyID": "ABC123DEFG", "teamID": "DEF123GHIJ"},
///   "endpoint": "https://127.0.0.1:2197", "caFile": "ca.pem",
///   "defaults": {"pushType": "alert", "priority": 10, "expiration": 0, "collapseID": "news"},
///   "tokens": [{"label": "iPhone", "token": "a1b2…", "kind": "device", "note": "…",
///               "lastOutcome": "Unregistered", "lastSeen": "2026-11-02T10:15:00Z",
///               "invalidSince": "2026-11-01T08:00:00Z",
///               "environments": {"sandbox": {"outcome": "Delivered", "seen": "2026-12-01T09:00:00Z"},
///                                "production": {"outcome": "BadDeviceToken", "seen": "2026-12-02T10:00:00Z"}},
///               "notForTopics": {"com.example.demo.voip": "2026-12-02T10:05:00Z"}}]
/// }
/// ```
///
/// A token's `environments` and `notForTopics` are what APNs's answers taught (see
/// ``TokenBookEntry/learn(_:)``); pushtui writes them, people rarely do.
///
/// With a provider certificate instead of a `.p8` key, `auth` is
/// `{"type": "certificate", "file": "cert.p12", "passphraseEnv": "APNS_CERT_PASSPHRASE"}`; `file` may
/// also be a `.pem`, with `keyFile` naming its key when the key is elsewhere, and `passphrase` may
/// hold the passphrase itself (the environment variable keeps it out of the file).
///
/// Members pushtui does not know are kept. Header semantics are Apple's: see
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum ProfileCodec {
    /// Parses a profile file, collecting every problem rather than stopping at the first.
    ///
    /// `file` is only used in messages. Syntax errors carry the parser's line and column; field
    /// problems carry the position of the member's key (or, for a bad token, of the bad character).
    public static func decode(_ bytes: [UInt8], file: String) -> Result<Profile, ProfileLoadError> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return .failure(ProfileLoadError(file: file, message: error.message, position: error.position))
        }
        var decoder = ProfileDecoder(file: file, locator: JSONSourceLocator(bytes: bytes))
        let profile = decoder.decodeProfile(root)
        if let profile, decoder.problems.isEmpty {
            return .success(profile)
        }
        return .failure(ProfileLoadError(file: file, problems: decoder.problems))
    }

    /// The profile as a file: 2-space indented JSON ending in a newline, known members in schema
    /// order followed by unknown ones in their original order. `decode(encode(p)) == p`.
    public static func encode(_ profile: Profile) -> String {
        ProfileEncoder.value(of: profile).prettyText() + "\n"
    }
}
