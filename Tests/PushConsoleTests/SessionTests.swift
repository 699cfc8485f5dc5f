import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A terminal that replays scripted events and keeps every frame it was asked to draw.
final class ScriptedTerminal: TerminalDevice {
    var size: (width: Int, height: Int)
    private var events: [TerminalEvent]
    /// Whether the script counts as already typed (a flood): then a zero-timeout read gets it too;
    /// otherwise each event arrives only when the loop waits for one.
    private let alreadyWaiting: Bool
    private(set) var frames: [Screen] = []
    private(set) var waits: [Int?] = []
    /// What the out-of-script waits get before Ctrl-Q (Esc to close a dialog that would keep it).
    private var closing: [TerminalEvent]
    /// The frame on screen when the script ran out, before any closing event.
    private(set) var scriptEndFrame: Screen?
    private var scriptEnded = false

    init(width: Int = 100, height: Int = 30, events: [TerminalEvent], alreadyWaiting: Bool = false, closing: [TerminalEvent] = []) {
        size = (width, height)
        self.events = events
        self.alreadyWaiting = alreadyWaiting
        self.closing = closing
    }

    func draw(_ screen: Screen) { frames.append(screen) }

    /// Every change of mouse reporting the loop asked for, in order.
    private(set) var mouseReporting: [Bool] = []

    func reportMouse(_ isOn: Bool) { mouseReporting.append(isOn) }

    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        if timeoutMilliseconds == 0, !alreadyWaiting { return nil }
        waits.append(timeoutMilliseconds)
        if events.isEmpty, !scriptEnded {
            scriptEnded = true
            scriptEndFrame = frames.last
        }
        // Out of script: close and quit, so a test can never hang.
        guard !events.isEmpty else { return closing.isEmpty ? .key(.control("q")) : closing.removeFirst() }
        return events.removeFirst()
    }

    func wake() {}
}

/// Answers effects at once, standing in for the runtime and its dispatchers: profiles from a
/// fixture (or read from profile files as the runtime reads a directory), one `.p8` key on disk,
/// the history given, every device push delivered (each with an apns-id of its own) except dead
/// tokens — each recorded as the dispatcher records it, and what a 410 teaches the book reported
/// as it reports it — FCM messages and broadcasts accepted, channels kept per profile file, the
/// device view from what was delivered, drafts kept as the drafts file keeps them and the saved
/// payloads listed.
final class InstantPerformer: EffectPerformer {
    /// Where ``init(profileFiles:history:)``'s files are.
    static let profilesDirectory = "/profiles"
    /// The one `.p8` key on the stand-in's disk: any other key file a profile form names does not exist.
    static let keyFile = "/keys/AuthKey_DEMOKEY001.p8"

    private(set) var performed: [Effect] = []
    /// The drafts file: what `.saveDrafts` wrote, read back by the next `.loadProfiles` (a
    /// restart is a new session on the same performer).
    var savedDrafts: [String: PayloadDraft] = [:]
    /// The payload library: every profile's saved payloads.
    var savedPayloads: [SavedPayload] = []
    private let profile: Profile
    private let history: [LogRow]
    /// What each read of the profiles directory finds (file name to bytes), in turn; the last one
    /// stays. Empty: the one fixture profile in `/p.json`.
    private var directoryReads: [[String: [UInt8]]]
    private var answers = 0
    /// The broadcast channels of each profile file, as the simulator keeps them.
    private var channels: [String: [String]] = [:]
    /// The pushes recorded in the history, as the console reads them back, oldest first.
    private(set) var historyRows: [LogRow] = []

    /// Rows only a search of the whole history finds: older than the tail the console loads.
    private let archived: [LogRow]

    init(profile: Profile = ConsoleFixtures.profile(deadThird: false), history: [LogRow] = [], archived: [LogRow] = []) {
        self.profile = profile
        self.history = history
        self.archived = archived
        directoryReads = []
    }

    /// A performer whose profiles directory holds `profileFiles`: the first read finds the first
    /// files, the next read the next (a file fixed on disk meanwhile), and so on.
    init(profileFiles: [[String: [UInt8]]], history: [LogRow] = []) {
        profile = ConsoleFixtures.profile(deadThird: false)
        self.history = history
        archived = []
        directoryReads = profileFiles
    }

    /// The profiles as the runtime reads a directory: every `*.json` file that is not hidden, by
    /// name; one that does not decode is a broken entry with the first problem.
    private func readProfiles() -> [ProfileEntry] {
        guard let files = directoryReads.first else { return [.loaded(file: "/p.json", profile: profile)] }
        if directoryReads.count > 1 { directoryReads.removeFirst() }
        return files.keys.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { name in
            let file = ProfilePath.resolve(name, relativeTo: Self.profilesDirectory)
            switch ProfileCodec.decode(files[name] ?? [], file: file) {
            case .success(let profile): return .loaded(file: file, profile: profile)
            case .failure(let error): return .broken(file: file, problem: error.summary)
            }
        }
    }

