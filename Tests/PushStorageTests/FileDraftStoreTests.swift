import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// The drafts file: the payload and header strip per profile file, read-modify-written under the
/// directory's lock, the older format still read, and a file that holds no drafts never taken for none.
@Suite struct FileDraftStoreTests {
    static let shop = PayloadDraft(payload: #"{"aps":{"alert":{"title":"Order shipped"}}}"#,
                                   headers: ["apns-priority": "5", "apns-collapse-id": "order", "apns-expiration": "+1h",
                                             "apns-push-type": "alert", "apns-future-header": "as typed"])

    @Test func aDraftComesBackWithEveryHeaderAsTypedAndTheFileIsPrivate() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let store = FileDraftStore(path: directory.file("state/drafts.json"))
        #expect(try store.load().isEmpty, "no file yet: no drafts")
        try store.save(["/p/shop.json": Self.shop])
        #expect(try store.load() == ["/p/shop.json": Self.shop])
        #expect(try FileDraftStoreTests.mode(store.path) == 0o600)
        #expect(try FileDraftStoreTests.mode(directory.file("state")) == 0o700)
        // Readable by a person: the headers by wire name, the expiration as typed.
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains(#""apns-expiration" : "+1h""#), "\(text)")
        #expect(text.contains(#""/p/shop.json" : {"#), "\(text)")
    }

    @Test func theOlderFormatReadsAsDraftsWithoutHeadersAndTheFirstSaveKeepsThem() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let path = directory.file("drafts.json")
        try Data(#"{"/p/shop.json": "{\"aps\":{}}", "Local simulator": "{\"aps\":{\"badge\":1}}"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let store = FileDraftStore(path: path)
        let older = [
            "/p/shop.json": PayloadDraft(payload: #"{"aps":{}}"#, headers: nil),
            "Local simulator": PayloadDraft(payload: #"{"aps":{"badge":1}}"#, headers: nil),
        ]
        #expect(try store.load() == older)
        try store.save(["/p/other.json": Self.shop])
        #expect(try store.load() == older.merging(["/p/other.json": Self.shop]) { $1 }, "an upgrade lost a draft")
    }

    @Test func twoStoresInterleavedKeepEachOthersDrafts() throws {
        // Two consoles on one file, each saving only the drafts it changed: neither drops the
        // other's, and the later save of one profile's draft wins.
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let first = FileDraftStore(path: directory.file("drafts.json"))
        let second = FileDraftStore(path: directory.file("drafts.json"))
        try first.save(["/a.json": PayloadDraft(payload: "a1", headers: [:])])
        try second.save(["/b.json": PayloadDraft(payload: "b1", headers: [:])])
        try first.save(["/c.json": PayloadDraft(payload: "c1", headers: [:]), "/shared.json": PayloadDraft(payload: "first", headers: [:])])
        try second.save(["/shared.json": PayloadDraft(payload: "second", headers: [:])])
        #expect(try first.load().mapValues(\.payload) == ["/a.json": "a1", "/b.json": "b1", "/c.json": "c1", "/shared.json": "second"])
    }

    @Test func concurrentWritersUnderTheLockLoseNoDraft() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let path = directory.file("drafts.json")
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            // Each writer is a store of its own, as another console's would be.
            let store = FileDraftStore(path: path)
            for number in 0..<50 {
                do {
                    try store.save(["/w\(writer)-\(number).json": PayloadDraft(payload: "\(number)", headers: [:])])
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let count = try FileDraftStore(path: path).load().count
        #expect(count == 100, "\(100 - count) drafts lost")
    }

    @Test func aFileThatHoldsNoDraftsIsReportedAndKeptAsideNotOverwritten() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let path = directory.file("drafts.json")
        let corrupt = Data(#"{"/p/shop.json": "{\"aps\":{}}", oops"#.utf8)
        try corrupt.write(to: URL(fileURLWithPath: path))
        let store = FileDraftStore(path: path)
        #expect(throws: DraftStoreError.notDrafts(path: path)) { try store.load() }
        let aside = try #require(try store.save(["/p/other.json": Self.shop]), "the file was written over without a word")
        #expect(aside.hasPrefix(path + FileDraftStore.corruptSuffix))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == corrupt, "the copy set aside is not the file as it was")
        #expect(try store.load() == ["/p/other.json": Self.shop])
    }

    @Test func aFIFOInItsPlaceIsNoHangAndIsNotWrittenOver() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let fifo = FileDraftStore(path: directory.file("fifo.json"))
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: DraftStoreError.self) { try fifo.load() }
        #expect(throws: DraftStoreError.self) { try fifo.save(["/a.json": Self.shop]) }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test func aLinkedDraftsFileStaysLinked() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let target = directory.file("real-drafts.json")
        let link = directory.file("drafts.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real-drafts.json")
        try FileDraftStore(path: link).save(["/a.json": Self.shop])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real-drafts.json")
        #expect(try FileDraftStore(path: target).load() == ["/a.json": Self.shop])
    }

    private static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
