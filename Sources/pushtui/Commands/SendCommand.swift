import Foundation
import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
import PushStorage
import PushTransport

/// `pushtui send`: lints, then sends one payload to one or many devices over one HTTP/2 connection.
enum SendCommand {
    static let command = Command(spec: CommandSpec(
        name: "send",
        summary: "Send a push to one or many devices and print one line per push.",
        options: APNsTarget.options + PushTargets.options + BroadcastSend.options + FCMSendTarget.options
            + PayloadComposer.options + [TemplateOption.option] + RequestFields.options + [
            .value("concurrency", "N", "most pushes in flight at once on a connection (default 1000; the server's limit applies below it)"),
            .value("connections", "N", "spread the pushes over N connections, each on its own thread (default 1)"),
            .value("connect-timeout", "SECONDS", "how long connecting may take (default 10)"),
            .value("timeout", "SECONDS", "how long one push may take (default 30)"),
            .value("retries", "N", "re-send a push answered 429 or 5xx up to N times, with backoff; no wait beyond --timeout or 30 s (default 0)"),
            .flag("no-proxy", "connect directly, whatever https_proxy, HTTPS_PROXY, all_proxy or ALL_PROXY say"),
            .flag("verbose", "say on stderr how each connection is made (directly or through which proxy, TLS version, ALPN, server certificate) and closed",
                  short: "v"),
            .flag("dry-run", "print the path, headers (JWT shortened) and wire body of each push; send nothing"),
            .flag("strict", "send nothing (exit 5) when the token book warns about a device: dead, the other environment, wrong kind or topic"),
            .flag("json", "one JSON object per push on stdout; the summary goes to stderr"),
        ] + SimulatorSend.options,
        discussion: """
        With --channel ID the payload goes to a broadcast channel (see 'pushtui channels') instead of devices.
        With an fcm profile (or --service-account FILE) the payload is an FCM message object and goes to
        FCM HTTP v1: --token REGISTRATION_TOKEN (repeatable), --tokens-file FILE, --all-tokens, --topic NAME or --condition EXPR, or the
        target the message names; --validate-only asks FCM to check it without delivering.
        With --ios-simulator booted|UDID (or an ios-simulator profile) the push goes to an app (--topic BUNDLE_ID)
        in the iOS Simulator through 'xcrun simctl push' (macOS with Xcode); --apns-file PATH writes the .apns document
        (the payload with "Simulator Target Bundle") instead of sending, or as well with --ios-simulator.
        Every push is linted first; any error refuses the whole send (exit 5).
        With --cert (or a certificate profile) the certificate's bundle ID is the default topic, and
        a topic or push type the certificate does not carry is warned about.
        Exit codes: 0 all delivered, 1 a push was rejected, 2 usage, 3 a push got no answer,
        4 credentials unusable or refused by APNs or in the TLS handshake (the rest of the batch is not sent),
        5 refused before sending, 130 interrupted (Ctrl-C, SIGTERM or a hangup: unanswered pushes cancelled).
        Every push is recorded in $XDG_STATE_HOME/pushtui/history.jsonl, which the console shows.
        """,
        optionHeading: SendMode.helpHeading(of:)
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        // Usage first: a bad number is a usage error whatever else is wrong.
        let configuration = APNsClientConfiguration(
            concurrency: try arguments.integer("concurrency", in: 1...10_000) ?? 1000,
            connectTimeout: .seconds(try arguments.integer("connect-timeout", in: 1...600) ?? 10),
            requestTimeout: .seconds(try arguments.integer("timeout", in: 1...3600) ?? 30),
            retryPolicy: RetryPolicy(maxAttempts: 1 + (try arguments.integer("retries", in: 0...10) ?? 0)),
            proxies: .ofThisProcess(disabled: arguments.has("no-proxy")),
            observer: arguments.has("verbose") ? ConnectionObserver { Console.error(ResultText.connection($0)) } : nil)
        let connections = try arguments.integer("connections", in: 1...64) ?? 1
        let profiles = ProfileLoader.fromProcess()
        let profile = try arguments.value("profile").map { name in try profiles.load(name, directory: arguments.value("profiles")) }
        let mode = SendMode(arguments, profileService: profile?.profile.kind)
        try mode.check(arguments)
        switch mode {
        case .broadcast:
            return try await BroadcastSend.run(arguments, channelID: arguments.value("channel") ?? "", configuration: configuration)
        case .fcm:
            let target = try FCMSendTarget.resolve(arguments, profile: profile, profiles: profiles)
            return try await FCMSend.run(arguments, target: target, configuration: configuration)
        case .iosSimulator:
            return try await SimulatorSend.run(arguments, profile: profile, timeout: configuration.requestTimeout)
        case .apns:
            break
        }
        var target = try APNsTarget.resolve(arguments, profiles: ProfileLoader.fromProcess())
        let environment = target.destination.environment
        let targets = try PushTargets.recipients(arguments, book: target.tokenBook, environment: environment)
        let payload = try TemplateOption.apply(arguments, to: &target, library: PathContext.fromProcess().dataPaths.library,
                                               now: Int(Date().timeIntervalSince1970))
            ?? PayloadComposer.compose(arguments)
        let fields = try RequestFields(arguments, defaults: target.defaults)
        let plan = try APNsSendPlan(target: target, recipients: targets, headers: fields.headers, payload: payload.text,
                                    identity: try target.clientIdentity(now: Date()))
        let preflight: Preflight
        do {
            preflight = try plan.preflight(payloadName: payload.name)
        } catch {
            throw error.commandError
        }
        targets.skippedDead.map { ResultText.skipped($0, in: environment) }.forEach(Console.error)
        let bookWarnings = targets.bookRecipients.flatMap {
            TokenWarning.warnings(for: $0, pushType: plan.headers.pushType ?? .alert, topic: plan.headers.topic ?? "", environment: environment)
        }
        bookWarnings.forEach { Console.error("warning: \($0.device): \($0.explanation)") }
        if arguments.has("strict"), !bookWarnings.isEmpty {
            throw CommandFailure(exitCode: .invalidInput,
                                 description: "not sent: --strict, and the token book warns about this send (\(bookWarnings.count) above)")
        }
        plan.certificateWarnings.forEach(Console.error)
        guard Console.passes(preflight) else { return .invalidInput }

        let endpoint = try plan.endpoint()
        let credential = try target.apnsCredential(identity: plan.identity)
        if arguments.has("dry-run") {
            var isFirst = true
            do {
                try plan.dryRun(endpoint: endpoint, credential: credential) { lines in
                    try ((isFirst ? [] : [""]) + lines).forEach(Console.out)
                    isFirst = false
                }
            } catch let error as RecipientError {
                throw error.commandError
            }
            return .success
        }
        let order = plan.order(endpoint: endpoint, credential: credential, configuration: configuration, connections: connections,
                               history: SendHistory.ofThisProcess(plan.historyContext(credential: credential)),
                               profiles: ProfileLoader.fromProcess())
        return try await dispatch(order, count: targets.count, json: arguments.has("json"),
                                  proxy: configuration.proxies.proxy(for: endpoint.baseURL).map(ProxyChoice.displayName(of:)))
    }

    /// Carries out `order` of `count` pushes through the one ``SendDispatcher``, printing a row per
    /// push (JSON lines with `json`) and the summary, which names the `proxy` the pushes went
    /// through (nil: none); the exit code is the summary's verdict. Ctrl-C, SIGTERM or a hangup stops it.
    static func dispatch(_ order: SendOrder, count: Int, json: Bool, proxy: String?) async throws -> ExitCode {
        let printer = ResultPrinter(format: json ? .json : .human, count: count,
                                    showsProgress: count > 300 && Console.errorIsTerminal)
        let dispatcher = SendDispatcher(order)
        let summary: SendSummary
        do {
            summary = try await InterruptibleBatch.run(onInterrupt: { dispatcher.stop() }) { () async throws(RecipientError) in
                try await dispatcher.run(onEvent: printer.print)
            }
        } catch {
            throw error.commandError
        }
        return try conclude(summary, printer: printer, json: json, proxy: proxy)
    }

    /// Ends a send that `printer` printed and that ended with `summary`: the summary line, naming
    /// the `proxy` the pushes went through (nil: none), on stdout (stderr with `json`, or when stdout
    /// failed); the exit code is the summary's verdict.
    static func conclude(_ summary: SendSummary, printer: ResultPrinter, json: Bool, proxy: String?) throws -> ExitCode {
        printer.finish()
        var summary = summary
        summary.proxy = proxy
        let line = ResultText.summary(summary)
        if let failure = printer.outputFailure {
            // Standard output is gone (a closed terminal, a full disk): the summary goes where it still can.
            Console.error(line)
            // After a hangup the interruption, not the lost output, is what ended the send.
            if summary.verdict == .interrupted { return .interrupted }
            throw failure
        }
        if json { Console.error(line) } else { try Console.out(line) }
        return ExitCode(summary.verdict)
    }
}
