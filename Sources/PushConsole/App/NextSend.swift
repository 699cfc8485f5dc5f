import PushCore

/// What Ctrl-S will do: to whom, through which host, with which push type and topic. Derived in one
/// place from the state (``AppState/nextSend``) and read by the next-send line, the send itself and
/// its production confirmation, so the screen cannot name a different send than the one made.
public struct NextSend: Sendable, Equatable {
    /// Who receives the push.
    public enum Recipients: Sendable, Equatable {
        /// APNs devices of the token book.
        case devices([TokenBookEntry])
        /// A broadcast channel, by its ID.
        case channel(String)
        /// FCM registration tokens of the book, chosen with Space or A.
        case fcmTokens([TokenBookEntry])
        /// The target an FCM message names itself (token, topic or condition); nil while it names none.
        case fcmMessage(FCMTarget?)
        /// The app in the iOS Simulator an iOS Simulator profile names, by `xcrun simctl push`.
        case simulator(SimulatorSettings)
    }

    /// Why Ctrl-S cannot send now, phrased for the status bar and the next-send line.
    public struct Blocked: Error, Sendable, Equatable {
        /// "add a device to My App first (Devices pane, a)".
        public var message: String
    }

    /// The profile's file (its identity) and the profile sent with.
    public var profileFile: String
    public var profile: Profile
    /// Who receives it.
    public var recipients: Recipients
    /// Where it goes: the route the send resolves too.
    public var destination: Destination
    /// `apns-push-type`; nil for FCM.
    public var pushType: PushType?
    /// `apns-topic` (a broadcast's bundle ID); empty for FCM.
    public var topic: String

    /// What `plan` does (a resend among them): its devices as the book labels them, its FCM
    /// tokens or the target its message names, or its broadcast's channel.
    init(_ plan: SendPlan) {
        let book = plan.profile.tokens
        let destination = Destination(plan.profile, file: plan.profileFile)
        switch plan.pushes {
        case .devices(let requests):
            if let settings = plan.profile.simulator {
                self.init(profileFile: plan.profileFile, profile: plan.profile, recipients: .simulator(settings), destination: destination,
                          pushType: requests.first?.pushType, topic: requests.first?.topic ?? "")
                return
            }
            let entries = requests.map { request in
                book.first { $0.token == .device(request.token) } ?? TokenBookEntry(label: "", token: request.token)
            }
            self.init(profileFile: plan.profileFile, profile: plan.profile, recipients: .devices(entries), destination: destination,
                      pushType: requests.first?.pushType, topic: requests.first?.topic ?? plan.profile.apns?.topic ?? "")
        case .fcm(let message, let tokens):
            let entries = tokens.map { token in
                book.first { $0.token == .registration(token) } ?? TokenBookEntry(label: "", registrationToken: token)
            }
            let recipients = entries.isEmpty ? .fcmMessage(Self.target(named: message)) : Recipients.fcmTokens(entries)
            self.init(profileFile: plan.profileFile, profile: plan.profile, recipients: recipients, destination: destination,
                      pushType: nil, topic: "")
        case .broadcast(let request):
            self.init(profileFile: plan.profileFile, profile: plan.profile, recipients: .channel(request.channelID),
                      destination: Destination(plan.profile, file: plan.profileFile, broadcast: true), pushType: BroadcastRequest.pushType,
                      topic: request.bundleID)
        }
    }

    init(profileFile: String, profile: Profile, recipients: Recipients, destination: Destination, pushType: PushType?, topic: String) {
        self.profileFile = profileFile
        self.profile = profile
        self.recipients = recipients
        self.destination = destination
        self.pushType = pushType
        self.topic = topic
    }

    /// The recipient an FCM message `text` names itself (token, topic or condition); nil while it
    /// names none or is not JSON.
    static func target(named text: String) -> FCMTarget? {
        PayloadDocument(text: text).value.flatMap(FCMTarget.init(message:))
    }

    /// Whether the send waits for a yes first.
    public var needsConfirmation: Bool { destination.isProduction }

    /// The recipients the book marks dead (the service said their token is no longer valid): Ctrl-S
    /// asks before it sends to them again.
    public var deadRecipients: [TokenBookEntry] {
        switch recipients {
        case .devices(let entries), .fcmTokens(let entries): return entries.filter { $0.isDead(in: destination.environment) }
        case .channel, .fcmMessage, .simulator: return []
        }
    }

    /// What the token book knows against this send, device by device: dead marks, the other
    /// environment, a push type the token's kind does not receive, a topic APNs refused it for.
    public var warnings: [TokenWarning] {
        switch recipients {
        case .devices(let entries), .fcmTokens(let entries):
            return entries.flatMap { TokenWarning.warnings(for: $0, pushType: pushType, topic: topic, environment: destination.environment) }
        case .channel, .fcmMessage, .simulator: return []
        }
    }

