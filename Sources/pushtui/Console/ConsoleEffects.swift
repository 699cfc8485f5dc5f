import Foundation
import PushConsole
import PushCore
import PushCrypto
import PushStorage
import PushTransport
import Synchronization

/// Performs the console's effects against the real world: profiles and drafts on disk, the
/// history file, and pushes through one long-lived `APNsClient` per credential and endpoint.
/// Results come back to the loop through the mailbox.
final class ConsoleEffects: EffectPerformer {
    private let profilesDirectory: String
    private let paths: StatePaths
    private let pathContext: PathContext
    private let demo: ProfileEntry?
    private let history: HistoryFile
    private let drafts: DraftStore
    private let externalEditor: ExternalEditor
    private let deliveries: () -> [DeviceDelivery]
    private let copyToClipboard: (String) -> Void
    private var clients: [String: APNsClient] = [:]
    private var broadcastClients: [String: BroadcastClient] = [:]
    private var fcmClients: [String: FCMClient] = [:]
    private var warningsRouted = false
    /// Where the async broadcast calls run, off the cooperative pool.
    private static let executor = DispatchTaskExecutor(label: "pushtui.console.effects")

    /// - Parameters:
    ///   - deliveries: what the built-in simulator delivered, newest first (empty without one).
    ///   - copyToClipboard: puts text on the terminal's clipboard.
    init(profilesDirectory: String, paths: StatePaths, pathContext: PathContext, demo: ProfileEntry?, externalEditor: ExternalEditor,
         deliveries: @escaping () -> [DeviceDelivery], copyToClipboard: @escaping (String) -> Void) {
        self.deliveries = deliveries
        self.copyToClipboard = copyToClipboard
        self.profilesDirectory = profilesDirectory
        self.paths = paths
        self.pathContext = pathContext
        self.demo = demo
        self.externalEditor = externalEditor
        history = HistoryFile(path: paths.history)
        drafts = DraftStore(path: paths.drafts)
    }

    /// Closes every connection.
    func shutdown() {
        clients.values.forEach { $0.shutdown() }
        clients.removeAll()
        broadcastClients.values.forEach { $0.shutdown() }
        broadcastClients.removeAll()
        fcmClients.values.forEach { $0.shutdown() }
        fcmClients.removeAll()
    }

    func perform(_ effect: Effect, mailbox: Mailbox) {
        if !warningsRouted {
            // Standard error would scribble over the screen; the status line is where the user looks.
            // Weakly: the process-wide sink must not keep a finished console's mailbox, and the
            // answers still queued in it, alive until exit.
            KeyFileWarnings.shared.route { [weak mailbox] in mailbox?.post(.notice($0, isError: true)) }
            warningsRouted = true
        }
        switch effect {
        case .loadProfiles:
            let loaded = FileProfileStore(directory: profilesDirectory).loadAll().map { result -> ProfileEntry in
                if let profile = result.profile { return .loaded(file: result.file, profile: profile) }
                return .broken(file: result.file, problem: result.error?.summary ?? "cannot be read")
            }
            mailbox.post(.profilesLoaded((demo.map { [$0] } ?? []) + loaded, drafts: drafts.load()))
            checkKeyFiles(of: loaded)
            readCertificates(of: loaded, mailbox: mailbox)
        case .loadHistory:
            mailbox.post(.historyLoaded(history.load(limit: 200)))
        case .send(let id, let plan):
            send(id, plan, mailbox: mailbox)
        case .saveProfile(let file, let profile):
            report(mailbox) { try FileProfileStore(directory: (file as NSString).deletingLastPathComponent).save(profile, to: file) }
        case .deleteProfile(let file):
            report(mailbox) { try FileManager.default.removeItem(atPath: file) }
        case .recordOutcomes(let file, let updates):
            report(mailbox) { _ = try FileProfileStore(directory: (file as NSString).deletingLastPathComponent).updateTokenOutcomes(file: file, updates: updates) }
        case .appendHistory(let row):
            report(mailbox) { try history.append(row) }
        case .saveDraft(let name, let text):
            report(mailbox) { try drafts.save(text, for: name) }
        case .editExternally(let text):
            mailbox.post(externalEditor.edit(text))
        case .loadDeliveries:
            mailbox.post(.deliveriesLoaded(deliveries()))
        case .copyAsCurl(let request, let file):
            copyAsCurl(request, profileFile: file, mailbox: mailbox)
        case .listChannels(let file, let profile):
            channels(file, profile, mailbox: mailbox) { client in try await client.list() }
        case .createChannel(let file, let profile, let policy):
            channels(file, profile, mailbox: mailbox) { client in
                _ = try await client.create(policy: policy)
                return try await client.list()
            }
        case .deleteChannel(let file, let profile, let id):
            channels(file, profile, mailbox: mailbox) { client in
                try await client.delete(channelID: id)
                return try await client.list()
            }
        case .sendFCM(let id, let file, let profile, let message, let tokens):
            sendFCM(id, message: message, tokens: tokens, profile: profile, file: file, mailbox: mailbox)
        case .broadcast(let id, let plan):
            broadcast(id, plan, mailbox: mailbox)
        case .quit:
            shutdown()
        }
    }

