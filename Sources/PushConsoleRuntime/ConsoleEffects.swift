import Foundation
import PushConsole
import PushCore
import PushDelivery
import PushCrypto
import PushStorage
import PushTransport

/// Performs the console's effects against the real world: profiles and drafts on disk, the
/// history file, and pushes through the clients of `clients` (one long-lived client per route in
/// the app; fakes in tests). Results come back to the loop through the mailbox.
public final class ConsoleEffects: EffectPerformer {
    private let profilesDirectory: String
    private let paths: StatePaths
    private let pathContext: PathContext
    private let demo: EmbeddedSimulatorProfile?
    private let history: HistoryFile
    private let drafts: any DraftStore
    private let draftSaver: DraftSaver
    private let externalEditor: ExternalEditor
    private let deliveries: () -> [DeviceDelivery]
    private let copyToClipboard: (String) -> Void
    private let clipboard: Clipboard
    private let clients: any PushClients
    private let library: LibraryEffects
    /// Key files already warned about: each is named once per session, on the status line
    /// (standard error would scribble over the screen).
    private var warnedKeyFiles = Set<String>()
    /// Follows the history file for pushes other processes record, once it was first read.
    private var follower: HistoryFollower?
    /// Watches the profile files for changes other processes make, once they were first read.
    private var profileWatcher: DirectoryWatcher?
    /// The profile files as last read: what a change on disk is told against.
    private var lastRead: [ProfileEntry] = []
    /// Searches the whole history for the Responses pane's `/`.
    private let searcher: HistorySearcher
    /// This process: its own records in the history are not news to it.
    private static let processID = Int(ProcessInfo.processInfo.processIdentifier)
    /// Where the async broadcast calls run, off the cooperative pool.
    private static let executor = DispatchTaskExecutor(label: "pushtui.console.effects")
    /// Where copies wait for the clipboard tool, one after another, off the loop.
    private static let clipboardQueue = DispatchQueue(label: "pushtui.console.clipboard")

    /// - Parameters:
    ///   - deliveries: what the built-in simulator delivered, newest first (empty without one).
    ///   - copyToClipboard: sends text to the terminal's clipboard (OSC 52), when no tool took it.
    ///   - clients: what pushes go through; by default a pool of real clients.
    public init(profilesDirectory: String, paths: StatePaths, pathContext: PathContext, demo: EmbeddedSimulatorProfile?, externalEditor: ExternalEditor,
                deliveries: @escaping () -> [DeviceDelivery], copyToClipboard: @escaping (String) -> Void,
                clients: (any PushClients)? = nil) {
        self.deliveries = deliveries
        self.copyToClipboard = copyToClipboard
        // The tool the session's environment calls for; every copy also kept in the state directory.
        clipboard = Clipboard(tool: ClipboardTool.choose(environment: pathContext.environment), file: paths.clipboard, home: pathContext.home,
                              environment: pathContext.environment)
        self.profilesDirectory = profilesDirectory
        self.paths = paths
        self.pathContext = pathContext
        self.demo = demo
        self.externalEditor = externalEditor
        // The proxy variables of the console's environment, as `send` reads them (failures name the proxy).
        self.clients = clients ?? ClientPool(secrets: pathContext.secrets,
                                             configuration: APNsClientConfiguration(proxies: ProxyChoice(environment: pathContext.environment)))
        history = HistoryFile(path: paths.history)
        drafts = FileDraftStore(path: paths.drafts)
        draftSaver = DraftSaver(store: drafts)
        library = LibraryEffects(library: pathContext.dataPaths.library)
        searcher = HistorySearcher(history: history, processID: Self.processID)
    }

    /// Why some drafts are not on disk after ``shutdown()`` (the drafts file could not be written),
    /// for the command to say once the terminal is back; nil when every draft is written.
    public var unwrittenDrafts: String? {
        draftSaver.unwritten?.description
    }

    /// Writes every draft not written yet and closes every connection.
    public func shutdown() {
        draftSaver.flush()
        follower?.stop()
        profileWatcher?.stop()
        clients.shutdown()
    }

