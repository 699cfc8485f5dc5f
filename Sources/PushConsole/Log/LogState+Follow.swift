import Foundation
import PushCore

/// The live log: pushes other processes record in the history file join the Responses pane as
/// they are answered.
extension LogState {
    /// Appends rows another process recorded, leaving out any the pane already holds (recorded
    /// while the history's tail was being read). A cursor on the newest row follows the news.
    mutating func appendFollowed(_ followed: [LogRow]) {
        let recent = rows.suffix(followed.count + 200)
        let fresh = followed.filter { row in !recent.contains { Self.isSameRecord($0, row) } }
        guard !fresh.isEmpty else { return }
        let followsNewest = visible.last.map { $0.index == selected } ?? true
        rows += fresh
        if followsNewest { selectNewestVisible() }
    }

    /// Whether two rows read from the history stand for the same record.
    private static func isSameRecord(_ a: LogRow, _ b: LogRow) -> Bool {
        a.sendID == b.sendID && a.index == b.index && a.sentAt == b.sentAt && a.shortToken == b.shortToken
            && a.answer?.response?.apnsID == b.answer?.response?.apnsID
    }
}
