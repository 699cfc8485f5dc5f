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

    private func console() -> ConsoleEffects {
        ConsoleEffects(profilesDirectory: directory.file("profiles"), paths: StatePaths(root: directory.file("state")),
                       pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
                       demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
                       deliveries: { [] }, copyToClipboard: { _ in })
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