    public func perform(_ effect: Effect, mailbox: Mailbox) {
        switch effect {
        case .loadProfiles:
            let loaded = readProfiles()
            loadProfiles(loaded, mailbox: mailbox)
            check(loaded, mailbox: mailbox)
            watchProfiles(mailbox: mailbox)
        case .rereadProfiles:
            let previous = lastRead
            let loaded = readProfiles()
            mailbox.post(.profilesReadAgain(loaded))
            check(loaded.filter { !previous.contains($0) }, mailbox: mailbox)
        case .loadHistory:
            // The size first: a push recorded while the tail is read comes again from the
            // follower, which the reducer recognises, rather than not at all.
            let size = history.size
            mailbox.post(.historyLoaded(history.records(limit: 200).map(\.logRow)))
            follow(from: size, mailbox: mailbox)
        case .searchHistory(let search):
            searcher.search(search, mailbox: mailbox)
        case .send(let id, let plan):
            switch plan.pushes {
            case .devices(let requests): send(id, requests, plan: plan, mailbox: mailbox)
            case .fcm(let message, let tokens): sendFCM(id, message: message, tokens: tokens, profile: plan.profile, file: plan.profileFile, mailbox: mailbox)
            case .broadcast(let request): broadcast(id, request, plan: plan, mailbox: mailbox)
            }
        case .saveProfile(let file, let profile, let base):
            report(mailbox) {
                let store = FileProfileStore(directory: (file as NSString).deletingLastPathComponent)
                guard let base else { return try store.save(profile, to: file) }
                let (written, conflicts) = try store.saveEdits(from: base, to: profile, in: file)
                mailbox.post(.profileSaved(file: file, sent: profile, written: running(written, file: file), conflicts: conflicts))
            }
        case .deleteProfile(let file):
            report(mailbox) { try FileManager.default.removeItem(atPath: file) }
        case .saveDrafts(let changed):
            draftSaver.save(changed, mailbox: mailbox)
        case .editExternally(let text):
            mailbox.post(externalEditor.edit(text))
        case .editProfileFile(let file):
            mailbox.post(externalEditor.editProfile(file))
        case .checkKeyFile(let path, let file):
            mailbox.post(.keyFileChecked(KeyFileCheck(path: path, problem: signingKeyProblem(path, profileFile: file))))
        case .checkCertificate(let request, let file):
            mailbox.post(.certificateChecked(certificateCheck(request, profileFile: file)))
        case .checkServiceAccount(let path, let file):
            mailbox.post(.serviceAccountChecked(serviceAccountCheck(path, profileFile: file)))
        case .checkKeyring:
            do {
                _ = try pathContext.keyring.items()
                mailbox.post(.keyringChecked(problem: nil))
            } catch {
                mailbox.post(.keyringChecked(problem: "\(pathContext.keyring.displayName): \(error.description)"))
            }
        case .listSimulatorDevices:
            let environment = pathContext.environment
            Task(executorPreference: Self.executor) {
                switch BootedSimulators.list(environment: environment, timeout: .seconds(10)) {
                case .success(let devices): mailbox.post(.simulatorDevicesListed(.devices(devices)))
                case .failure(let failure): mailbox.post(.simulatorDevicesListed(.unavailable(failure.description)))
                }
            }
        case .storePassphrase(let item, let passphrase):
            do {
                try pathContext.keyring.store(passphrase, item: item)
                mailbox.post(.passphraseStored(item: item, problem: nil))
            } catch {
                mailbox.post(.passphraseStored(item: item, problem: "\(pathContext.keyring.displayName): \(error.description)"))
            }
        case .loadDeliveries:
            mailbox.post(.deliveriesLoaded(deliveries()))
        case .copyAsCurl(let request, let file):
            copyAsCurl(request, profileFile: file, mailbox: mailbox)
        case .copyToClipboard(let text, let what):
            copy(text, what: what, mailbox: mailbox)
        case .sendToTerminalClipboard(let text):
            copyToClipboard(text)
        case .listChannels(let file, let profile):
            channels(file, profile, mailbox: mailbox) { client in try await client.list(requestID: nil) }
        case .createChannel(let file, let profile, let policy):
            channels(file, profile, mailbox: mailbox) { client in
                _ = try await client.create(policy: policy, requestID: nil)
                return try await client.list(requestID: nil)
            }
        case .deleteChannel(let file, let profile, let id):
            channels(file, profile, mailbox: mailbox) { client in
                try await client.delete(channelID: id, requestID: nil)
                return try await client.list(requestID: nil)
            }
        case .loadLibrary(let file):
            mailbox.post(library.load(profileFile: file))
        case .changeLibrary(let file, let change):
            mailbox.post(library.change(change, profileFile: file))
        case .quit:
            shutdown()
        }
    }

