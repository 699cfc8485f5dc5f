import Foundation
@testable import PushConsole
import PushDelivery
import PushCore
import PushStorage
import PushTestSupport
import Testing
import PushConsoleRuntime

/// `.searchHistory` against a real history on disk: records from the archives and the current file
/// come back as rows by the console's own rule (derived texts included), without this process's
/// own records, and a search replaced by a newer one before it ran is never answered.
@Suite struct HistorySearchEffectTests {
    private let directory: TemporaryDirectory
    private let effects: ConsoleEffects
    private let mailbox = Mailbox(wake: {})
    private let history: HistoryFile

    init() throws {
        directory = try TemporaryDirectory()
        let paths = StatePaths(root: directory.file("state"))
        history = HistoryFile(path: paths.history)
        effects = ConsoleEffects(
            profilesDirectory: directory.path, paths: paths,
            pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in }, clients: nil)
    }

    private func record(_ index: Int, label: String, via: String?, outcome: String = "delivered", pid: Int? = nil) -> HistoryRecord {
        var record = HistoryRecord(time: 1_790_000_000 + Double(index), send: 7, index: index, profile: "p", environment: "sandbox",
                                   local: true, label: label, token: "…0000000\(index)", headers: PushHeaders(pushType: .alert),
                                   body: #"{"aps":{}}"#, outcome: outcome, status: 200, reason: nil, apnsID: "ID-\(index)",
                                   uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 1, error: nil, via: via)
        record.pid = pid
        return record
    }

    /// The rows and completeness of the first `.historySearched` answer, waiting for it with a deadline.
    private func answer() -> (query: String, rows: [LogRow])? {
        var found: (String, [LogRow])?
        poll(until: {
            for case .historySearched(let query, let rows, _) in mailbox.drain() { found = (query, rows) }
            return found != nil
        })
        return found
    }

    @Test func findsArchivedAndCurrentRecordsByTheConsolesRule() throws {
        var archived: [UInt8] = []
        record(1, label: "Work Phone", via: "send", outcome: "rateLimited").appendLine(to: &archived)
        record(2, label: "tablet", via: "send").appendLine(to: &archived)
        try history.append([record(3, label: "phone 2", via: nil),
                            record(4, label: "my own phone", via: nil, pid: Int(ProcessInfo.processInfo.processIdentifier))])
        try AtomicFile.write(archived, to: history.archivePath(of: .send), mode: 0o600)
        effects.perform(.searchHistory(LogSearch(query: "PHONE")), mailbox: mailbox)
        let phones = try #require(answer())
        #expect(phones.query == "PHONE")
        #expect(phones.rows.map(\.label) == ["Work Phone", "phone 2"], "this process's own record is the pane's already")
        // A label the row derives from the record (the outcome's), which no line holds as such.
        effects.perform(.searchHistory(LogSearch(query: "rate limited")), mailbox: mailbox)
        #expect(try #require(answer()).rows.map(\.label) == ["Work Phone"])
        effects.perform(.searchHistory(LogSearch(query: "via send")), mailbox: mailbox)
        #expect(try #require(answer()).rows.map(\.label) == ["Work Phone", "tablet"])
    }
}
