/// The `.apns` document the iOS Simulator takes: the payload object with a top-level
/// `"Simulator Target Bundle"` naming the app, as `xcrun simctl push` reads it and as a file
/// dropped on a Simulator window must be.
///
/// `xcrun simctl push --help` (Xcode 11.4 and later, quoted in the README):
/// `simctl push <device> [<bundle identifier>] (<json file> | -)`; "If the payload file contains a
/// 'Simulator Target Bundle' top-level key this parameter may be omitted"; the payload must
/// "contain an object at the top level", "contain an 'aps' key" and "be 4096 bytes or less";
/// "Only application remote push notifications are supported. VoIP, Complication, File Provider,
/// and other types are not supported."
public enum SimulatorPushFile {
    /// The key that names the app the push is for.
    public static let targetBundleKey = "Simulator Target Bundle"

    /// The push types `simctl push` delivers: application remote notifications, shown (alert) or
    /// silent (background).
    public static let supportedPushTypes: Set<PushType> = [.alert, .background]

    /// The document for `payload` to `bundleID`, indented, ending with a newline: the payload's
    /// members in order with `"Simulator Target Bundle"` first (one given in the payload is
    /// replaced). Nil when the payload is not a JSON object: the linter says why.
    public static func document(payload: String, bundleID: String) -> String? {
        guard case .object(let members)? = PayloadDocument(text: payload).value else { return nil }
        let target = JSONMember(key: targetBundleKey, value: .string(bundleID))
        return JSONValue.object([target] + members.filter { $0.key != targetBundleKey }).prettyText() + "\n"
    }

    /// What the Simulator will not do with a push of `pushType`, one warning line each (empty
    /// when it takes it).
    public static func warnings(pushType: PushType) -> [String] {
        guard !supportedPushTypes.contains(pushType) else { return [] }
        return ["warning: the iOS Simulator does not take \(pushType.rawValue) pushes: simctl push supports only application "
            + "remote notifications (alert and background); VoIP, Complication, File Provider and other types are not supported"]
    }
}
