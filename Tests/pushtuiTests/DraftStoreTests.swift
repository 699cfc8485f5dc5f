import Foundation
import PushTestSupport
import Testing
import PushStorage
import PushDelivery

/// The console's drafts file is read through the same layer: a FIFO in its place is no draft, not a hang.
@Suite struct DraftStoreTests {
    @Test func draftsRoundTripAndAFIFOReadsAsNone() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-drafts")
        let store = FileDraftStore(path: directory.file("drafts.json"))
        try store.save(#"{"aps":{}}"#, for: "local")
        #expect(store.load() == ["local": #"{"aps":{}}"#])
        let fifo = FileDraftStore(path: directory.file("fifo.json"))
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(fifo.load().isEmpty)
    }
}
