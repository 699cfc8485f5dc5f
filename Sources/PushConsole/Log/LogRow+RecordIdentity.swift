import Foundation

extension LogRow {
    /// What tells two rows read from the history apart: rows with the same identity stand for the
    /// same record (read twice: followed while the tail was read, or found again by a search).
    struct RecordIdentity: Hashable {
        let sendID: SendID
        let index: Int
        let sentAt: Date
        let shortToken: String
        let apnsID: String?
    }

    var recordIdentity: RecordIdentity {
        RecordIdentity(sendID: sendID, index: index, sentAt: sentAt, shortToken: shortToken, apnsID: answer?.response?.apnsID)
    }
}
