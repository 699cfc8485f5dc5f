import Foundation
import PushCore
@testable import PushStorage
import PushTestSupport
import Testing

/// The payload library file: per-profile payloads, atomic writes, refusals that leave the file alone.
@Suite struct FilePayloadLibraryTests {
    let directory: TemporaryDirectory
    let library: FilePayloadLibrary
    let profileA = FilePayloadLibrary.profileKey(forFile: "/p/a.json")
    let profileB = FilePayloadLibrary.profileKey(forFile: "/p/./b.json")

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-library")
        library = FilePayloadLibrary(path: directory.file("data/pushtui/library.json"))
    }

    private let score = SavedPayload(name: "Score", payload: #"{"aps":{"alert":"2:1"}}"#, pushType: "alert", priority: 5,
                                     expiration: 0, collapseID: "match", topic: "com.example.sports")

    @Test func savedPayloadsComeBackPerProfileAfterReopening() throws {
        try library.save(score, profile: profileA, replacing: false)
        try library.save(SavedPayload(name: "Another", payload: "{}"), profile: profileA, replacing: false)
        let reopened = FilePayloadLibrary(path: library.path)
        #expect(try reopened.list(profile: profileA).map(\.name) == ["Another", "Score"])
        #expect(try reopened.open("Score", profile: profileA) == score)
        #expect(try reopened.list(profile: profileB).isEmpty)
        #expect(throws: PayloadLibraryError.notFound("Score")) { try reopened.open("Score", profile: profileB) }
        #expect(profileB == "/p/b.json")
        let mode = try FileManager.default.attributesOfItem(atPath: library.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func renameAndDeleteChangeOnlyTheNamedPayload() throws {
        try library.save(score, profile: profileA, replacing: false)
        try library.save(score, profile: profileB, replacing: false)
        try library.rename("Score", to: "Final score", profile: profileA)
        #expect(try library.open("Final score", profile: profileA).payload == score.payload)
        #expect(throws: PayloadLibraryError.notFound("Score")) { try library.open("Score", profile: profileA) }
        #expect(try library.open("Score", profile: profileB) == score)
        try library.delete("Final score", profile: profileA)
        #expect(try library.list(profile: profileA).isEmpty)
        #expect(throws: PayloadLibraryError.notFound("Final score")) { try library.delete("Final score", profile: profileA) }
    }

    @Test func takenAndBadNamesAreRefused() throws {
        try library.save(score, profile: profileA, replacing: false)
        try library.save(SavedPayload(name: "Other", payload: "{}"), profile: profileA, replacing: false)
        #expect(throws: PayloadLibraryError.nameTaken("Score")) { try library.save(score, profile: profileA, replacing: false) }
        var changed = score
        changed.payload = "{}"
        try library.save(changed, profile: profileA, replacing: true)
        #expect(try library.open("Score", profile: profileA).payload == "{}")
        #expect(throws: PayloadLibraryError.nameTaken("Other")) { try library.rename("Score", to: "Other", profile: profileA) }
        for name in ["", "  ", "a\u{1B}[2J", String(repeating: "x", count: 81), "alert", "VoIP Call"] {
            #expect(throws: PayloadLibraryError.self) { try library.save(SavedPayload(name: name, payload: "{}"), profile: profileA, replacing: false) }
        }
        #expect(try library.list(profile: profileA).map(\.name) == ["Other", "Score"])
    }

    @Test func aPayloadThatIsNotJSONIsRefusedAndNothingIsWritten() throws {
        let error = #expect(throws: PayloadLibraryError.self) {
            try library.save(SavedPayload(name: "Broken", payload: "{\"aps\":{\"alert\":\"hi\",}}"), profile: profileA, replacing: false)
        }
        #expect(error?.syntaxError?.line == 1 && error?.syntaxError?.column == 22, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: library.path), "a refused first save creates no library file")
    }

    @Test func aFileThatIsNoLibraryIsNeverOverwritten() throws {
        let garbage = "not json at all"
        try FileManager.default.createDirectory(atPath: directory.file("data/pushtui"), withIntermediateDirectories: true)
        try garbage.write(toFile: library.path, atomically: false, encoding: .utf8)
        #expect { try library.save(score, profile: profileA, replacing: false) } throws: { error in
            guard let error = error as? PayloadLibraryError, case .unreadable(let path, _) = error.base else { return false }
            return path == library.path && error.description.contains("move it aside")
        }
        #expect(try String(contentsOfFile: library.path, encoding: .utf8) == garbage)
    }

    @Test func oneLookupFindsBuiltInTemplatesAndSavedPayloads() throws {
        try library.save(score, profile: profileA, replacing: false)
        let all = try PayloadChoice.all(profile: profileA, library: library)
        #expect(all.map(\.name) == PayloadTemplate.apns.map(\.name) + ["Score"])
        #expect(try PayloadChoice.all(profile: nil, library: library).count == PayloadTemplate.apns.count)
        guard case .builtIn(let template) = try PayloadChoice.find("voip call", profile: profileA, library: library) else {
            Issue.record("built-in not found")
            return
        }
        #expect(template.pushType == .voip)
        guard case .saved(let saved) = try PayloadChoice.find("Score", profile: profileA, library: library) else {
            Issue.record("saved not found")
            return
        }
        #expect(saved == score)
        #expect(throws: PayloadLibraryError.notFound("Score")) { try PayloadChoice.find("Score", profile: nil, library: library) }
        let defaults = saved.headers.laid(over: PushHeaders(pushType: .background, priority: 10, expiration: 99, collapseID: nil))
        #expect(defaults.pushType == .alert && defaults.priority == 5 && defaults.expiration == 0 && defaults.collapseID == "match")
    }
}
