import PushCore
import PushCrypto
import PushTransport

extension FCMRoute {
    /// What the history records with every message of a send along this route: the fcm profile
    /// (if any), the host and project, and the message's wire body.
    public func historyContext(profileName: String?, profileFile: String?, message: JSONValue) -> SendHistory.Context {
        var context = SendHistory.Context(profileName: profileName, profileFile: profileFile, environment: .production,
                                          isLocal: destination.isCustom, topic: "", pushType: .alert,
                                          body: String(decoding: message.wireBytes(), as: UTF8.self))
        context.service = .fcm
        context.project = project
        context.host = destination.authority
        return context
    }

    /// `--dry-run`: each message of `order` as it would be sent as `account` — `POST` and the path,
    /// then the body.
    public func dryRunLines(_ order: FCMSendOrder, account: ServiceAccount) -> [String] {
        order.targets.flatMap { target in
            let request = FCMSendRequest(project: project ?? account.projectID, message: order.message, target: target,
                                         validateOnly: order.validateOnly)
            return ["POST \(request.path)", String(decoding: request.body(), as: UTF8.self)]
        }
    }
}
