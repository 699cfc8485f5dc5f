import Foundation
import PushCore

/// One constructor per service for the rows the console sends: every field of a row comes from
/// the send itself, the same way each time.
extension LogRow {
    /// The row of an APNs push to one device of the profile in `file`.
    static func apns(_ request: PushRequest, sendID: SendID, index: Int, sentAt: Date, profile: Profile, file: String,
                     label: String?) -> LogRow {
        let body = PayloadDocument(text: request.payload).wireBytes.map { String(decoding: $0, as: UTF8.self) } ?? request.payload
        var row = LogRow(sendID: sendID, index: index, sentAt: sentAt, profileName: profile.name, environment: environment(of: profile),
                         isLocal: Destination(profile, file: file).isCustom, label: label, shortToken: request.token.shortened, topic: request.topic,
                         pushType: request.pushType, body: body, request: request)
        row.profileFile = file
        row.priority = request.priority
        row.collapseID = request.collapseID
        return row
    }

    /// The row of an FCM message to one recipient (`token` when it is a chosen device).
    static func fcm(sendID: SendID, index: Int, sentAt: Date, profile: Profile, file: String, label: String?, shortToken: String,
                    body: String, token: RegistrationToken?) -> LogRow {
        var row = LogRow(sendID: sendID, index: index, sentAt: sentAt, profileName: profile.name, environment: environment(of: profile),
                         isLocal: Destination(profile, file: file).isCustom, label: label, shortToken: shortToken, topic: "", pushType: .alert,
                         body: body, request: nil)
        row.service = .fcm(project: profile.fcm?.project)
        row.registrationToken = token
        row.profileFile = file
        return row
    }

    /// The row of a broadcast to a channel.
    static func broadcast(_ plan: BroadcastPlan, sendID: SendID, sentAt: Date) -> LogRow {
        let request = plan.request
        let body = (try? request.httpRequest(authorization: nil)).map { String(decoding: $0.body, as: UTF8.self) } ?? request.payload
        var row = LogRow(sendID: sendID, index: 0, sentAt: sentAt, profileName: plan.profile.name,
                         environment: environment(of: plan.profile, broadcast: true),
                         isLocal: Destination(plan.profile, file: plan.profileFile, broadcast: true).isCustom,
                         label: "channel", shortToken: ChannelList.shortened(request.channelID), topic: request.bundleID, pushType: BroadcastRequest.pushType, body: body, request: nil)
        row.profileFile = plan.profileFile
        return row
    }

    /// The APNs environment a row records, read from the ``Destination`` the title and the
    /// confirmation name (as is whether it is badged LOCAL): the one Apple's host decides, else the
    /// profile's; an FCM profile has none, and its rows have always said production.
    private static func environment(of profile: Profile, broadcast: Bool = false) -> APNsEnvironment {
        Destination(profile, file: nil, broadcast: broadcast).environment ?? .production
    }
}