    /// Runs a channel-management step and posts the channel list it ends with (or why it failed).
    private func channels(_ file: String, _ profile: Profile, mailbox: Mailbox,
                          _ work: @escaping @Sendable (BroadcastClient) async throws -> [String]) {
        let client: BroadcastClient
        do {
            client = try broadcastClient(for: profile, file: file)
        } catch {
            mailbox.post(.notice("channels: \(error)", isError: true))
            return
        }
        let name = profile.name
        // Channel management is rare and interactive; a task per request, on the runner's own queue.
        Task(executorPreference: Self.executor) {
            do {
                mailbox.post(.channelsLoaded(profileName: name, channelIDs: try await work(client)))
            } catch {
                mailbox.post(.channelsLoaded(profileName: name, channelIDs: []))
                mailbox.post(.notice("channels: \(error)", isError: true))
            }
        }
    }

    private func broadcast(_ id: SendID, _ plan: BroadcastPlan, mailbox: Mailbox) {
        let client: BroadcastClient
        do {
            client = try broadcastClient(for: plan.profile, file: plan.profileFile)
        } catch {
            mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            return
        }
        let request = plan.request
        Task(executorPreference: Self.executor) {
            let result = await client.send(request)
            mailbox.post(.pushAnswered(id, index: 0, answer: SendAnswer(
                outcome: result.outcome, response: result.response, failure: result.failure?.description,
                latencyMilliseconds: result.latency.wholeMilliseconds,
                requestHeaders: (try? request.httpRequest(authorization: nil))?.headers ?? [])))
        }
    }

    private func sendFCM(_ id: SendID, message text: String, tokens: [RegistrationToken], profile: Profile, file: String,
                         mailbox: Mailbox) {
        let client: FCMClient
        let message: JSONValue
        do {
            client = try fcmClient(for: profile, file: file)
            message = try JSONParser.parse(text)
        } catch {
            mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            return
        }
        // No tokens: one message to the target it names.
        let targets: [FCMTarget?] = tokens.isEmpty ? [nil] : tokens.map { FCMTarget.token($0.text) }
        for (index, target) in targets.enumerated() {
            let started = ContinuousClock.now
            Task(executorPreference: Self.executor) {
                let result = await client.send(message: message, target: target)
                mailbox.post(.pushAnswered(id, index: index, answer: SendAnswer(
                    result, latencyMilliseconds: (ContinuousClock.now - started).wholeMilliseconds)))
            }
        }
    }

    /// One FCM client per service account and endpoints, built the way `pushtui send` builds it, so
    /// messages share a connection and an access token.
    private func fcmClient(for profile: Profile, file: String) throws -> FCMClient {
        guard let target = try FCMSendTarget(profile: profile, file: file, paths: pathContext) else {
            throw ConsoleEffectError("\(profile.name) is not an fcm profile")
        }
        let key = [target.accountFile, target.project ?? "", target.endpointURL ?? "", target.tokenEndpoint ?? "", target.caFile ?? ""]
            .joined(separator: "|")
        if let client = fcmClients[key] { return client }
        let client = try target.client(account: try target.account(), configuration: APNsClientConfiguration())
        fcmClients[key] = client
        return client
    }