    /// Warns about the key files of `entries` and reads their certificates (for the title and the
    /// expiry warning) and the projects of their service accounts (for the title).
    private func check(_ entries: [ProfileEntry], mailbox: Mailbox) {
        checkKeyFiles(of: entries, mailbox: mailbox)
        readCertificates(of: entries, mailbox: mailbox)
        readFCMProjects(of: entries, mailbox: mailbox)
    }

    /// Reads the `project_id` of the service account of every FCM profile that names no project,
    /// as a send would; one that cannot be read is the send's to report.
    private func readFCMProjects(of entries: [ProfileEntry], mailbox: Mailbox) {
        var projects: [String: String] = [:]
        for case .loaded(let file, let profile) in entries {
            guard case .fcm(let settings) = profile.service, settings.project == nil,
                  let project = serviceAccountCheck(settings.serviceAccountFile, profileFile: file).projectID, !project.isEmpty else { continue }
            projects[file] = project
        }
        if !projects.isEmpty { mailbox.post(.fcmProjectsRead(projects)) }
    }

    /// Every profile file as it is on disk now, the demo's first (pointed at this process's
    /// simulator), remembered as the last read.
    private func readProfiles() -> [ProfileEntry] {
        let loaded = FileProfileStore(directory: profilesDirectory).loadAll().map { result -> ProfileEntry in
            if let profile = result.profile { return .loaded(file: result.file, profile: profile) }
            return .broken(file: result.file, problem: result.error?.summary ?? "cannot be read")
        }
        lastRead = (demo.map { [$0.readEntry()] } ?? []) + loaded
        return lastRead
    }

    /// `profile` as written to `file`, as this console uses it: the demo's pointed at this
    /// process's simulator.
    private func running(_ profile: Profile, file: String) -> Profile {
        guard let demo, demo.file == file else { return profile }
        return demo.applied(to: profile)
    }

    /// Starts watching the profile files (once): a change another process makes comes back as
    /// `.profileFilesChanged`.
    private func watchProfiles(mailbox: Mailbox) {
        guard profileWatcher == nil else { return }
        let directories = [profilesDirectory] + (demo.map { [ProfilePath.directory(of: $0.file)] } ?? [])
        let watcher = DirectoryWatcher(directories: directories) { mailbox.post(.profileFilesChanged) }
        watcher.start()
        profileWatcher = watcher
    }

    /// Posts the profiles read with the saved drafts; a drafts file that cannot be read is said on
    /// the status line (and its drafts are missing), never silently taken for none.
    private func loadProfiles(_ loaded: [ProfileEntry], mailbox: Mailbox) {
        var saved: [String: PayloadDraft] = [:]
        var problem: DraftStoreError?
        do throws(DraftStoreError) {
            saved = try drafts.load()
        } catch {
            problem = error
        }
        mailbox.post(.profilesLoaded(loaded, drafts: saved))
        if let problem { mailbox.post(.notice(problem.description, isError: true)) }
    }

    /// Starts following the history file (once): records other processes append come back as
    /// rows marked with where they came from.
    private func follow(from offset: Int, mailbox: Mailbox) {
        guard follower == nil else { return }
        let own = Self.processID
        let follower = HistoryFollower(file: history, from: offset) { records in
            let rows = records.filter { $0.pid != own }.map(\.followedRow)
            if !rows.isEmpty { mailbox.post(.historyFollowed(rows)) }
        }
        follower.start()
        self.follower = follower
    }

