import Foundation
import PushCore

/// The live log: pushes other processes record in the history file join the Responses pane as
/// they are answered.
extension Reducer {
    /// Appends rows another process recorded, leaving out any the log already holds (recorded
    /// while the history's tail was being read). A cursor on the newest row follows the news.
    static func appendFollowed(_ rows: [LogRow], in state: inout AppState) {
        let recent = state.log.suffix(rows.count + 200)
        let fresh = rows.filter { row in !recent.contains { isSameRecord($0, row) } }
        guard !fresh.isEmpty else { return }
        let followsNewest = state.visibleLog.last.map { $0.index == state.logIndex } ?? true
        state.log += fresh
        if followsNewest, let newest = state.visibleLog.last { state.logIndex = newest.index }
    }

    /// Whether two rows read from the history stand for the same record.
    private static func isSameRecord(_ a: LogRow, _ b: LogRow) -> Bool {
        a.sendID == b.sendID && a.index == b.index && a.sentAt == b.sentAt && a.shortToken == b.shortToken
            && a.answer?.response?.apnsID == b.answer?.response?.apnsID
    }
}
