import Foundation
import PushCore

/// History records as the console's rows: the history file knows records only, written by the one
/// dispatcher for every front end (``SendHistory``), and the console reads them back as rows.
extension HistoryRecord {
    /// The record as a log row for the console (without its request: the token is shortened;
    /// with its profile's file when the record has one).
    public var logRow: LogRow {
        let response = status.map { status in
            APNsResponse(status: status, reason: reason.map { APNsReason(rawValue: $0) }, apnsID: apnsID,
                         apnsUniqueID: uniqueID, timestamp: timestamp, retryAfter: retryAfter)
        }
        let answer = SendAnswer(outcome: PushOutcome(rawValue: outcome) ?? .failed, response: response,
                                failure: error, latencyMilliseconds: latencyMs, keyID: keyID)
        // History rows carry negative send numbers so they never collide with this session's sends.
        var row = LogRow(sendID: SendID(-abs(send)), index: index, sentAt: Date(timeIntervalSince1970: time),
                         profileName: profile, environment: APNsEnvironment(rawValue: environment) ?? .sandbox,
                         isLocal: local, label: label, shortToken: token, headers: headers, body: body, request: nil, answer: answer)
        (row.profileFile, row.host) = (profileFile, host)
        if service == ServiceKind.fcm.rawValue { row.service = .fcm(project: project) }
        if via == "send" { row.origin = .send }
        return row
    }

    /// The record as the row of a push another process just recorded: `pushtui send`, or
    /// another console.
    public var followedRow: LogRow {
        var row = logRow
        row.origin = via == "send" ? .send : .console
        return row
    }
}