    /// Runs a channel-management step and posts the channel list it ends with (or why it failed).
    private func channels(_ file: String, _ profile: Profile, mailbox: Mailbox,
                          _ work: @escaping @Sendable (any ChannelManaging) async throws -> [String]) {
        let client: any ChannelManaging
        do {
            client = warned(try clients.broadcastClient(for: BroadcastRoute(profile: profile, file: file, paths: pathContext)), mailbox: mailbox)
        } catch {
            mailbox.post(.notice("channels: \(error)", isError: true))
            return
        }
        // Channel management is rare and interactive; a task per request, on the runner's own queue.
        Task(executorPreference: Self.executor) {
            do {
                mailbox.post(.channelsLoaded(profileFile: file, channelIDs: try await work(client)))
            } catch {
                mailbox.post(.channelsLoaded(profileFile: file, channelIDs: []))
                mailbox.post(.notice("channels: \(error)", isError: true))
            }
        }
    }

    /// Sends `plan`'s broadcast over the route's long-lived client, recorded in the history as
    /// `pushtui send --channel` records it.
    private func broadcast(_ id: SendID, _ request: BroadcastRequest, plan: SendPlan, mailbox: Mailbox) {
        let client: any ChannelManaging
        let history: SendHistory
        do {
            client = warned(try clients.broadcastClient(for: BroadcastRoute(profile: plan.profile, file: plan.profileFile, paths: pathContext)),
                            mailbox: mailbox)
            let target = try APNsTarget(profile: plan.profile, file: plan.profileFile, paths: pathContext, service: .broadcast)
            history = self.history(of: id, BroadcastDispatcher.historyContext(of: request, target: target), mailbox: mailbox)
        } catch {
            mailbox.post(.sendFailedToStart(id, message: error.description))
            return
        }
        Task(executorPreference: Self.executor) {
            let result = await BroadcastDispatcher.send(request, through: client, history: history)
            mailbox.post(.pushAnswered(id, index: 0, answer: SendAnswer(result)))
        }
    }

    /// Sends the FCM message through the one ``FCMDispatcher`` over the route's long-lived client:
    /// to each of `tokens`, or (none) to the target the message names. The dispatcher records each
    /// message and writes what the answers teach the token book, as for `pushtui send`.
    private func sendFCM(_ id: SendID, message text: String, tokens: [RegistrationToken], profile: Profile, file: String,
                         mailbox: Mailbox) {
        let client: any PushSending<FCMMessage, FCMResult>
        let order: FCMSendOrder
        do {
            guard let route = try FCMRoute(profile: profile, file: file, paths: pathContext) else {
                throw ResolutionError(.usage, "\(profile.name) is not an fcm profile")
            }
            client = warned(try clients.fcmClient(for: route), mailbox: mailbox)
            let message = try JSONParser.parse(text)
            let context = route.historyContext(profileName: profile.name, profileFile: file, message: message)
            // No tokens: one message to the target it names.
            order = FCMSendOrder(targets: tokens.isEmpty ? [nil] : tokens.map { .token($0.text) }, message: message,
                                 history: history(of: id, context, mailbox: mailbox), book: profile.tokens, bookFile: file,
                                 profiles: ProfileLoader(paths: pathContext))
        } catch {
            mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            return
        }
        Task(executorPreference: Self.executor) {
            _ = await FCMDispatcher(order, client: client, ownsClient: false).run { event in
                ConsoleEffects.post(event, of: id, profileFile: file, mailbox: mailbox) { SendAnswer($0.result, latencyMilliseconds: $0.latency.wholeMilliseconds) }
            }
        }
    }

    /// Posts what a dispatcher's `event` of console send `id` means to the loop, whichever service:
    /// an answer (as `answer` reads it) to its row, what the book of the profile in `file` learned,
    /// a warning for the status line.
    private static func post<Answered, Cancelled>(_ event: DispatchEvent<Answered, Cancelled>, of id: SendID, profileFile file: String,
                                                  mailbox: Mailbox, answer: @Sendable (Answered) -> SendAnswer) {
        switch event {
        case .answered(let index, let answered):
            mailbox.post(.pushAnswered(id, index: index, answer: answer(answered)))
        case .bookUpdated(let updates):
            mailbox.post(.tokenOutcomesLearned(profileFile: file, updates: updates))
        case .warning(let text):
            mailbox.post(.notice(text, isError: true))
        case .started, .cancelled, .finished:
            break
        }
    }