    /// The recipients in words: "iPhone 16 Pro …c8d0e2f"; "3 devices: A, B, C"; "12 devices: A, B
    /// and 10 more"; "channel …4f2a9c1e"; "FCM topic news". Labels longer than `labelWidth` are
    /// cut with "…"; `token` false leaves a labelled device's token out; `names` below 2 lists one
    /// label or none ("12 devices: A and 11 more", "12 devices"). The count is never dropped.
    public func recipientText(labelWidth: Int? = nil, token: Bool = true, names: Int = 2) -> String {
        switch recipients {
        case .devices(let entries), .fcmTokens(let entries):
            return Self.describe(entries, book: profile.tokens, labelWidth: labelWidth, token: token, names: names)
        case .channel(let id):
            return "channel \(ChannelList.shortened(id))"
        case .fcmMessage(.token(let token)?):
            // A template's placeholder (or a slip) is no token to name: the check says why.
            guard (try? RegistrationToken(parsing: token)) != nil else { return "no FCM token yet (choose a device or write one)" }
            return "FCM token …" + token.suffix(8)
        case .fcmMessage(let target?):
            return "FCM \(target.fieldName) \(target.value)"
        case .fcmMessage(nil):
            return "the message's target (none yet)"
        case .simulator(let settings):
            return settings.label
        }
    }

    private static func describe(_ entries: [TokenBookEntry], book: [TokenBookEntry], labelWidth: Int?, token: Bool, names: Int) -> String {
        func cut(_ label: String) -> String {
            guard let labelWidth, label.count > labelWidth else { return label }
            return String(label.prefix(max(1, labelWidth - 1))) + "…"
        }
        if entries.count == 1 {
            let entry = entries[0]
            if entry.label.isEmpty {
                return entry.token.shortened + (book.contains { $0.token == entry.token } ? "" : " (not in the book)")
            }
            return token ? "\(cut(entry.label)) \(entry.token.shortened)" : cut(entry.label)
        }
        let count = "\(entries.count) devices"
        guard names > 0 else { return count }
        let labels = entries.map { $0.label.isEmpty ? $0.token.shortened : cut($0.label) }
        if labels.count <= 3, names >= 2 { return "\(count): " + labels.joined(separator: ", ") }
        let listed = min(names, 2)
        return "\(count): \(labels.prefix(listed).joined(separator: ", ")) and \(labels.count - listed) more"
    }
}

extension AppState {
    /// What Ctrl-S will do now, or why it cannot: a token typed into the next-send line takes it
    /// (outside the book); else a picked channel takes a broadcast, an FCM
    /// profile sends to its chosen tokens or the message's own target, an APNs profile to the
    /// chosen devices or the one under the cursor.
    public var nextSend: Result<NextSend, NextSend.Blocked> {
        guard case .loaded(let file, let profile)? = profiles.selectedEntry else {
            return .failure(NextSend.Blocked(message: "choose a profile that loads"))
        }
        // An iOS Simulator profile has one recipient, its device: no book, no typed token.
        if let settings = profile.simulator {
            return .success(NextSend(profileFile: file, profile: profile, recipients: .simulator(settings), destination: Destination(profile, file: file),
                                     pushType: editor.fields.pushType, topic: nextTopic))
        }
        // A token typed into the next-send line wins over the book and a channel: it was chosen last.
        if let token = nextSendToken?.token {
            let entry = NextSendToken.entry(token)
            return .success(NextSend(profileFile: file, profile: profile, recipients: profile.kind == .fcm ? .fcmTokens([entry]) : .devices([entry]),
                                     destination: Destination(profile, file: file), pushType: profile.kind == .fcm ? nil : editor.fields.pushType,
                                     topic: profile.kind == .fcm ? "" : nextTopic))
        }
        if profile.kind == .fcm {
            let chosen = chosenFCMEntries
            let recipients: NextSend.Recipients = chosen.isEmpty
                ? .fcmMessage(NextSend.target(named: editor.text)) : .fcmTokens(chosen)
            return .success(NextSend(profileFile: file, profile: profile, recipients: recipients, destination: Destination(profile, file: file),
                                     pushType: nil, topic: ""))
        }
        if let channel = channels.target {
            return .success(NextSend(profileFile: file, profile: profile, recipients: .channel(channel),
                                     destination: Destination(profile, file: file, broadcast: true), pushType: BroadcastRequest.pushType,
                                     topic: BroadcastRequest.bundleID(fromTopic: selectedBundleID)))
        }
        let targets = sendTargets
        guard !targets.isEmpty else {
            return .failure(NextSend.Blocked(message: "add a device to \(profile.name) first (Devices pane, a)"))
        }
        return .success(NextSend(profileFile: file, profile: profile, recipients: .devices(targets), destination: Destination(profile, file: file),
                                 pushType: editor.fields.pushType, topic: nextTopic))
    }
}
