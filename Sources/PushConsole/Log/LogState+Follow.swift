import Foundation
import PushCore

/// The live log: pushes other processes record in the history file join the Responses pane as
/// they are answered.
extension LogState {
    /// Appends rows another process recorded, leaving out any the pane already holds (recorded
    /// while the history's tail was being read). A cursor on the newest row follows the news.
    mutating func appendFollowed(_ followed: [LogRow]) {
        let recent = Set(rows.suffix(followed.count + 200).map(\.recordIdentity))
        let fresh = followed.filter { !recent.contains($0.recordIdentity) }
        guard !fresh.isEmpty else { return }
        let followsNewest = visible.last.map { $0.index == selected } ?? true
        rows += fresh
        if followsNewest { selectNewestVisible() }
    }
}