    /// The history of console send `id`: its records carry this process's ID and the send's number
    /// (the console's own, not `pushtui send`'s), so every console tells them from its own.
    private func history(of id: SendID, _ context: SendHistory.Context, mailbox: Mailbox) -> SendHistory {
        var context = context
        (context.send, context.via, context.pid) = (id.value, nil, Self.processID)
        return SendHistory(file: history, context: context) { mailbox.post(.notice($0, isError: true)) }
    }

    /// A client from `clients`; the warnings reading its credential raised go to the status line.
    private func warned<Client>(_ made: Warned<Client>, mailbox: Mailbox) -> Client {
        warn(made.warnings, mailbox: mailbox)
        return made.value
    }

    /// Posts each warning about a key file not yet warned about.
    private func warn(_ warnings: [KeyFileExposure], mailbox: Mailbox) {
        for warning in warnings where warnedKeyFiles.insert(warning.path).inserted {
            mailbox.post(.notice(warning.description, isError: true))
        }
    }

    /// Puts `text` on the clipboard and answers with where it went, `what` naming it and `notes` after it.
    private func copy(_ text: String, what: String, notes: [String] = [], mailbox: Mailbox) {
        let clipboard = self.clipboard
        // A clipboard tool may hang (a display gone away): it runs off the loop, with a deadline.
        Self.clipboardQueue.async { mailbox.post(.copied(clipboard.copy(text, what: what, notes: notes))) }
    }

    private func copyAsCurl(_ request: PushRequest, profileFile: String, mailbox: Mailbox) {
        do {
            // As it is on disk now, resolved as `pushtui curl --profile FILE` resolves it.
            let stored = try ProfileLoader(paths: pathContext).load(profileFile, directory: nil)
            let target = try APNsTarget(profile: stored.profile, file: stored.file, paths: pathContext)
            var notes: [String] = []
            let authentication: CurlCommandLine.Authentication
            if let certificate = target.certificate {
                let words: [String]
                (words, notes) = CurlCommandLine.certificateWords(certificate, keyring: pathContext.keyring)
                authentication = .certificate(words)
            } else {
                authentication = .providerToken(mintedBy: "pushtui jwt --profile \(ShellQuote.quote(profileFile))")
            }
            let line = CurlCommandLine.make(try request.httpRequest(authorization: nil), endpoint: try target.destination.apnsEndpoint(paths: pathContext),
                                            authentication: authentication)
            copy(line, what: "the curl command (\(line.count) characters)", notes: notes, mailbox: mailbox)
        } catch {
            mailbox.post(.notice("cannot copy as curl: \(error)", isError: true))
        }
    }

    /// Reads the provider certificate of every certificate profile, for the title bar and the
    /// topic warnings; one that cannot be read is reported on the status line.
    private func readCertificates(of entries: [ProfileEntry], mailbox: Mailbox) {
        var summaries: [String: CertificateSummary] = [:]
        let now = Date()
        for case .loaded(let file, let profile) in entries {
            do {
                guard let auth = profile.apns?.auth, let source = try CertificateSource(auth, profileFile: file, paths: pathContext) else { continue }
                let loaded = try source.load(secrets: pathContext.secrets, now: now)
                warn(loaded.warnings, mailbox: mailbox)
                summaries[file] = Self.summary(of: loaded.value.info, now: now)
            } catch {
                mailbox.post(.notice("\(profile.name): \(error)", isError: true))
            }
        }
        if !summaries.isEmpty { mailbox.post(.certificatesRead(summaries)) }
    }

    /// Warns about exposed key files as soon as the profiles are read, before a send's own status
    /// messages could cover the warning; certificates are checked as `readCertificates` loads them.
    private func checkKeyFiles(of entries: [ProfileEntry], mailbox: Mailbox) {
        for case .loaded(let file, let profile) in entries {
            warn(pathContext.keyFileExposure(of: profile, inProfile: file).map { [$0] } ?? [], mailbox: mailbox)
        }
    }

