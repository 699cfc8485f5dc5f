import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// Two consoles on one profile directory, each with its own runtime and its own view of a real
/// profile file: what each changes reaches the file, neither undoes the other, and each learns
/// what the other wrote.
@Suite struct SharedProfileEffectsTests {
    private let directory: TemporaryDirectory
    private let file: String

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-shared-profile")
        file = directory.file("profiles/shop.json")
        try FileProfileStore(directory: directory.file("profiles")).save(Self.read, to: file)
    }

    static func device(_ label: String, _ number: Int) -> TokenBookEntry {
        TokenBookEntry(label: label, token: .numbered(number))
    }

    static let read = Profile.apns(name: "Shop", topic: "com.shop.app", auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"),
                                   tokens: [device("Phone", 1), device("Tablet", 2)])

    private func console(demo: EmbeddedSimulatorProfile? = nil) -> ConsoleEffects {
        ConsoleEffects(profilesDirectory: directory.file("profiles"), paths: StatePaths(root: directory.file("state")),
                       pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
                       demo: demo, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
                       deliveries: { [] }, copyToClipboard: { _ in })
    }

    /// What `mailbox` holds once `condition` holds for it, polling with a deadline.
    private func drained(_ mailbox: Mailbox, until condition: ([Action]) -> Bool) -> [Action] {
        var seen: [Action] = []
        _ = poll(until: {
            seen += mailbox.drain()
            return condition(seen)
        })
        return seen
    }

    @Test func aChangeAnotherConsoleWritesIsToldAndReadAgain() throws {
        let (a, b) = (console(), console())
        defer { a.shutdown() }
        let mailA = Mailbox(wake: {})
        a.perform(.loadProfiles, mailbox: mailA)
        #expect(drained(mailA) { $0.contains { if case .profilesLoaded = $0 { true } else { false } } }.count >= 1)

        var added = Self.read
        added.tokens.append(Self.device("Shop device B", 3))
        b.perform(.saveProfile(file: file, profile: added, base: Self.read), mailbox: Mailbox(wake: {}))
        let told = drained(mailA) { $0.contains(.profileFilesChanged) }
        #expect(told.contains(.profileFilesChanged), "A was not told of B's change: \(told)")

        a.perform(.rereadProfiles, mailbox: mailA)
        #expect(mailA.drain() == [.profilesReadAgain([.loaded(file: file, profile: added)])])
    }

    @Test func theDemoProfileIsPointedAtThisConsolesSimulatorAndItsFileKeepsItsOwnAddress() throws {
        let demoFile = directory.file("state/demo/local-simulator.json")
        var onDisk = Self.read
        onDisk.name = "Local simulator"
        onDisk.endpoint = "https://127.0.0.1:2197"
        try FileProfileStore(directory: directory.file("state/demo")).save(onDisk, to: demoFile)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: demoFile))
        let demo = EmbeddedSimulatorProfile(file: demoFile, endpoint: "https://127.0.0.1:43799", caFile: "/sim/ca.pem",
                                            auth: .token(keyFile: "/sim/AuthKey_DEMOKEY001.p8", keyID: "DEMOKEY001", teamID: "DEMOTEAM01"))
        let effects = console(demo: demo)
        defer { effects.shutdown() }
        let mailbox = Mailbox(wake: {})
        effects.perform(.loadProfiles, mailbox: mailbox)
        guard case .profilesLoaded(let entries, _)? = mailbox.drain().first, case .loaded(demoFile, let running)? = entries.first else {
            Issue.record("the demo profile was not loaded first")
            return
        }
        #expect(running.endpoint == "https://127.0.0.1:43799" && running.caFile == "/sim/ca.pem")
        #expect(try Data(contentsOf: URL(fileURLWithPath: demoFile)) == bytes, "loading wrote the file")

        // A device added in this console reaches the file; this console's address does not.
        var edited = running
        edited.tokens.append(Self.device("Added", 7))
        effects.perform(.saveProfile(file: demoFile, profile: edited, base: running), mailbox: mailbox)
        let written = try FileProfileStore(directory: directory.file("state/demo")).load(nameOrFile: demoFile).profile
        #expect(written.tokens.map(\.label).last == "Added")
        #expect(written.endpoint == "https://127.0.0.1:2197" && written.caFile == onDisk.caFile)
        // The file watch the load started may tell of the save too: the answer is looked for among them.
        let answers = mailbox.drain()
        guard let adopted = answers.lazy.compactMap({ action -> Profile? in
            if case .profileSaved(_, _, let written, _) = action { return written }
            return nil
        }).last else {
            Issue.record("no profileSaved: \(answers)")
            return
        }
        #expect(adopted == edited, "the console keeps sending to its own simulator")
    }

    @Test func oneAddsADeviceTheOtherRenamesOneAndBothStay() throws {
        let (a, b) = (console(), console())
        let (mailA, mailB) = (Mailbox(wake: {}), Mailbox(wake: {}))
        var added = Self.read
        added.tokens.append(Self.device("Shop device B", 3))
        b.perform(.saveProfile(file: file, profile: added, base: Self.read), mailbox: mailB)
        // Console A still shows what it read: it renames the tablet and saves from that.
        var renamed = Self.read
        renamed.tokens[1].label = "Front desk iPad"
        a.perform(.saveProfile(file: file, profile: renamed, base: Self.read), mailbox: mailA)

        let onDisk = try FileProfileStore(directory: directory.file("profiles")).load(nameOrFile: file).profile
        #expect(onDisk.tokens.map(\.label) == ["Phone", "Front desk iPad", "Shop device B"])
        let answers = mailA.drain()
        guard answers.count == 1, case .profileSaved(_, let sent, let written, let conflicts) = answers[0] else {
            Issue.record("console A was not told what was written: \(answers)")
            return
        }
        #expect(sent == renamed && written == onDisk && conflicts.isEmpty)
    }

    @Test func aFileBrokenSinceIsRefusedAndLeftAsItIs() throws {
        let broken = #"{"name": "Shop", "service": "apns", "#
        try broken.write(toFile: file, atomically: true, encoding: .utf8)
        let mailbox = Mailbox(wake: {})
        var renamed = Self.read
        renamed.tokens[0].label = "Renamed"
        console().perform(.saveProfile(file: file, profile: renamed, base: Self.read), mailbox: mailbox)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == broken)
        let answers = mailbox.drain()
        #expect(answers.contains { if case .notice(_, isError: true) = $0 { true } else { false } }, "\(answers)")
    }
}
