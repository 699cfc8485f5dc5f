import Dispatch
import PushConsole
import PushCore
import PushStorage

/// Searches the whole history for the console's `/`, one search at a time on a queue of its own:
/// a query typed while another is searched for waits, and one already replaced by a newer query
/// is skipped, so typing a word costs one or two searches, not one per key.
final class HistorySearcher: Sendable {
    private let history: HistoryFile
    /// This process: its own records are the pane's own rows already.
    private let processID: Int
    private let latest = Locked<LogSearch?>(nil)
    private let queue = DispatchQueue(label: "pushtui.history.search")

    init(history: HistoryFile, processID: Int) {
        self.history = history
        self.processID = processID
    }

    /// Searches for what `search` matches, unless a newer search comes first; answers with
    /// `.historySearched`.
    func search(_ search: LogSearch, mailbox: Mailbox) {
        latest.withLock { $0 = search }
        queue.async { [self] in
            guard latest.withLock({ $0 == search }) else { return }
            let own = processID
            let found = history.search(forAnyOf: search.historyLineTexts, limit: LogSearch.wholeHistoryLimit) { record in
                record.pid != own && search.matches(record.logRow)
            }
            mailbox.post(.historySearched(query: search.query, rows: found.records.map(\.logRow), isComplete: found.isComplete))
        }
    }
}
