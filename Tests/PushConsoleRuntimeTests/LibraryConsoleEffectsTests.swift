import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's library effects against a real library file in a temporary data directory:
/// what the console saves, `pushtui library` (the same store, keyed the same way) sees, and a
/// library that cannot be read is reported and never written over.
@Suite struct LibraryConsoleEffectsTests {
    private let directory: TemporaryDirectory
    private let effects: ConsoleEffects
    private let mailbox = Mailbox(wake: {})
    private let libraryPath: String
    private let profileFile: String

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-library")
        effects = ConsoleEffects(
            profilesDirectory: directory.file("profiles"), paths: StatePaths(root: directory.file("state")),
            pathContext: PathContext(home: directory.path, environment: ["XDG_DATA_HOME": directory.file("data")], currentDirectory: directory.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in })
        libraryPath = directory.file("data/pushtui/library.json")
        // Written with a redundant component: the library keys a profile by its standardized path.
        profileFile = directory.file("profiles/./shop.json")
    }

    private func report(after effect: Effect) throws -> LibraryReport {
        effects.perform(effect, mailbox: mailbox)
        let actions = mailbox.drain()
        guard actions.count == 1, case .libraryLoaded(let report) = actions[0] else { throw Unexpected(actions: actions) }
        return report
    }

    private struct Unexpected: Error { let actions: [Action] }

    private var store: FilePayloadLibrary { FilePayloadLibrary(path: libraryPath) }
    private var key: String { FilePayloadLibrary.profileKey(forFile: directory.file("profiles/shop.json")) }

    @Test func saveRenameAndDeleteReachTheFileAndAnswerWithTheList() throws {
        #expect(try report(after: .loadLibrary(profileFile: profileFile)) == LibraryReport(profileFile: profileFile, payloads: []))
        let saved = SavedPayload(name: "Gate change", payload: #"{"aps":{"alert":"B42"}}"#, pushType: "alert", priority: 10, collapseID: "gate")
        let afterSave = try report(after: .changeLibrary(profileFile: profileFile, .save(saved, replacing: false)))
        #expect(afterSave.payloads == [saved] && afterSave.failure == nil)
        #expect(try store.list(profile: key) == [saved], "the CLI's store sees what the console saved")
        #expect(FileManager.default.fileExists(atPath: libraryPath))

        let renamed = try report(after: .changeLibrary(profileFile: profileFile, .rename("Gate change", to: "Gate moved")))
        #expect(renamed.payloads?.map(\.name) == ["Gate moved"] && renamed.failure == nil)
        let deleted = try report(after: .changeLibrary(profileFile: profileFile, .delete("Gate moved")))
        #expect(deleted.payloads == [] && deleted.failure == nil)
        #expect(try store.list(profile: key).isEmpty)
    }

    @Test func whatTheCLISavedIsListedForTheConsole() throws {
        try store.save(SavedPayload(name: "From a script", payload: "{}"), profile: key, replacing: false)
        #expect(try report(after: .loadLibrary(profileFile: profileFile)).payloads?.map(\.name) == ["From a script"])
        #expect(try report(after: .loadLibrary(profileFile: directory.file("profiles/other.json"))).payloads == [],
                "another profile file has its own payloads")
    }

    @Test func aPayloadThatIsNotJSONIsNotSavedAndSaysWhere() throws {
        let kept = SavedPayload(name: "Digest", payload: #"{"v":1}"#)
        try store.save(kept, profile: key, replacing: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: libraryPath))
        let refused = try report(after: .changeLibrary(profileFile: profileFile,
                                                       .save(SavedPayload(name: "my push ✨", payload: "1a1a{\"aps\":{}}"), replacing: false)))
        #expect(refused.failure?.hasPrefix("not saved as 'my push ✨': the payload is not valid JSON: line 1, column 2: ") == true,
                "\(String(describing: refused.failure))")
        #expect(refused.payloads == [kept])
        #expect(try Data(contentsOf: URL(fileURLWithPath: libraryPath)) == before, "the library file is untouched")
    }

    @Test func aTakenNameIsRefusedWithoutReplacingAndTheListStays() throws {
        let first = SavedPayload(name: "Digest", payload: #"{"v":1}"#)
        try store.save(first, profile: key, replacing: false)
        let refused = try report(after: .changeLibrary(profileFile: profileFile, .save(SavedPayload(name: "Digest", payload: #"{"v":2}"#), replacing: false)))
        #expect(refused.failure == "not saved as 'Digest': a payload named 'Digest' is already saved for this profile")
        #expect(refused.payloads == [first])
        let replaced = try report(after: .changeLibrary(profileFile: profileFile, .save(SavedPayload(name: "Digest", payload: #"{"v":2}"#), replacing: true)))
        #expect(replaced.failure == nil && replaced.payloads?.first?.payload == #"{"v":2}"#)
    }

    @Test func anUnreadableLibraryIsReportedAndNeverWrittenOver() throws {
        let corrupt = #"{"version":1,"profiles":{"\#(key)":[{"name":"no payload field"}]}}"#
        try FileManager.default.createDirectory(atPath: directory.file("data/pushtui"), withIntermediateDirectories: true)
        try Data(corrupt.utf8).write(to: URL(fileURLWithPath: libraryPath))
        let listed = try report(after: .loadLibrary(profileFile: profileFile))
        #expect(listed.payloads == nil)
        #expect(listed.failure == "saved payloads: \(libraryPath) is not a pushtui payload library (not the expected JSON); move it aside to start a new one")
        let save = try report(after: .changeLibrary(profileFile: profileFile, .save(SavedPayload(name: "New", payload: "{}"), replacing: false)))
        #expect(save.payloads == nil && save.failure?.hasPrefix("not saved as 'New': \(libraryPath) is not a pushtui payload library") == true,
                "\(String(describing: save.failure))")
        #expect(try String(contentsOfFile: libraryPath, encoding: .utf8) == corrupt, "the file is left as it was")
    }
}
