import Foundation
import PushCore

/// One constructor per service for the rows the console sends: every field of a row comes from
/// the send itself and its ``Destination``, the same way each time.
extension LogRow {
    /// The row of an APNs push to one device of the profile in `file`.
    static func apns(_ request: PushRequest, sendID: SendID, index: Int, sentAt: Date, profile: Profile, file: String,
                     label: String?) -> LogRow {
        let body = PayloadDocument(text: request.payload).wireBytes.map { String(decoding: $0, as: UTF8.self) } ?? request.payload
        var row = LogRow(destination: Destination(profile, file: file), sendID: sendID, index: index, sentAt: sentAt, profile: profile,
                         label: label, shortToken: request.token.shortened, headers: request.headers, body: body, request: request)
        row.profileFile = file
        return row
    }

    /// The row of an FCM message to one recipient (`token` when it is a chosen device) of
    /// `project` (nil: not known yet).
    static func fcm(sendID: SendID, index: Int, sentAt: Date, profile: Profile, project: String?, file: String, label: String?,
                    shortToken: String, body: String, token: RegistrationToken?) -> LogRow {
        var row = LogRow(destination: Destination(profile, file: file), sendID: sendID, index: index, sentAt: sentAt, profile: profile,
                         label: label, shortToken: shortToken, headers: PushHeaders(), body: body, request: nil)
        row.service = .fcm(project: project)
        row.registrationToken = token
        row.profileFile = file
        return row
    }

    /// The row of a broadcast to a channel, sent with the profile in `file`.
    static func broadcast(_ request: BroadcastRequest, profile: Profile, file: String, sendID: SendID, sentAt: Date) -> LogRow {
        let body = (try? request.httpRequest(authorization: nil)).map { String(decoding: $0.body, as: UTF8.self) } ?? request.payload
        var row = LogRow(destination: Destination(profile, file: file, broadcast: true), sendID: sendID, index: 0,
                         sentAt: sentAt, profile: profile, label: "channel", shortToken: ChannelList.shortened(request.channelID),
                         headers: PushHeaders(pushType: BroadcastRequest.pushType, topic: request.bundleID), body: body, request: nil)
        row.profileFile = file
        return row
    }

    /// A row sent to `destination`, whose environment (the one Apple's host decides, else the
    /// profile's; an FCM profile has none, and its rows have always said production), LOCAL badge
    /// and host are the ones the title and the confirmation name.
    private init(destination: Destination, sendID: SendID, index: Int, sentAt: Date, profile: Profile, label: String?,
                 shortToken: String, headers: PushHeaders, body: String, request: PushRequest?) {
        self.init(sendID: sendID, index: index, sentAt: sentAt, profileName: profile.name,
                  environment: destination.environment ?? .production, isLocal: destination.isCustom, label: label,
                  shortToken: shortToken, headers: headers, body: body, request: request)
        host = destination.authority
    }
}
