/// One channel-management request: create, read, delete or list the broadcast channels of an app.
///
/// ``httpRequest(authorization:)`` is the only place that knows the method, path, headers and body
/// of each operation; the client, dry runs and the curl export all call it. See
/// [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns).
public struct ChannelRequest: Sendable, Equatable {
    /// What to do.
    public enum Operation: Sendable, Equatable {
        /// `POST …/channels` with the policy in the body; APNs answers 201 and the new ID.
        case create(MessageStoragePolicy)
        /// `GET …/channels` with `apns-channel-id`; APNs answers 200 and the channel's settings.
        case read(channelID: String)
        /// `DELETE …/channels` with `apns-channel-id`; APNs answers 204.
        case delete(channelID: String)
        /// `GET …/all-channels`; APNs answers 200 and `{"channels":[…]}`.
        case list

        /// The one status APNs documents for the operation's success: 201 (create), 204 (delete)
        /// or 200 (read, list). Any other, even a 2xx, is not the answer asked for.
        public var successStatus: Int {
            switch self {
            case .create: return 201
            case .delete: return 204
            case .read, .list: return 200
            }
        }
    }

    /// The `push-type` value Apple's channel body carries (capitalised as Apple writes it).
    public static let channelPushType = "LiveActivity"
    /// The body member naming the storage policy.
    public static let policyKey = "message-storage-policy"
    /// The body member naming the push type.
    public static let pushTypeKey = "push-type"

    /// The app's bundle ID, without any suffix.
    public var bundleID: String
    /// The operation.
    public var operation: Operation
    /// An optional canonical UUID sent as `apns-request-id`; APNs echoes it.
    public var requestID: String?

    /// A request.
    public init(bundleID: String, operation: Operation, requestID: String? = nil) {
        self.bundleID = bundleID
        self.operation = operation
        self.requestID = requestID
    }

    /// The HTTP/2 request as it goes to the channel-management host.
    ///
    /// - Parameter authorization: the provider JWT without `bearer `, or nil on a certificate connection.
    public func httpRequest(authorization: String?) throws(PushRequestError) -> APNsHTTPRequest {
        var headers = HeaderList()
        try headers.add(APNsHeaderName.authorization, authorization.map { "bearer " + $0 })
        let method: String
        let path: BroadcastPath
        var body: [UInt8] = []
        switch operation {
        case .create(let policy):
            method = "POST"
            path = .channels(bundleID: bundleID)
            body = Self.createBody(policy: policy)
            try headers.add(APNsHeaderName.contentType, "application/json")
        case .read(let channelID):
            method = "GET"
            path = .channels(bundleID: bundleID)
            try headers.add(APNsHeaderName.channelID, channelID)
        case .delete(let channelID):
            method = "DELETE"
            path = .channels(bundleID: bundleID)
            try headers.add(APNsHeaderName.channelID, channelID)
        case .list:
            method = "GET"
            path = .allChannels(bundleID: bundleID)
        }
        try headers.add(APNsHeaderName.requestID, requestID)
        return APNsHTTPRequest(method: method, path: path.text, headers: headers.headers, body: body)
    }

    /// `{"message-storage-policy":1,"push-type":"LiveActivity"}`.
    static func createBody(policy: MessageStoragePolicy) -> [UInt8] {
        JSONValue.object([
            JSONMember(key: policyKey, value: .number(JSONNumber(policy.rawValue))),
            JSONMember(key: pushTypeKey, value: .string(channelPushType)),
        ]).wireBytes()
    }
}
