import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's copy-as-curl: the profile read from its file as `pushtui curl --profile FILE`
/// resolves it, the line put on the clipboard, notes and failures on the status line.
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

    @Test func aDetailsFieldIsCopiedAsItIsAndNamedOnTheStatusLine() throws {
        effects.perform(.copyToClipboard("5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F", what: "the apns-id 5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F"), mailbox: mailbox)
        #expect(clipboard.withLock { $0 } == ["5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F"])
        let notice = try #require(notices().first)
        #expect(notice.0 == "copied the apns-id 5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F to the terminal's clipboard" && !notice.1)
    }

    @Test func aTokenProfileIsCopiedWithAMintedToken() throws {
        let file = try directory.write("""
            {"name": "p", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "AuthKey.p8", "keyID": "KEY1234567", "teamID": "TEAM123456"},
             "endpoint": "https://127.0.0.1:2197"}
            """, to: "p.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        let line = try #require(clipboard.withLock { $0.first })
        #expect(line.hasPrefix("curl --http2 -H \"authorization: bearer $(pushtui jwt --profile \(file))\""),
                "\(line)")
        #expect(line.hasSuffix("https://127.0.0.1:2197/3/device/\(String(repeating: "ab", count: 32))"), "\(line)")
        #expect(notices().first?.1 == false)
    }

    @Test func aPassphraseInTheProfileStaysOutOfTheLineAndTheNoteIsShown() throws {
        let file = try directory.write("""
            {"name": "c", "service": "apns", "environment": "sandbox",
             "auth": {"type": "certificate", "file": "cert.p12", "passphrase": "hunter2"}, "endpoint": "https://127.0.0.1:2197"}
            """, to: "c.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        let line = try #require(clipboard.withLock { $0.first })
        #expect(line.contains("--cert-type P12 --cert \(directory.file("cert.p12")) --pass \"$APNS_CERT_PASSPHRASE\""), "\(line)")
        #expect(!line.contains("hunter2"))
        let notice = try #require(notices().first)
        #expect(notice.0.contains("export it as APNS_CERT_PASSPHRASE") && !notice.1, "\(notice)")
    }

    @Test func aProfileThatNoLongerLoadsIsReportedAndNothingIsCopied() throws {
        let file = try directory.write(#"{"name": "gone"}"#, to: "gone.json")
        effects.perform(.copyAsCurl(request, profileFile: file), mailbox: mailbox)
        #expect(clipboard.withLock { $0.isEmpty })
        let notice = try #require(notices().first)
        #expect(notice.1 && notice.0.hasPrefix("cannot copy as curl: \(file)"), "\(notice)")
    }
}