    /// One broadcast client per app, credential and endpoint.
    private func broadcastClient(for profile: Profile, file: String) throws -> BroadcastClient {
        let credential = try credentialSource(for: profile, file: file)
        let endpoint = try pathContext.endpoint(of: profile, inProfile: file)
        let bundleID = BroadcastRequest.bundleID(fromTopic: profile.topic)
        let key = [bundleID, endpoint.baseURL, endpoint.caFile ?? "", credential.identity].joined(separator: "|")
        if let client = broadcastClients[key] { return client }
        let endpoints = endpoint.isApple ? BroadcastEndpoints.apple(profile.environment)
            : try BroadcastEndpoints.custom(endpoint.baseURL, caFile: endpoint.caFile)
        let client = BroadcastClient(bundleID: bundleID, endpoints: endpoints, credential: try credential.load())
        broadcastClients[key] = client
        return client
    }

    private func copyAsCurl(_ request: PushRequest, profileFile: String, mailbox: Mailbox) {
        do {
            let profile = try FileProfileStore(directory: (profileFile as NSString).deletingLastPathComponent).load(nameOrFile: profileFile).profile
            var notes: [String] = []
            let authentication: CurlCommandLine.Authentication
            if let certificate = try CertificateSource(profile.auth, profileFile: profileFile, paths: pathContext) {
                authentication = .certificate(CurlCommandLine.certificateWords(certificate) { notes.append($0) })
            } else {
                authentication = .providerToken(mintedBy: "pushtui jwt --profile \(ShellQuote.quote(profileFile))")
            }
            let line = CurlCommandLine.make(try request.httpRequest(authorization: nil),
                                            endpoint: try pathContext.endpoint(of: profile, inProfile: profileFile),
                                            authentication: authentication)
            copyToClipboard(line)
            mailbox.post(.notice((["copied the curl command (\(line.count) characters) to the terminal's clipboard"] + notes)
                .joined(separator: "; "), isError: false))
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
                guard let source = try CertificateSource(profile.auth, profileFile: file, paths: pathContext) else { continue }
                let info = try source.load(environment: pathContext.environment, now: now).info
                summaries[file] = CertificateSummary(
                    subject: info.subject.commonName ?? "(no common name)", notAfter: info.notAfter,
                    expiresSoon: info.expiresWithin(days: 30, now: now), environments: Array(info.environments),
                    topics: info.topicNames)
            } catch {
                mailbox.post(.notice("\(profile.name): \(error)", isError: true))
            }
        }
        if !summaries.isEmpty { mailbox.post(.certificatesRead(summaries)) }
    }

    /// Warns about exposed key files as soon as the profiles are read, before a send's own status
    /// messages could cover the warning; certificates are checked as `readCertificates` loads them.
    private func checkKeyFiles(of entries: [ProfileEntry]) {
        for case .loaded(let file, let profile) in entries {
            let keyFile: (path: String, field: String)?
            switch profile.auth {
            case .token(let path, _, _): keyFile = (path, "auth.keyFile")
            case .serviceAccount(let path): keyFile = (path, "auth.file")
            case .certificate: keyFile = nil
            }
            // A path that does not resolve is reported when the profile is used.
            if let keyFile, let path = try? pathContext.locate(keyFile.path, field: keyFile.field, inProfile: file) {
                KeyFileWarnings.shared.check(path)
            }
        }
    }

    private func report(_ mailbox: Mailbox, _ work: () throws -> Void) {
        do {
            try work()
        } catch {
            mailbox.post(.notice("\(error)", isError: true))
        }
    }

    private func send(_ id: SendID, _ plan: SendPlan, mailbox: Mailbox) {
        let client: APNsClient
        do {
            client = try self.client(for: plan)
        } catch {
            mailbox.post(.sendFailedToStart(id, message: "\(error)"))
            return
        }
        let keyID = plan.profile.auth.keyIDForDisplay
        let requests = plan.requests
        // Started from the loop's thread and answered on the client's: no Swift task to schedule,
        // so a busy cooperative pool can never hold a send back.
        client.begin(requests, onResult: { index, result in
            mailbox.post(.pushAnswered(id, index: index, answer: SendAnswer(result, keyID: keyID)))
        }, onFinished: {})
    }

    /// One client per credential and endpoint, kept for the session so pushes share a connection.
    private func client(for plan: SendPlan) throws -> APNsClient {
        let credential = try credentialSource(for: plan.profile, file: plan.profileFile)
        let endpoint = try pathContext.endpoint(of: plan.profile, inProfile: plan.profileFile)
        let key = [endpoint.baseURL, endpoint.caFile ?? "", credential.identity].joined(separator: "|")
        if let client = clients[key] { return client }
        let client = APNsClient(endpoint: endpoint, credential: try credential.load())
        clients[key] = client
        return client
    }

    /// The profile's credential: a key naming it (a connection serves one credential) and how to
    /// load it, which happens only when no client for it exists yet.
    private func credentialSource(for profile: Profile, file: String) throws -> (identity: String, load: () throws -> APNsCredential) {
        switch profile.auth {
        case .token(let keyFile, let keyID, let teamID):
            let keyPath = try pathContext.locate(keyFile, field: "auth.keyFile", inProfile: file)
            return ([keyPath, keyID, teamID].joined(separator: "|"), {
                KeyFileWarnings.shared.check(keyPath)
                do {
                    let bytes = try InputFile.read(keyPath, kind: .key)
                    return .token(keyID: keyID, teamID: teamID, key: try ECPrivateKey(pem: bytes, file: keyPath))
                } catch {
                    throw ConsoleEffectError("\(error)")
                }
            })
        case .certificate:
            guard let source = try CertificateSource(profile.auth, profileFile: file, paths: pathContext) else {
                throw ConsoleEffectError("the profile names no certificate")
            }
            let environment = pathContext.environment
            return ([source.file, source.keyFile ?? ""].joined(separator: "|"), {
                .certificate(try source.load(environment: environment, now: Date()))
            })
        case .serviceAccount:
            throw ConsoleEffectError("\(profile.name) is an FCM profile: this works with APNs profiles only")
        }
    }
}

