import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// `pushtui send` with an fcm profile or `--service-account`: lints the FCM message, then sends it to
/// each target over FCM HTTP v1 and prints one line per target.
enum FCMSend {
    static func run(_ arguments: ParsedArguments, target: FCMSendTarget, configuration: APNsClientConfiguration) async throws -> ExitCode {
        let recipients = try target.recipients(arguments)
        if arguments.has("all-tokens") {
            for entry in try target.bookRecipients().dead { Console.error(PushTargets.skippedLine(entry)) }
        }
        // --alert and its friends are refused as APNs-only, so this is the --payload file.
        let payload = try PayloadComposer.compose(arguments)
        var refused = false
        for recipient in recipients {
            let findings = FCMLinter.findings(for: payload.text, target: recipient)
            for finding in findings { Console.error(DiagnosticFormatter.line(finding, file: finding.location == nil ? nil : payload.name)) }
            refused = refused || findings.contains { $0.severity == .error }
            // The message is the same for every token; only a topic changes the size limit.
            if !findings.isEmpty { break }
        }
        guard !refused, let message = try? JSONParser.parse(payload.text) else {
            Console.error("not sent: fix the errors above")
            return .invalidInput
        }
        let account = try target.account()
        let client = try target.route.client(account: account, configuration: configuration)
        let validateOnly = arguments.has("validate-only")
        if arguments.has("dry-run") {
            for recipient in recipients {
                let request = FCMSendRequest(project: target.route.project ?? account.projectID, message: message, target: recipient,
                                             validateOnly: validateOnly)
                try Console.out("POST \(request.path)")
                try Console.out(String(decoding: request.body(), as: UTF8.self))
            }
            client.shutdown()
            return .success
        }
        let (timed, interrupted) = await InterruptibleBatch.run(onInterrupt: { client.shutdown() }) {
            await sendAll(recipients, message: message, validateOnly: validateOnly, client: client,
                          concurrency: configuration.concurrency)
        }
        client.shutdown()
        let results = timed.map(\.result)
        var context = SendHistory.Context(
            profileName: target.profileName, profileFile: target.profileFile, environment: .production, isLocal: target.route.destination.isCustom,
            topic: "", pushType: .alert, body: String(decoding: message.wireBytes(), as: UTF8.self))
        context.service = .fcm
        context.project = target.route.project
        context.host = target.route.destination.authority
        let history = SendHistory.ofThisProcess(context)
        for (index, (recipient, sent)) in zip(recipients, timed).enumerated() {
            let named = recipient ?? FCMTarget(message: message)
            // After Ctrl-C the client's shutdown is what failed a message as cancelled.
            let cancelled = interrupted && isCancellation(sent.result.failure)
            if cancelled {
                history.recordCancelled(at: index, shortToken: label(named), label: nil)
            } else {
                history.record(sent.result, at: index, latency: sent.latency, target: label(named))
            }
            try report(sent.result, to: named, json: arguments.has("json"), cancelled: cancelled)
        }
        history.finish()
        let updates = bookUpdates(recipients, results: results, book: target.book, time: Date())
        if let file = target.profileFile, !updates.isEmpty {
            if let problem = ProfileLoader.fromProcess().recordOutcomes(updates, in: file) { Console.error(problem) }
        }
        return interrupted ? .interrupted : exitCode(for: results)
    }

    /// Sends to every recipient with at most `concurrency` requests in flight on the client's
    /// connection (FCM v1 takes one message per request), and returns the results with the time
    /// each took, in input order.
    static func sendAll(_ recipients: [FCMTarget?], message: JSONValue, validateOnly: Bool, client: FCMClient,
                        concurrency: Int) async -> [(result: FCMResult, latency: Duration)] {
        await withTaskGroup(of: (Int, (result: FCMResult, latency: Duration)).self) { group in
            var results = [(result: FCMResult, latency: Duration)?](repeating: nil, count: recipients.count)
            var next = 0
            func startNext() {
                guard next < recipients.count else { return }
                let index = next
                next += 1
                group.addTask {
                    let started = ContinuousClock.now
                    let result = await client.send(message: message, target: recipients[index], validateOnly: validateOnly)
                    return (index, (result, ContinuousClock.now - started))
                }
            }
            for _ in 0..<max(1, concurrency) { startNext() }
            for await (index, result) in group {
                results[index] = result
                startNext()
            }
            return results.compactMap { $0 }
        }
    }

    /// What the answers teach the book, by the one dead-token rule: registration tokens FCM called
    /// dead (`UNREGISTERED`), and dead ones delivered to after all.
    static func bookUpdates(_ recipients: [FCMTarget?], results: [FCMResult], book: [TokenBookEntry],
                            time: Date) -> [TokenOutcomeUpdate] {
        zip(recipients, results).compactMap { recipient, result in
            guard case .token(let text)? = recipient, let token = try? RegistrationToken(parsing: text) else { return nil }
            return TokenOutcomeUpdate.learned(from: result.response?.errorCode?.rawValue, delivered: result.outcome == .delivered,
                                              to: .registration(token),
                                              deadInBook: book.marksDead(.registration(token)), at: time)
        }
    }

    /// 0 when every message was accepted; credentials and transport failures as for APNs.
    static func exitCode(for results: [FCMResult]) -> ExitCode {
        if results.allSatisfy({ $0.outcome == .delivered }) { return .success }
        if results.contains(where: { $0.response != nil && $0.outcome != .delivered }) { return .failure }
        if results.contains(where: { $0.failure != nil && $0.failure?.transportError == nil }) { return .credentials }
        return .transport
    }

    private static func isCancellation(_ failure: FCMFailure?) -> Bool {
        failure?.transportError?.kind == .cancelled
    }

    /// A registration token shortened to its last characters; topics and conditions are shown whole.
    static func label(_ target: FCMTarget?) -> String {
        switch target {
        case .token(let token)?: return "token …" + token.suffix(8)
        case .topic(let topic)?: return "topic \(topic)"
        case .condition(let condition)?: return "condition \(condition)"
        case .fid(let fid)?: return "fid …" + fid.suffix(8)
        case nil: return "message"
        }
    }

    private static func report(_ result: FCMResult, to target: FCMTarget?, json: Bool, cancelled: Bool) throws {
        let failure = cancelled ? SendHistory.cancelledFailure : result.failure?.description
        if json {
            return try Console.out(ResultLine(result, target: label(target), error: failure).json)
        }
        try Console.out("\(label(target)): \(result.outcome.label) \(cancelled ? SendHistory.cancelledFailure : result.summary)")
    }
}