    /// The plans of the sends performed so far, oldest first.
    var sends: [SendPlan] {
        performed.compactMap { if case .send(_, let plan) = $0 { plan } else { nil } }
    }

    func perform(_ effect: Effect, mailbox: Mailbox) {
        performed.append(effect)
        switch effect {
        case .loadProfiles:
            mailbox.post(.profilesLoaded(readProfiles(), drafts: savedDrafts))
        case .saveDrafts(let changed):
            // As the runtime keeps them: the latest of each, another profile's left as it was.
            savedDrafts.merge(changed) { _, new in new }
        case .loadHistory:
            mailbox.post(.historyLoaded(history))
        case .searchHistory(let search):
            // As the runtime searches the file: every record but this process's own, whose rows the console holds.
            mailbox.post(.historySearched(query: search.query, rows: (archived + history).filter(search.matches), isComplete: true))
        case .send(let id, let plan):
            switch plan.pushes {
            case .devices(let requests): answer(id, requests, plan: plan, mailbox: mailbox)
            case .fcm(_, let tokens): answerFCM(id, tokens: tokens, plan: plan, mailbox: mailbox)
            case .broadcast:
                // APNs accepts a broadcast to a channel it knows with a bare 200.
                mailbox.post(.pushAnswered(id, index: 0, answer: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200))))
            }
        case .checkKeyFile(let path, let profileFile):
            // As the runtime reads it: located against the profile's directory, named when missing.
            let located = ProfilePath.resolve(path, relativeTo: ProfilePath.directory(of: profileFile))
            mailbox.post(.keyFileChecked(KeyFileCheck(path: path, problem: located == Self.keyFile ? nil : "key file \(located) does not exist")))
        case .listChannels(let file, _):
            mailbox.post(.channelsLoaded(profileFile: file, channelIDs: channels[file] ?? []))
        case .createChannel(let file, _, _):
            // The runtime creates, then lists again; the simulator's channel IDs are base64.
            channels[file, default: []].append(Data("channel-\((channels[file] ?? []).count + 1)".utf8).base64EncodedString())
            mailbox.post(.channelsLoaded(profileFile: file, channelIDs: channels[file] ?? []))
        case .deleteChannel(let file, _, let channelID):
            channels[file]?.removeAll { $0 == channelID }
            mailbox.post(.channelsLoaded(profileFile: file, channelIDs: channels[file] ?? []))
        case .loadLibrary(let file):
            mailbox.post(.libraryLoaded(LibraryReport(profileFile: file, payloads: savedPayloads)))
        case .loadDeliveries:
            // What the simulator's device keeps: the wire bytes of every push it accepted, newest first.
            let delivered = sends.flatMap(\.requests).filter { !Self.isDead($0) }
            mailbox.post(.deliveriesLoaded(delivered.reversed().map { request in
                DeviceDelivery(shortToken: request.token.shortened, topic: request.topic, pushType: request.pushType,
                               payload: PayloadDocument(text: request.payload).wireBytes ?? [], receivedAt: ConsoleFixtures.now)
            }))
        default:
            break
        }
    }

    /// Answers each device push as the dispatcher reports it: the answer, the push recorded, and
    /// what the answers taught the book once at the end.
    private func answer(_ id: SendID, _ requests: [PushRequest], plan: SendPlan, mailbox: Mailbox) {
        var learned: [TokenOutcomeUpdate] = []
        for (index, request) in requests.enumerated() {
            answers += 1
            let response = Self.isDead(request) ? APNsResponse(status: 410, reason: .unregistered, timestamp: 1_700_000_000_000)
                                : APNsResponse(status: 200, apnsID: String(format: "A%07X-1111-4222-8333-%012X", answers, answers))
            let answer = SendAnswer(outcome: response.outcome, response: response)
            var row = LogRow.apns(request, sendID: id, index: index, sentAt: ConsoleFixtures.now, profile: plan.profile,
                                  file: plan.profileFile, label: nil)
            row.answer = answer
            historyRows.append(row)
            mailbox.post(.pushAnswered(id, index: index, answer: answer))
            learned += TokenOutcomeUpdate.learned(from: response.reason?.rawValue, timestamp: response.timestamp,
                                                  delivered: response.outcome == .delivered,
                                                  to: plan.profile.tokens.first { $0.token == .device(request.token) },
                                                  environment: plan.profile.environment, topic: request.topic,
                                                  at: ConsoleFixtures.now).map { [$0] } ?? []
        }
        if !learned.isEmpty { mailbox.post(.tokenOutcomesLearned(profileFile: plan.profileFile, updates: learned)) }
    }

    /// Answers an FCM message as the FCM dispatcher reports it: once per registration token in
    /// order, or once (index 0) to the target the message names when there are none; FCM accepts
    /// each with a 200 and the name it gave the message.
    private func answerFCM(_ id: SendID, tokens: [RegistrationToken], plan: SendPlan, mailbox: Mailbox) {
        let project = plan.profile.fcm?.project ?? "demo-project"
        var learned: [TokenOutcomeUpdate] = []
        for index in 0..<max(tokens.count, 1) {
            answers += 1
            mailbox.post(.pushAnswered(id, index: index, answer: SendAnswer(outcome: .delivered, latencyMilliseconds: 1, httpStatus: 200,
                                                                           fcmMessageName: "projects/\(project)/messages/\(answers)")))
            guard index < tokens.count else { continue }
            let token = BookToken.registration(tokens[index])
            learned += TokenOutcomeUpdate.learned(from: nil, delivered: true, to: plan.profile.tokens.first { $0.token == token },
                                                  at: ConsoleFixtures.now).map { [$0] } ?? []
        }
        if !learned.isEmpty { mailbox.post(.tokenOutcomesLearned(profileFile: plan.profileFile, updates: learned)) }
    }

    /// The fixture's third device is the one APNs has unregistered.
    private static func isDead(_ request: PushRequest) -> Bool { request.token == ConsoleFixtures.token(2) }
}