/// Why an effect could not be carried out, for the status line.
struct ConsoleEffectError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ProfileAuth {
    /// The key ID, for showing which key signed a push; nil for a certificate, which signs nothing.
    var keyIDForDisplay: String? {
        switch self {
        case .token(_, let keyID, _): return keyID
        case .certificate, .serviceAccount: return nil
        }
    }
}

extension SendAnswer {
    /// The console's view of a transport result. The provider token itself is never shown: the
    /// request headers name the key that signed it instead.
    init(_ result: PushResult, keyID: String?) {
        var headers = ((try? result.request.httpRequest(authorization: nil))?.headers ?? [])
        if let keyID {
            headers.insert(HTTPHeader(name: "authorization", value: "bearer <ES256 provider token, key \(keyID)>"), at: 0)
        }
        var responseHeaders: [HTTPHeader] = []
        if let response = result.response {
            if let id = response.apnsID { responseHeaders.append(HTTPHeader(name: "apns-id", value: id)) }
            if let unique = response.apnsUniqueID { responseHeaders.append(HTTPHeader(name: "apns-unique-id", value: unique)) }
            if let retry = response.retryAfter { responseHeaders.append(HTTPHeader(name: "retry-after", value: String(retry))) }
        }
        self.init(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                  latencyMilliseconds: result.latency.wholeMilliseconds,
                  requestHeaders: headers, responseHeaders: responseHeaders)
    }
}

extension SendAnswer {
    /// The console's view of an FCM result: FCM's error code and message stand where APNs's reason
    /// would, and the message name FCM assigned is shown on the row.
    init(_ result: FCMResult, latencyMilliseconds: Int) {
        var failure = result.failure?.description
        if let response = result.response, response.outcome != .delivered {
            failure = [response.reasonText, response.errorMessage].compactMap { $0 }.joined(separator: ": ")
        }
        self.init(outcome: result.outcome, failure: failure, latencyMilliseconds: latencyMilliseconds,
                  httpStatus: result.response?.status, fcmMessageName: result.response?.messageName,
                  fcmErrorCode: result.response?.errorCode)
    }
}
