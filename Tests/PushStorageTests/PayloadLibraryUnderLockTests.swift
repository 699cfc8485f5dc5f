import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// Two processes changing the payload library at once (a console and `pushtui library`, or two
/// consoles): every save, rename and delete reads the file again under the directory's lock, so
/// none drops what the other wrote.
@Suite struct PayloadLibraryUnderLockTests {
    @Test func twoWritersSavingAndRenamingKeepEveryPayload() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-library")
        let path = directory.file("data/pushtui/library.json")
        let profile = FilePayloadLibrary.profileKey(forFile: "/p/shop.json")
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            // A library of its own per writer, as another process would have.
            let library = FilePayloadLibrary(path: path)
            for number in 0..<40 {
                do {
                    try library.save(SavedPayload(name: "w\(writer)-\(number)", payload: #"{"aps":{}}"#), profile: profile, replacing: false)
                    if number.isMultiple(of: 4) {
                        try library.rename("w\(writer)-\(number)", to: "w\(writer)-\(number) renamed", profile: profile)
                    }
                    if number.isMultiple(of: 10) {
                        try library.save(SavedPayload(name: "gone \(writer)", payload: "{}"), profile: profile, replacing: true)
                        try library.delete("gone \(writer)", profile: profile)
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let names = Set(try FilePayloadLibrary(path: path).list(profile: profile).map(\.name))
        #expect(names.count == 80, "\(80 - names.count) payloads lost")
        #expect(names.contains("w1-8 renamed") && names.contains("w0-9") && !names.contains("gone 0"))
    }
}
