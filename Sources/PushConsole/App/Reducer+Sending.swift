import Foundation
import PushCore

extension Reducer {
    /// Ctrl-S: checks, then does what ``AppState/nextSend`` says (asking first when it goes to
    /// production or to a device the book marks dead).
    static func send(_ state: inout AppState, now: Date) -> [Effect] {
        let next: NextSend
        switch state.nextSend {
        case .failure(let blocked):
            state.status = StatusMessage("not sent: \(blocked.message)", style: .error)
            return []
        case .success(let value):
            next = value
        }
        let pushes: SendPlan.Pushes
        switch next.recipients {
        case .channel(let channel):
            return broadcast(to: channel, next: next, in: &state, now: now)
        case .devices(let entries):
            pushes = .devices(devicePushes(to: entries.compactMap(\.token.deviceToken), next: next, editor: state.editor, now: now))
        case .fcmTokens(let entries):
            // The edited FCM message to each chosen fcm token of the book.
            pushes = .fcm(message: state.editor.text, tokens: entries.compactMap(\.token.registrationToken))
        case .fcmMessage:
            // With none chosen, the message as it is: to the `token`, `topic` or `condition` inside it.
            pushes = .fcm(message: state.editor.text, tokens: [])
        case .simulator:
            // simctl takes no token: the push carries the stand-in, and its row names the device.
            pushes = .devices(devicePushes(to: [SimulatorSettings.standInToken], next: next, editor: state.editor, now: now))
            if let warning = next.pushType.flatMap({ SimulatorPushFile.warnings(pushType: $0).first }) {
                state.status = StatusMessage(warning, style: .warning)
            }
        }
        revalidate(&state)
        if let error = state.editor.check.findings.first(where: { $0.severity == .error }) {
            state.status = StatusMessage("not sent: \(error.message)", style: .error)
            return []
        }
        if case .devices = pushes, let hint = LiveActivityStamp.budgetHint(state.log.rows, fields: state.editor.fields, now: now) {
            state.status = StatusMessage(hint, style: .warning)
        }
        let plan = SendPlan(profileFile: next.profileFile, profile: next.profile, pushes: pushes)
        if next.needsConfirmation || !next.deadRecipients.isEmpty {
            state.overlay = Overlay(Confirmation.send(plan, now: now))
            return []
        }
        return start(plan, in: &state, now: now)
    }

    /// The edited payload (a Live Activity's timestamps made for `now`) with the editor's fields, to
    /// each of `tokens` with `next`'s topic.
    private static func devicePushes(to tokens: [DeviceToken], next: NextSend, editor: EditorState, now: Date) -> [PushRequest] {
        let seconds = Int(now.timeIntervalSince1970)
        let payload = LiveActivityStamp.refresh(editor.text, templateTimestamp: editor.templateTimestamp, now: seconds)
        return tokens.map { editor.fields.request(token: $0, topic: next.topic, payload: payload, now: seconds) }
    }

    /// Adds the rows of `plan` to the log (in flight), says what is under way and asks the runner
    /// to send it: the one way every send of the console starts.
    static func start(_ plan: SendPlan, in state: inout AppState, now: Date) -> [Effect] {
        let id = SendID(state.nextSendID)
        state.nextSendID += 1
        let (file, profile) = (plan.profileFile, plan.profile)
        let labels = Dictionary(profile.tokens.map { ($0.token, $0.label) }) { first, _ in first }
        switch plan.pushes {
        case .devices(let requests):
            for (index, request) in requests.enumerated() {
                state.log.append(.apns(request, sendID: id, index: index, sentAt: now, profile: profile, file: file,
                                       label: profile.simulator?.label ?? labels[.device(request.token)]))
            }
            if state.status?.style != .warning {
                state.status = StatusMessage("sending \(requests.count) push\(requests.count == 1 ? "" : "es") to \(Destination(profile, file: file).name)…")
            }
        case .fcm(let text, let tokens):
            let body = PayloadDocument(text: text).wireBytes.map { String(decoding: $0, as: UTF8.self) } ?? text
            let project = state.profiles.fcmProject(ofFile: file)
            if tokens.isEmpty {
                let target = NextSend.target(named: text)
                state.log.append(.fcm(sendID: id, index: 0, sentAt: now, profile: profile, project: project, file: file,
                                      label: target.map { "FCM \($0.fieldName)" }, shortToken: target.map(fcmLabel) ?? "", body: body, token: nil))
            }
            for (index, token) in tokens.enumerated() {
                state.log.append(.fcm(sendID: id, index: index, sentAt: now, profile: profile, project: project, file: file,
                                      label: labels[.registration(token)], shortToken: token.shortened, body: body, token: token))
            }
            let count = max(1, tokens.count)
            state.status = StatusMessage("sending \(count) FCM message\(count == 1 ? "" : "s")…")
        case .broadcast(let request):
            state.log.append(.broadcast(request, profile: profile, file: file, sendID: id, sentAt: now))
            state.status = StatusMessage("broadcasting to channel \(ChannelList.shortened(request.channelID))…")
        }
        return [.send(id, plan)]
    }

    /// A registration token shortened like an APNs token; topics and conditions shown whole.
    private static func fcmLabel(_ target: FCMTarget) -> String {
        if case .token(let token) = target { return "…" + token.suffix(8) }
        return target.value
    }