    /// What the console shows of a provider certificate.
    private static func summary(of info: CertificateInfo, now: Date) -> CertificateSummary {
        CertificateSummary(subject: info.subject.commonName ?? "(no common name)", notAfter: info.notAfter,
                           expiresSoon: info.expiresWithin(days: 30, now: now), environments: Array(info.environments),
                           topics: info.topicNames, defaultTopic: info.defaultTopic)
    }

    /// Opens the certificate a profile form names, as a send would (paths located against the
    /// profile, the passphrase from where the form says), and summarises it or says why it cannot be used.
    private func certificateCheck(_ request: CertificateCheckRequest, profileFile: String) -> CertificateCheck {
        let auth = APNsAuth.certificate(file: request.file, passphrase: request.passphrase, keyFile: request.keyFile)
        let now = Date()
        do {
            guard let source = try CertificateSource(auth, profileFile: profileFile, paths: pathContext) else {
                return CertificateCheck(request: request, summary: nil, problem: "not a certificate")
            }
            let loaded = try source.load(secrets: pathContext.secrets, now: now)
            // A key others can read is no key to save a profile around: the form says so and waits.
            return CertificateCheck(request: request, summary: Self.summary(of: loaded.value.info, now: now), problem: loaded.warnings.first?.finding)
        } catch {
            return CertificateCheck(request: request, summary: nil, problem: error.description)
        }
    }

    /// Reads the service account a profile form names, as a send would, for its project and account.
    private func serviceAccountCheck(_ path: String, profileFile: String) -> ServiceAccountCheck {
        do {
            let located = try pathContext.locate(path, field: "auth.file", inProfile: profileFile)
            let loaded = try FCMRoute.account(in: located)
            return ServiceAccountCheck(path: path, projectID: loaded.value.projectID, clientEmail: loaded.value.clientEmail,
                                       problem: loaded.warnings.first?.finding)
        } catch {
            return ServiceAccountCheck(path: path, projectID: nil, clientEmail: nil, problem: error.description)
        }
    }

