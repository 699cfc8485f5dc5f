/// What a channel-management response says, read from its status, headers and JSON body: the new
/// channel's ID (create), its settings (read) or every ID (list), plus APNs' reason on failure.
///
/// See [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns).
public struct ChannelAnswer: Sendable, Equatable {
    /// The status, reason and raw body, read as for any APNs answer.
    public let response: APNsResponse
    /// The `apns-channel-id` header (create).
    public let channelID: String?
    /// The `apns-request-id` header APNs echoes or generates.
    public let requestID: String?
    /// The body's `message-storage-policy` (read).
    public let policy: MessageStoragePolicy?
    /// The body's `push-type` (read).
    public let pushType: String?
    /// The body's `channels` (list).
    public let channelIDs: [String]?

    /// Reads an answer as the transport received it; header names are matched case-insensitively.
    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        func header(_ name: String) -> String? {
            headers.first { $0.name.isASCIICaseInsensitiveEqual(to: name) }?.value
        }
        response = APNsResponse(status: status, headers: headers, body: body)
        channelID = header(APNsHeaderName.channelID)
        requestID = header(APNsHeaderName.requestID)
        let json = body.isEmpty ? nil : try? JSONParser.parse(body)
        policy = json?[ChannelRequest.policyKey]?.numberValue?.integerValue.map(MessageStoragePolicy.init(rawValue:))
        pushType = json?[ChannelRequest.pushTypeKey]?.stringValue
        if case .array(let items)? = json?[Self.channelsKey] {
            channelIDs = items.compactMap(\.stringValue)
        } else {
            channelIDs = nil
        }
    }

    /// The list body's member.
    public static let channelsKey = "channels"

    /// Whether APNs accepted `operation`: its documented status (``ChannelRequest/Operation/successStatus``), no other 2xx.
    public func isSuccess(for operation: ChannelRequest.Operation) -> Bool { response.status == operation.successStatus }
}