    /// `r`: asks to send the selected row's push again (a letter never sends by itself). A row of this session has its request; a row that keeps
    /// only the token's last characters (an earlier session's, or `pushtui send`'s) goes to the
    /// device of its profile's book whose token ends in them: the one, the one chosen when several
    /// do, none when no device does (and the status says how to add it).
    static func resend(_ state: inout AppState, now: Date) -> [Effect] {
        guard let row = state.log.selectedRow else { return [] }
        if case .fcm = row.service {
            state.status = StatusMessage("r resends APNs pushes; Ctrl-S sends the FCM message again", style: .warning)
            return []
        }
        if row.isBroadcast {
            state.status = StatusMessage("r resends device pushes; F4 picks the channel to broadcast to again", style: .warning)
            return []
        }
        guard let (file, profile) = profile(of: row, in: state) else {
            state.status = StatusMessage("cannot resend: " + profileNotLoaded(for: row, in: state), style: .error)
            return []
        }
        if let request = row.request {
            return resend(SendPlan(profileFile: file, profile: profile, requests: [request]), in: &state, now: now)
        }
        let matches = row.bookMatches(in: profile.tokens)
        switch matches.count {
        case 0:
            state.status = StatusMessage("no device in \(profile.name)'s book ends in \(row.shortToken); add it with a", style: .warning)
            return []
        case 1:
            return resend(row, to: matches[0], file: file, profile: profile, in: &state, now: now)
        default:
            state.overlay = Overlay(ResendChooser(row: row, profileFile: file, profile: profile, candidates: matches))
            return []
        }
    }

    /// Asks to send `row`'s push again to the book's device `entry`.
    static func resend(_ row: LogRow, to entry: TokenBookEntry, file: String, profile: Profile, in state: inout AppState,
                       now: Date) -> [Effect] {
        guard let token = entry.token.deviceToken else { return [] }
        return resend(SendPlan(profileFile: file, profile: profile, requests: [row.resendRequest(to: token)]), in: &state, now: now)
    }

    /// Asks before `plan` goes: the question names recipient, host and push type.
    private static func resend(_ plan: SendPlan, in state: inout AppState, now: Date) -> [Effect] {
        state.overlay = Overlay(Confirmation.send(plan, again: true, now: now))
        return []
    }

    /// The loaded profile `row` was sent with: by its file, the profile's identity (two profiles
    /// may share a name), by name only for a record written before the history kept the file, and
    /// the selected profile for a push `pushtui send` made without a profile.
    static func profile(of row: LogRow, in state: AppState) -> (file: String, profile: Profile)? {
        if row.profileFile == nil, row.profileName.isEmpty, case .loaded(let file, let profile)? = state.profiles.selectedEntry {
            return (file, profile)
        }
        return state.profiles.entries.lazy.compactMap { entry -> (file: String, profile: Profile)? in
            guard case .loaded(let file, let profile) = entry else { return nil }
            let matches = row.profileFile.map { $0 == file } ?? (profile.name == row.profileName)
            return matches ? (file, profile) : nil
        }.first
    }

    /// Why ``profile(of:in:)`` found nothing for `row`: its profile file lies outside the directory
    /// this console reads (a `pushtui send --profile` elsewhere), or is no longer in it.
    static func profileNotLoaded(for row: LogRow, in state: AppState) -> String {
        guard let file = row.profileFile else { return "no loaded profile is named \(row.profileName)" }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        if let directory = state.profilesDirectory, URL(fileURLWithPath: directory).standardizedFileURL.path != URL(fileURLWithPath: folder).standardizedFileURL.path {
            return "it was sent with \(file), outside \(directory) where this console reads its profiles"
        }
        return "its profile \(file) is no longer among the profiles"
    }

    /// One push of send `id` answered: its row takes the answer, the provider token's status the
    /// response, and the status line the tally once the send is over. The push's record in the
    /// history and what it teaches the token book are the dispatcher's to write (the book comes back
    /// as ``Action/tokenOutcomesLearned(profileFile:updates:)``).
    static func pushAnswered(_ id: SendID, index: Int, answer: SendAnswer, in state: inout AppState, now: Date) {
        guard let row = state.log.answer(id, index: index, with: answer) else { return }
        if let response = answer.response, row.service == .apns, !row.isBroadcast, let file = row.profileFile {
            state.profiles.providerTokens[file, default: ProviderTokenStatus()].note(response, at: now)
        }
        guard !state.log.hasPushesInFlight else { return }
        let rows = state.log.rows.filter { $0.sendID == id }
        let delivered = rows.filter { $0.answer?.outcome == .delivered }.count
        let tally = "\(delivered) of \(rows.count) delivered"
        // Once per send, when it ends: the latest server date against the time it arrived.
        if let serverDate = answer.response?.serverDate ?? rows.compactMap({ $0.answer?.response?.serverDate }).last,
           let warning = ClockSkew(localTime: now, serverDate: serverDate).warning {
            state.status = StatusMessage("\(tally); \(warning)", style: .warning)
        } else {
            state.status = StatusMessage(tally, style: delivered == rows.count ? .ok : .warning)
        }
    }

    /// Lays what a send learned over the book of the profile in `file`, in memory (the dispatcher
    /// wrote the file already); a device newly dead is no longer chosen.
    static func learned(_ updates: [TokenOutcomeUpdate], inBookOf file: String, in state: inout AppState) {
        guard let index = state.profiles.index(of: file), case .loaded(_, let profile) = state.profiles.entries[index] else { return }
        let updated = profile.applying(updates)
        state.profiles.replace(file: file, with: updated)
        guard index == state.profiles.selected else { return }
        for update in updates where updated.tokens.marksDead(update.token, in: updated.environment) { state.devices.chosen.remove(update.token) }
    }
}