    /// Why the `.p8` key a profile form names cannot sign (missing, unreadable, not a key) or
    /// should not (readable by others), or nil.
    private func signingKeyProblem(_ path: String, profileFile: String) -> String? {
        do {
            let located = try pathContext.locate(path, field: "auth.keyFile", inProfile: profileFile)
            _ = try ECPrivateKey(pem: try CredentialFile.read(located, kind: .key), file: located)
            return KeyFileExposure.check(located)?.finding
        } catch let error as ResolutionError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    private func report(_ mailbox: Mailbox, _ work: () throws -> Void) {
        do {
            try work()
        } catch {
            mailbox.post(.notice("\(error)", isError: true))
        }
    }

    /// Sends `plan` through the one ``SendDispatcher``, over the route's long-lived client: the
    /// dispatcher records each push in the history and writes what the answers teach the token
    /// book; its events come back to the loop as actions.
    private func send(_ id: SendID, _ requests: [PushRequest], plan: SendPlan, mailbox: Mailbox) {
        if let settings = plan.profile.simulator {
            return sendToSimulator(id, requests, target: SimulatorTarget(settings), plan: plan, mailbox: mailbox)
        }
        let client: any PushSending<PushRequest, PushResult>
        let order: SendOrder
        let keyID: String?
        do {
            let route = try APNsRoute(profile: plan.profile, file: plan.profileFile, paths: pathContext)
            client = warned(try clients.apnsClient(for: route), mailbox: mailbox)
            keyID = route.credential.keyID
            order = try sendOrder(id, requests, plan: plan, through: client, keyID: keyID, mailbox: mailbox)
        } catch {
            mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            return
        }
        dispatch(order, of: id, profileFile: plan.profileFile, keyID: keyID, mailbox: mailbox) {
            // The token the send signed with, as a value: the console shows its life.
            if let life = client.providerTokenLife { mailbox.post(.providerTokenSeen(profileFile: plan.profileFile, life)) }
        }
    }

    /// Sends the push of an iOS Simulator profile's `plan` by `xcrun simctl push`, through the same
    /// dispatcher: a row, a history record and an answer like any push.
    private func sendToSimulator(_ id: SendID, _ requests: [PushRequest], target: SimulatorTarget, plan: SendPlan, mailbox: Mailbox) {
        guard let push = requests.first else { return mailbox.post(.sendFailedToStart(id, message: "no push to send")) }
        let client = SimulatorClient(target: target, environment: pathContext.environment, timeout: .seconds(30))
        let headers = target.headers(push.headers)
        let context = target.historyContext(headers: headers, body: Self.wireBody(push.payload), profileName: plan.profile.name,
                                            profileFile: plan.profileFile)
        let order = target.order(client: client, headers: headers, payload: push.payload, history: history(of: id, context, mailbox: mailbox),
                                 profiles: ProfileLoader(paths: pathContext))
        dispatch(order, of: id, profileFile: plan.profileFile, keyID: nil, mailbox: mailbox)
    }

    /// Runs `order` off the cooperative pool (a busy pool can never hold a send back), posting its
    /// events as send `id`'s actions, then `finished`.
    private func dispatch(_ order: SendOrder, of id: SendID, profileFile file: String, keyID: String?, mailbox: Mailbox,
                          finished: @escaping @Sendable () -> Void = {}) {
        Task(executorPreference: Self.executor) {
            do {
                _ = try await SendDispatcher(order).run { event in
                    ConsoleEffects.post(event, of: id, profileFile: file, mailbox: mailbox) { SendAnswer($0.result, keyID: keyID) }
                }
            } catch {
                mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            }
            finished()
        }
    }

    /// The payload as it goes on the wire (compact), for the history; as written when it is not JSON.
    private static func wireBody(_ payload: String) -> String {
        PayloadDocument(text: payload).wireBytes.map { String(decoding: $0, as: UTF8.self) } ?? payload
    }

    /// The order of a console send through `client`: the plan's pushes in order, recorded in the
    /// history under this process and the send's number, the book of the plan's profile learning from them.
    private func sendOrder(_ id: SendID, _ requests: [PushRequest], plan: SendPlan, through client: any PushSending<PushRequest, PushResult>,
                           keyID: String?, mailbox: Mailbox) throws -> SendOrder {
        guard let first = requests.first else { throw ResolutionError(.usage, "no device to send to") }
        let recipients = try SendRecipients(tokens: requests.map(\.token.hex), tokensFile: nil, allTokens: false, book: plan.profile.tokens)
        let body = Self.wireBody(first.payload)
        let target = try APNsTarget(profile: plan.profile, file: plan.profileFile, paths: pathContext)
        var context = target.historyContext(headers: first.headers, body: body)
        context.keyID = keyID
        return SendOrder(carrier: .client(client), recipients: recipients,
                         // The console's pushes of one send differ only in their device, as an order's do.
                         push: { PushRequest(token: $0, headers: first.headers, payload: first.payload) },
                         history: history(of: id, context, mailbox: mailbox), book: plan.profile.tokens, bookFile: plan.profileFile,
                         environment: target.destination.environment, profiles: ProfileLoader(paths: pathContext))
    }
}

extension SendAnswer {
    /// The console's view of a transport result. The provider token itself is never kept: the
    /// details name the key that signed it instead.
    public init(_ result: PushResult, keyID: String?) {
        self.init(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                  latencyMilliseconds: result.latency.wholeMilliseconds, keyID: keyID)
    }
}

extension SendAnswer {
    /// The console's view of a broadcast's result.
    public init(_ result: BroadcastResult) {
        self.init(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                  latencyMilliseconds: result.latency.wholeMilliseconds)
    }
}

extension SendAnswer {
    /// The console's view of an FCM result: FCM's error code and message stand where APNs's reason
    /// would, and the message name FCM assigned is shown on the row.
    public init(_ result: FCMResult, latencyMilliseconds: Int) {
        self.init(outcome: result.outcome, failure: result.problem, latencyMilliseconds: latencyMilliseconds,
                  httpStatus: result.response?.status, fcmMessageName: result.response?.messageName,
                  fcmErrorCode: result.response?.errorCode)
    }
}
