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
        guard Console.passes(Preflight.fcm(payload.text, targets: recipients, payloadName: payload.name)) else { return .invalidInput }
        // The lint refuses a message that is not JSON.
        let message = try JSONParser.parse(payload.text)
        let account = try target.account()
        var context = SendHistory.Context(
            profileName: target.profileName, profileFile: target.profileFile, environment: .production, isLocal: target.route.destination.isCustom,
            topic: "", pushType: .alert, body: String(decoding: message.wireBytes(), as: UTF8.self))
        context.service = .fcm
        context.project = target.route.project
        context.host = target.route.destination.authority
        let dryRun = arguments.has("dry-run")
        let order = FCMSendOrder(configuration: configuration, targets: recipients, message: message,
                                 validateOnly: arguments.has("validate-only"), history: dryRun ? nil : SendHistory.ofThisProcess(context),
                                 book: target.book, bookFile: target.profileFile, profiles: ProfileLoader.fromProcess())
        // Made before a dry run too, so a route without a project or endpoint fails alike.
        let dispatcher = try FCMDispatcher(order, route: target.route, account: account)
        if dryRun {
            dispatcher.stop()
            for recipient in recipients {
                let request = FCMSendRequest(project: target.route.project ?? account.projectID, message: message, target: recipient,
                                             validateOnly: order.validateOnly)
                try Console.out("POST \(request.path)")
                try Console.out(String(decoding: request.body(), as: UTF8.self))
            }
            return .success
        }
        let printer = ResultPrinter(format: arguments.has("json") ? .json : .human, count: recipients.count, showsProgress: false)
        let (summary, _) = await InterruptibleBatch.run(onInterrupt: { dispatcher.stop() }) {
            await dispatcher.run(onEvent: printer.print)
        }
        printer.finish()
        if let failure = printer.outputFailure { throw failure }
        return ExitCode(summary.verdict)
    }
}
