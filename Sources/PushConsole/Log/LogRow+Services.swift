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
                         isLocal: sendsToCustomHost(profile), label: label, shortToken: request.token.shortened,
                         headers: request.headers, body: body, request: request)
        row.profileFile = file
        row.host = SendHost(profile).authority
        return row
    }

    /// The row of an FCM message to one recipient (`token` when it is a chosen device).
    static func fcm(sendID: SendID, index: Int, sentAt: Date, profile: Profile, file: String, label: String?, shortToken: String,
                    body: String, token: RegistrationToken?) -> LogRow {
        var row = LogRow(sendID: sendID, index: index, sentAt: sentAt, profileName: profile.name, environment: environment(of: profile),
                         isLocal: sendsToCustomHost(profile), label: label, shortToken: shortToken, headers: PushHeaders(),
                         body: body, request: nil)
        row.host = SendHost(profile).authority
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
                         environment: environment(of: plan.profile, broadcast: true), isLocal: sendsToCustomHost(plan.profile, broadcast: true),
                         label: "channel", shortToken: ChannelList.shortened(request.channelID),
                         headers: PushHeaders(pushType: BroadcastRequest.pushType, topic: request.bundleID), body: body, request: nil)
        row.profileFile = plan.profileFile
        row.host = SendHost(plan.profile, broadcast: true).authority
        return row
    }

    /// The APNs environment a row records: the one Apple's host decides, else the profile's; an
    /// FCM profile has none, and its rows have always said production.
    private static func environment(of profile: Profile, broadcast: Bool = false) -> APNsEnvironment {
        switch (profile.service, SendHost(profile, broadcast: broadcast).kind) {
        case (_, .apple(let environment)): return environment
        case (.apns(let settings), _): return settings.environment
        case (.fcm, _): return .production
        }
    }

    /// Whether the send's host is no host of Apple's or Google's, read from the ``SendHost`` the
    /// title and the confirmation name: a row is badged LOCAL exactly when they say the host is custom.
    private static func sendsToCustomHost(_ profile: Profile, broadcast: Bool = false) -> Bool {
        SendHost(profile, broadcast: broadcast).kind == .custom
    }
}
