import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's drafts through its runtime and a real drafts file: two consoles keep each other's
/// drafts, the shutdown writes what the timer has not, and a file that holds no drafts is said on
/// the status line and kept, not taken for none and written over.
@Suite struct DraftEffectsTests {
    private let directory: TemporaryDirectory
    private let paths: StatePaths

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-draft-effects")
        paths = StatePaths(root: directory.file("state"))
        try FileProfileStore(directory: directory.file("profiles")).save(
            Profile.apns(name: "Shop", topic: "com.shop.app", auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456")),
            to: directory.file("profiles/shop.json"))
    }

    private func console() -> ConsoleEffects {
        ConsoleEffects(profilesDirectory: directory.file("profiles"), paths: paths,
                       pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
                       demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
                       deliveries: { [] }, copyToClipboard: { _ in })
    }

    private static func draft(_ text: String) -> PayloadDraft { PayloadDraft(payload: text, headers: ["apns-collapse-id": "order"]) }

    @Test func twoConsolesShutDownWithEachOthersDraftsKept() throws {
        let (a, b) = (console(), console())
        let mailbox = Mailbox(wake: {})
        a.perform(.saveDrafts(["/p/shop.json": Self.draft("from A"), "/p/both.json": Self.draft("A")]), mailbox: mailbox)
        b.perform(.saveDrafts(["/p/news.json": Self.draft("from B"), "/p/both.json": Self.draft("B")]), mailbox: mailbox)
        a.shutdown()
        b.shutdown()
        let drafts = try FileDraftStore(path: paths.drafts).load()
        #expect(drafts.mapValues(\.payload) == ["/p/shop.json": "from A", "/p/news.json": "from B", "/p/both.json": "B"])
        #expect(mailbox.drain().isEmpty)
    }

    @Test func aDraftsFileThatHoldsNoDraftsIsSaidAtLoadAndKeptAsideAtTheFirstSave() throws {
        try AtomicFile.createPrivateDirectory(paths.root)
        let corrupt = "{ not drafts"
        try corrupt.write(toFile: paths.drafts, atomically: true, encoding: .utf8)
        let effects = console()
        let mailbox = Mailbox(wake: {})
        effects.perform(.loadProfiles, mailbox: mailbox)
        let loaded = mailbox.drain()
        #expect(loaded.contains { if case .notice(let text, true) = $0 { text.contains("drafts.json is not a drafts file") } else { false } }, "\(loaded)")
        #expect(try String(contentsOfFile: paths.drafts, encoding: .utf8) == corrupt, "reading changed the file")

        effects.perform(.saveDrafts(["/p/shop.json": Self.draft("new")]), mailbox: mailbox)
        effects.shutdown()
        let saved = mailbox.drain()
        #expect(saved.contains { if case .notice(let text, true) = $0 { text.contains("drafts.json.corrupt-") } else { false } }, "\(saved)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: paths.root).filter { $0.hasPrefix("drafts.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(try String(contentsOfFile: paths.root + "/" + (aside.first ?? ""), encoding: .utf8) == corrupt)
        #expect(try FileDraftStore(path: paths.drafts).load() == ["/p/shop.json": Self.draft("new")])
    }
}