@Suite struct SessionTests {
    @Test func scriptedKeysDriveTheRealLoopToADeliveredRowAndA410() {
        let terminal = ScriptedTerminal(events: [
            .key(.control("s")),
            .key(.backTab), .key(.down), .key(.down), .key(.character(" ")),
            .key(.control("s")),
        ])
        let performer = InstantPerformer()
        let session = ConsoleSession(state: AppState(width: 1, height: 1), terminal: terminal, performer: performer,
                                     clock: { ConsoleFixtures.now })
        let final = session.run(initial: [.loadProfiles])
        #expect(final.isQuitting)
        #expect(final.width == 100 && final.height == 30)
        #expect(final.log.rows.map { $0.answer?.outcome } == [.delivered, .unregistered])
        // The 410 marked the device dead in the book, and it is no longer chosen.
        let book = final.profiles.selectedProfile?.tokens ?? []
        #expect(book.first { $0.token == .device(ConsoleFixtures.token(2)) }?.isDead(in: nil) == true)
        #expect(!final.devices.chosen.contains(.device(ConsoleFixtures.token(2))))
        let last = final.log.rows.last.flatMap(\.answer)?.response
        #expect(last?.status == 410)
        // The idle loop waits without a timeout (no busy polling).
        #expect(terminal.waits.allSatisfy { $0 == nil })
        // The final frame before quitting shows both rows.
        let screen = terminal.frames.last?.text ?? ""
        #expect(screen.contains("Delivered"))
        #expect(screen.contains("410"))
    }

    @Test func keysAlreadyWaitingAreReducedBeforeTheNextFrame() {
        let typed = String(repeating: "abcdefghij", count: 40)
        let terminal = ScriptedTerminal(events: typed.map { .key(.character($0)) }, alreadyWaiting: true)
        let session = ConsoleSession(state: AppState(width: 80, height: 24), terminal: terminal, performer: InstantPerformer(),
                                     clock: { ConsoleFixtures.now })
        let final = session.run(initial: [.loadProfiles])
        // Every key lands, in order, and the 400-key flood costs a handful of frames, not 400.
        #expect(final.editor.text.contains(typed))
        #expect(terminal.frames.count <= 1 + (typed.count + ConsoleSession.maxEventsPerFrame - 1) / ConsoleSession.maxEventsPerFrame + 1)
        #expect(terminal.frames.last?.text.contains("abcdefghij") == true)
    }

    @Test func aStopRequestEndsTheSessionWithTheDraftSaved() {
        let terminal = ScriptedTerminal(events: [.key(.character("x")), .key(.character("y"))])
        let performer = InstantPerformer()
        var stops = 0
        let session = ConsoleSession(state: AppState(width: 80, height: 24), terminal: terminal, performer: performer,
                                     clock: { ConsoleFixtures.now }, stopRequested: {
                                         stops += 1
                                         return stops >= 2
                                     })
        let final = session.run(initial: [.loadProfiles])
        #expect(final.isQuitting)
        #expect(final.editor.text != PayloadTemplate.apns[0].text(now: 0))
        #expect(performer.savedDrafts["/p.json"]?.payload == final.editor.text, "\(performer.savedDrafts)")
    }
}

extension SessionTests {
    @Test func theCopiedTextViewTurnsMouseReportingOffWhileItIsOpen() {
        let terminal = ScriptedTerminal(events: [.key(.character("v")), .key(.escape)])
        var state = AppState(width: 80, height: 24)
        state.focus = .log
        _ = Reducer.reduce(&state, .copied(ClipboardCopyTests.copy(.tool("xclip"))), now: ConsoleFixtures.now)
        let session = ConsoleSession(state: state, terminal: terminal, performer: InstantPerformer(), clock: { ConsoleFixtures.now })
        session.run(initial: [.loadProfiles])
        #expect(terminal.mouseReporting == [false, true])
        #expect(terminal.frames.contains { $0.text.hasPrefix("Copied: the curl command") })
    }
}
