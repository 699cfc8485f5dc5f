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
    }

    func perform(_ effect: Effect, mailbox: Mailbox) {
        switch effect {
        case .loadProfiles:
            let loaded = FileProfileStore(directory: profilesDirectory).loadAll().map { result -> ProfileEntry in
                if let profile = result.profile { return .loaded(file: result.file, profile: profile) }
                return .broken(file: result.file, problem: result.error?.summary ?? "cannot be read")
            }
            mailbox.post(.profilesLoaded((demo.map { [$0] } ?? []) + loaded, drafts: drafts.load()))
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
        case .quit:
            shutdown()
        }
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
        let profile = plan.profile
        let endpoint = try pathContext.endpoint(of: profile, inProfile: plan.profileFile)
        switch profile.auth {
        case .token(let keyFile, let keyID, let teamID):
            let keyPath = try pathContext.locate(keyFile, field: "auth.keyFile", inProfile: plan.profileFile)
            let identity = [endpoint.baseURL, endpoint.caFile ?? "", keyPath, keyID, teamID].joined(separator: "|")
            if let client = clients[identity] { return client }
            let key: ECPrivateKey
            do {
                key = try ECPrivateKey(contentsOfFile: keyPath)
            } catch {
                throw ConsoleEffectError(error.description)
            }
            let client = APNsClient(endpoint: endpoint, credential: .token(keyID: keyID, teamID: teamID, key: key))
            clients[identity] = client
            return client
        case .certificate:
            guard let source = try CertificateSource(profile.auth, profileFile: plan.profileFile, paths: pathContext) else {
                throw ConsoleEffectError("the profile names no certificate")
            }
            // A connection per certificate: the identity is fixed for the connection's life.
            let identity = [endpoint.baseURL, endpoint.caFile ?? "", source.file, source.keyFile ?? ""].joined(separator: "|")
            if let client = clients[identity] { return client }
            let client = APNsClient(endpoint: endpoint,
                                    credential: .certificate(try source.load(environment: pathContext.environment, now: Date())))
            clients[identity] = client
            return client
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
        case .certificate: return nil
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
        let (seconds, attoseconds) = result.latency.components
        self.init(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                  latencyMilliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000),
                  requestHeaders: headers, responseHeaders: responseHeaders)
    }
}
