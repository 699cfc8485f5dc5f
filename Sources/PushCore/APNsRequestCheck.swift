/// The server side of APNs' header and payload rules, for the simulator: one pure function that
/// answers a request the way APNs would, built on the same facts as ``PushLinter``.
///
/// Authorization (provider tokens, certificates) is not checked here. Checks run in this order and
/// the first failure wins: 405 `MethodNotAllowed`, 404 `BadPath`, 400 `MissingDeviceToken`,
/// `BadDeviceToken` (not hex, an odd number of digits, or too short), `DuplicateHeaders`,
/// `InvalidPushType`, `MissingTopic`, `TopicDisallowed`, `BadPriority`, `BadExpirationDate`,
/// `BadCollapseId`, `BadMessageId`, `PayloadEmpty`, 413 `PayloadTooLarge`, 400 `BadRequestPayload`.
///
/// Assumptions where Apple documents no exact answer:
/// - a topic without the suffix its push type needs gets `TopicDisallowed`, the reason Apple's
///   broadcast docs give for a suffixed bundle ID (a plain bundle ID that happens to end in
///   another type's suffix, such as `com.acme.voip`, is accepted: it may be a real app);
/// - a priority the push type does not allow (background with 10 or 1, Live Activity with 1) gets
///   `BadPriority`;
/// - a body that is not JSON gets `BadRequestPayload`, the only documented reason for unparseable
///   JSON (from the broadcast table);
/// - a missing `apns-push-type` is accepted and treated as `alert`, as on iOS;
/// - `apns-push-type` values match exactly (Apple's values are lowercase);
/// - a token shorter than ``minimumTokenBytes`` gets `BadDeviceToken`.
///
/// See [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public enum APNsRequestCheck {
    /// The shortest device token accepted, in bytes: 32, the size device tokens have had so far.
    /// Apple documents no minimum and asks providers not to assume a token size, so this is the
    /// simulator's assumption, made so that a token cut short (`abcd`) gets the `BadDeviceToken`
    /// APNs gives a token it never issued; longer tokens (Live Activity tokens are) are accepted.
    /// See [Registering your app with APNs](https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns).
    public static let minimumTokenBytes = 32

    /// Whether `token` is shorter than ``minimumTokenBytes``, so answered `BadDeviceToken`.
    public static func isTooShort(_ token: DeviceToken) -> Bool {
        token.hex.utf8.count < minimumTokenBytes * 2
    }

    /// Connection facts the rules depend on.
    public struct Options: Sendable, Equatable {
        /// Whether `apns-topic` is required: always on token-based connections, and on certificate
        /// connections whose certificate covers several topics.
        public var requiresTopic: Bool

        /// Options; by default the topic is required, as on a token-based connection.
        public init(requiresTopic: Bool = true) {
            self.requiresTopic = requiresTopic
        }
    }

    /// The rejection APNs would send for this request, or nil when its headers and payload pass.
    ///
    /// - Parameters:
    ///   - headers: the regular headers as received, in order; pseudo-headers (`:method`, …) are ignored.
    public static func check(method: String, path: String, headers: [(name: String, value: String)],
                             body: [UInt8], options: Options = Options()) -> APNsRejection? {
        guard method == "POST" else { return APNsRejection(.methodNotAllowed) }
        let tokenText: Substring
        switch devicePathToken(path) {
        case .notDevicePath: return APNsRejection(.badPath)
        case .empty: return APNsRejection(.missingDeviceToken)
        case .token(let text): tokenText = text
        }
        guard let token = try? DeviceToken(pathComponent: String(tokenText)), !isTooShort(token) else {
            return APNsRejection(.badDeviceToken)
        }
        var values: [String: String] = [:]
        for header in headers where !header.name.hasPrefix(":") {
            let name = header.name.lowercased()
            guard values.updateValue(header.value, forKey: name) == nil else {
                return APNsRejection(.duplicateHeaders)
            }
        }
        let pushType = values[APNsHeaderName.pushType].map(PushType.init(rawValue:)) ?? .alert
        guard pushType.isKnown else { return APNsRejection(.invalidPushType) }
        if let topic = values[APNsHeaderName.topic] {
            // A bundle-ID topic ending in another type's suffix may be a real app (`com.acme.voip`).
            if case .missingSuffix? = pushType.topicMismatch(topic) { return APNsRejection(.topicDisallowed) }
        } else if options.requiresTopic {
            return APNsRejection(.missingTopic)
        }
        if let text = values[APNsHeaderName.priority] {
            guard let priority = APNsPriority.parse(text), pushType.allowedPriorities.contains(priority) else {
                return APNsRejection(.badPriority)
            }
        }
        if let text = values[APNsHeaderName.expiration], (try? Expiration.parse(text)) == nil {
            return APNsRejection(.badExpirationDate)
        }
        if let collapseID = values[APNsHeaderName.collapseID], !CollapseID.isValid(collapseID) {
            return APNsRejection(.badCollapseID)
        }
        if let apnsID = values[APNsHeaderName.apnsID], !APNsID.isCanonical(apnsID) {
            return APNsRejection(.badMessageID)
        }
        guard !body.isEmpty else { return APNsRejection(.payloadEmpty) }
        guard body.count <= pushType.payloadLimit else { return APNsRejection(.payloadTooLarge) }
        guard (try? JSONParser.parse(body)) != nil else { return APNsRejection(.badRequestPayload) }
        return nil
    }

    /// The device token in a `/3/device/<token>` path, or nil when the path has none or it is not hex.
    public static func deviceToken(fromPath path: String) -> DeviceToken? {
        guard case .token(let text) = devicePathToken(path) else { return nil }
        return try? DeviceToken(pathComponent: String(text))
    }

    private enum PathToken {
        case notDevicePath
        case empty
        case token(Substring)
    }

    private static func devicePathToken(_ path: String) -> PathToken {
        let prefix = APNsHTTPRequest.devicePathPrefix
        if path == prefix || path + "/" == prefix { return .empty }
        guard path.hasPrefix(prefix) else { return .notDevicePath }
        return .token(path.dropFirst(prefix.count))
    }
}
