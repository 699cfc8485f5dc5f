import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's copy-as-curl: the profile read from its file as `pushtui curl --profile FILE`
/// resolves it, the line copied (answered with `.copied`, notes with it), failures on the status line.
@Suite struct CopyAsCurlEffectTests {
    private let directory: TemporaryDirectory
    private let clipboard = Locked<[String]>([])
    private let effects: ConsoleEffects
    private let mailbox = Mailbox(wake: {})
    private let request: PushRequest

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-copy")
        let clipboard = self.clipboard
        effects = ConsoleEffects(
            profilesDirectory: directory.path, paths: StatePaths(root: directory.file("state")),
            pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { line in clipboard.withLock { $0.append(line) } })
        request = PushRequest(token: try DeviceToken(parsing: String(repeating: "ab", count: 32)), topic: "com.example.app",
                              pushType: .alert, payload: #"{"aps":{"alert":"hi"}}"#)
    }

    private func notices() -> [(String, Bool)] {
        mailbox.drain().compactMap { action in
            if case .notice(let text, let isError) = action { return (text, isError) }
            return nil
        }
    }

    /// The copy the runner answers with, waited for: the clipboard tool is run off the loop.
    private func copied() throws -> ClipboardCopy {
        var copy: ClipboardCopy?
        poll { () -> Bool in
            for case .copied(let answer) in mailbox.drain() { copy = answer }
            return copy != nil
        }
        return try #require(copy, "no copy was answered")
    }

    @Test func aDetailsFieldIsKeptInTheFileAndSentToTheTerminalWithoutATool() throws {
        let id = "5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F"
        effects.perform(.copyToClipboard(id, what: "the apns-id \(id)"), mailbox: mailbox)
        // No DISPLAY, no WAYLAND_DISPLAY and no PATH in the context: no tool, so the terminal is asked.
        #expect(try copied() == ClipboardCopy(text: id, what: "the apns-id \(id)", route: .terminal(toolProblem: nil),
                                              kept: .file("~/state/clipboard.txt")))
        #expect(try String(contentsOfFile: directory.file("state/clipboard.txt"), encoding: .utf8) == id)
        #expect(clipboard.withLock { $0.isEmpty }, "the terminal is asked when the reducer says so")
        effects.perform(.sendToTerminalClipboard(id), mailbox: mailbox)
        #expect(clipboard.withLock { $0 } == [id])
    }

    @Test func aTokenProfileIsCopiedWithAMintedToken() throws {
        let file = try directory.write("""
            {"name": "p", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "AuthKey.p8", "keyID": "KEY1234567", "teamID": "TEAM123456"},
             "endpoint": "https://127.0.0.1:2197"}
            """, to: "p.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        let copy = try copied()
        let line = copy.text
        #expect(line.hasPrefix("curl --http2 -H \"authorization: bearer $(pushtui jwt --profile \(file))\""),
                "\(line)")
        #expect(line.hasSuffix("https://127.0.0.1:2197/3/device/\(String(repeating: "ab", count: 32))"), "\(line)")
        #expect(copy.what == "the curl command (\(line.count) characters)" && copy.notes.isEmpty)
    }

    @Test func aPassphraseInTheProfileStaysOutOfTheLineAndTheNoteIsShown() throws {
        let file = try directory.write("""
            {"name": "c", "service": "apns", "environment": "sandbox",
             "auth": {"type": "certificate", "file": "cert.p12", "passphrase": "hunter2"}, "endpoint": "https://127.0.0.1:2197"}
            """, to: "c.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        let copy = try copied()
        #expect(copy.text.contains("--cert-type P12 --cert \(directory.file("cert.p12")) --pass \"$APNS_CERT_PASSPHRASE\""), "\(copy.text)")
        #expect(!copy.text.contains("hunter2"))
        #expect(copy.notes.contains { $0.contains("export it as APNS_CERT_PASSPHRASE") }, "\(copy.notes)")
    }

    @Test func aProfileThatNoLongerLoadsIsReportedAndNothingIsCopied() throws {
        let file = try directory.write(#"{"name": "gone"}"#, to: "gone.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        // Said at once, before anything is handed to the clipboard's queue.
        let notice = try #require(notices().first)
        #expect(notice.1 && notice.0.hasPrefix("cannot copy as curl: \(file)"), "\(notice)")
        #expect(!FileManager.default.fileExists(atPath: directory.file("state/clipboard.txt")))
    }
}
