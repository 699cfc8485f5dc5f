import Foundation
import PushCommandLine
import PushCore
import PushDelivery
import PushStorage
import PushTransport

/// `pushtui send` with an fcm profile or `--service-account`: lints the FCM message, then sends it to
/// each target over FCM HTTP v1 and prints one line per target.
enum FCMSend {
    static func run(_ arguments: ParsedArguments, target: FCMSendTarget, configuration: APNsClientConfiguration) async throws -> ExitCode {
        let recipients: FCMRecipients
        do {
            recipients = try FCMRecipients(tokens: arguments.allValues("token"), tokensFile: arguments.value("tokens-file"),
                                           allTokens: arguments.has("all-tokens"), book: target.book,
                                           topic: arguments.value("topic"), condition: arguments.value("condition"))
        } catch {
            throw error.commandError
        }
        recipients.skippedDead.map { ResultText.skipped($0, in: nil) }.forEach(Console.error)
        // --alert and its friends are refused as APNs-only, so this is the --payload file.
        let payload = try PayloadComposer.compose(arguments)
        guard Console.passes(Preflight.fcm(payload.text, targets: recipients.targets, payloadName: payload.name)) else { return .invalidInput }
        // The lint refuses a message that is not JSON.
        let message = try JSONParser.parse(payload.text)
        let account = try target.account()
        let dryRun = arguments.has("dry-run")
        let context = target.route.historyContext(profileName: target.profileName, profileFile: target.profileFile, message: message)
        let order = FCMSendOrder(configuration: configuration, targets: recipients.targets, message: message,
                                 validateOnly: arguments.has("validate-only"), history: dryRun ? nil : SendHistory.ofThisProcess(context),
                                 book: target.book, bookFile: target.profileFile, profiles: ProfileLoader.fromProcess())
        // Made before a dry run too, so a route without a project or endpoint fails alike.
        let dispatcher = try FCMDispatcher(order, route: target.route, account: account)
        if dryRun {
            dispatcher.stop()
            try target.route.dryRunLines(order, account: account).forEach(Console.out)
            return .success
        }
        let json = arguments.has("json")
        let printer = ResultPrinter(format: json ? .json : .human, count: order.targets.count, showsProgress: false)
        let summary = await InterruptibleBatch.run(onInterrupt: { dispatcher.stop() }) {
            await dispatcher.run(onEvent: printer.print)
        }
        let proxy = try target.route.proxy(account: account, configuration: configuration).map(ProxyChoice.displayName(of:))
        return try SendCommand.conclude(summary, printer: printer, json: json, proxy: proxy)
    }
}
