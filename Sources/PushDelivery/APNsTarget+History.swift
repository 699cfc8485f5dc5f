import PushCore
import PushTransport

extension APNsTarget {
    /// What every push of a send to this target shares in the history: its profile, destination
    /// and `headers` (the topic, or a broadcast's bundle ID), and the wire `body`. `credential`
    /// names the signing key of a token send.
    public func historyContext(headers: PushHeaders, body: String, credential: APNsCredential? = nil) -> SendHistory.Context {
        var context = SendHistory.Context(profileName: profileName, profileFile: profileFile, environment: destination.environment ?? .sandbox,
                                          isLocal: destination.isCustom, topic: headers.topic ?? "", pushType: headers.pushType ?? .alert, body: body)
        context.headers = headers
        context.host = destination.authority
        if case .token(let keyID, _, _)? = credential { context.keyID = keyID }
        return context
    }
}
