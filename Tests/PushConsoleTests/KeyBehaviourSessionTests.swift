import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Console behaviour that used to be tested through tmux, now through the real loop with a fake
/// terminal and instant answers: the same keys, the same assertions, no terminal.
@Suite struct KeyBehaviourSessionTests {
    typealias F = ConsoleFixtures

    /// The state at the end, the frame `events` left on screen and the performer, after `events` on
    /// a `width` x `height` terminal, started as the console starts: profiles (`profile`, or read
    /// from `profileFiles` as ``InstantPerformer/init(profileFiles:history:)`` reads them), then `history`;
    /// `archived` rows only a search of the whole history finds.
    func run(_ events: [TerminalEvent], width: Int = 80, height: Int = 24, profile: Profile = F.profile(deadThird: false),
             profileFiles: [[String: [UInt8]]] = [], history: [LogRow] = [],
             archived: [LogRow] = []) -> (state: AppState, screen: String, performer: InstantPerformer) {
        // Esc twice at the end: an open dialog or list may keep Ctrl-Q for itself.
        let terminal = ScriptedTerminal(width: width, height: height, events: events, closing: [.key(.escape), .key(.escape)])
        let performer = profileFiles.isEmpty ? InstantPerformer(profile: profile, history: history, archived: archived)
            : InstantPerformer(profileFiles: profileFiles, history: history)
        let session = ConsoleSession(state: AppState(width: 1, height: 1), terminal: terminal, performer: performer, clock: F.steppingClock())
        let state = session.run(initial: [.loadProfiles, .loadHistory])
        return (state, terminal.scriptEndFrame?.text ?? "", performer)
    }

    func keys(_ keys: Key...) -> [TerminalEvent] { self.keys(keys) }

    func keys(_ keys: [Key]) -> [TerminalEvent] { keys.map { .key($0) } }

    func typed(_ text: String) -> [TerminalEvent] { text.map { .key(.character($0)) } }

    /// The byte count the payload meter shows (`1,213 / 4,096 B`), or nil when it shows none.
    static func meterCount(on screen: String) -> Int? {
        screen.firstMatch(of: /([0-9,]+) \/ [0-9,]+ B/).flatMap { Int($0.1.replacingOccurrences(of: ",", with: "")) }
    }

    /// Was ConsolePushTypeTests (tmux): a push type chosen in F2 wins over the device's kind, and the
    /// push goes out with it.
    @Test func alertChosenInF2ForAVoIPDeviceGoesOutAsAlert() throws {
        var profile = F.profile(deadThird: false)
        profile.tokens = [TokenBookEntry(label: "voip phone", token: F.token(0), kind: .voip)]
        // The device's kind suggests voip, and the strip says where the type came from.
        let start = run([], profile: profile)
        #expect(start.screen.contains("type voip (from device)"), "\(start.screen)")

        let inForm = run(keys(.function(2)), profile: profile)
        #expect(inForm.screen.contains("Push fields"), "\(inForm.screen)")
        let choose = keys(.function(2), .end, .control("u")) + typed("alert") + keys(.enter)
        let chosen = run(choose, profile: profile)
        #expect(chosen.screen.contains("type alert · priority"), "\(chosen.screen)")
        #expect(!chosen.screen.contains("from device"), "the user's choice is not the device's:\n\(chosen.screen)")

        let sent = run(choose + keys(.control("s")), profile: profile)
        #expect(sent.screen.contains("200 Delivered"), "\(sent.screen)")
        let requests = sent.performer.sends.flatMap(\.requests)
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.pushType == .alert)
        #expect(request.topic == "com.example.demo")
    }

    /// Was ConsolePushTypeTests (tmux): F6 lists every diagnostic of the payload and Esc closes the list.
    @Test func f6ListsEveryDiagnosticAndEscapeClosesTheList() throws {
        // Into the fixture's "aps" object: an undocumented key and a badge that is not a number.
        let broken = keys(.down, .end) + [.paste(#" "soundd": 1, "badge": "one","#)]
        let marked = run(broken)
        #expect(marked.screen.contains(try Regex(#"\+\d+ more: F6"#)), "\(marked.screen)")
        let list = run(broken + keys(.function(6))).screen
        #expect(list.contains("Diagnostics: "), "\(list)")
        #expect(list.contains("badge"), "\(list)")
        #expect(list.contains("soundd"), "\(list)")
        let closed = run(broken + keys(.function(6), .escape)).screen
        #expect(!closed.contains("Diagnostics: "), "the list did not close:\n\(closed)")
    }

    /// Was ConsoleBadInputTests (tmux): started on a terminal of 20x6 the console asks to be
    /// enlarged, naming the size, and shows itself once the terminal is large enough.
    @Test func aTerminalOf20x6AsksToBeEnlargedThenShowsTheConsole() throws {
        let small = run([], width: 20, height: 6).screen
        #expect(small.contains("enlarge"), "\(small)")
        #expect(small.contains("(now 20x6)"), "\(small)")
        let large = run([.resize(width: 120, height: 40)], width: 20, height: 6)
        #expect(large.screen.contains(try Regex(#"Responses \(\d+\)"#)), "\(large.screen)")
        #expect(Self.meterCount(on: large.screen) != nil, "no payload meter:\n\(large.screen)")
        #expect(!large.screen.contains("enlarge"), "\(large.screen)")
        #expect(large.state.width == 120 && large.state.height == 40)
    }

    /// Was ConsoleHiddenScreenTests (tmux): shrunk below its minimum size the console sends nothing
    /// and opens nothing; back at a usable size Ctrl-S delivers one push.
    @Test func atFortyByTenCtrlSSendsNothingAndAtEightyByTwentyFourItDelivers() throws {
        // Send, open help, answer `y` to a confirmation nobody could see.
        let hidden: [TerminalEvent] = [.resize(width: 40, height: 10)] + keys(.control("s"), .function(5), .character("?"), .character("y"))
        let small = run(hidden)
        #expect(small.screen.contains("enlarge the terminal"), "\(small.screen)")
        #expect(small.performer.sends.isEmpty, "a push went out behind the enlarge message: \(small.performer.sends)")

        // Alive: back at a usable size the normal frame returns, with no dialog opened unseen.
        let back = hidden + [.resize(width: 80, height: 24)]
        let frame = run(back).screen
        #expect(frame.contains(try Regex(#"Responses \(\d+\)"#)), "\(frame)")
        #expect(!frame.contains("━ Keys ━"), "help opened while hidden:\n\(frame)")
        #expect(!frame.contains("enlarge the terminal"))
        let sent = run(back + keys(.control("s")))
        #expect(sent.screen.contains("200 Delivered"), "\(sent.screen)")
        #expect(sent.performer.sends.flatMap(\.requests).count == 1, "\(sent.performer.sends)")
    }
}
