import Foundation
import PushCore
@testable import PushConsole

extension HistoryRecord {
    /// A record holding what `row` shows, for tests that read records back as rows (the console
    /// writes none itself: the dispatcher records every push, ``SendHistory`` in PushDelivery);
    /// nil while the row is in flight.
    init?(_ row: LogRow, via: String? = nil) {
        guard let answer = row.answer else { return nil }
        let response = answer.response
        self.init(time: row.sentAt.timeIntervalSince1970, send: row.sendID.value, index: row.index,
                  profile: row.profileName, environment: row.environment.rawValue, local: row.isLocal, label: row.label,
                  token: row.shortToken, headers: row.headers, body: row.body,
                  outcome: answer.outcome.rawValue, status: response?.status ?? answer.httpStatus,
                  reason: response?.reason?.rawValue, apnsID: response?.apnsID, uniqueID: response?.apnsUniqueID,
                  timestamp: response?.timestamp, retryAfter: response?.retryAfter,
                  latencyMs: answer.latencyMilliseconds, error: answer.failure, via: via)
        (profileFile, host, keyID) = (row.profileFile, row.host, answer.keyID)
        if case .fcm(let project) = row.service {
            service = ServiceKind.fcm.rawValue
            self.project = project
        }
    }
}
