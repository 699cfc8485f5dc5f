/// One FCM HTTP v1 send: the path and the one function that builds the body bytes.
///
/// `POST /v1/projects/<project>/messages:send` with `{"message": {…}, "validate_only": bool}`.
/// See https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send
public struct FCMSendRequest: Sendable, Equatable {
    /// The size limit of a message's wire bytes; Google rejects larger ones with `INVALID_ARGUMENT`.
    public static let messageLimit = 4096
    /// The smaller limit Google documents for topic messages.
    public static let topicMessageLimit = 2048

    /// The Firebase project ID (or number).
    public var project: String
    /// The `message` object as edited, with or without its target.
    public var message: JSONValue
    /// The target to set, replacing any target in `message`; `nil` keeps the message's own.
    public var target: FCMTarget?
    /// Ask FCM to check the message without delivering it.
    public var validateOnly: Bool

    /// A send request. `message` may also be the whole documented request body
    /// `{"message": {…}}`: the message inside it is sent (``unwrapped(_:)``).
    public init(project: String, message: JSONValue, target: FCMTarget? = nil, validateOnly: Bool = false) {
        self.project = project
        self.message = Self.unwrapped(message)
        self.target = target
        self.validateOnly = validateOnly
    }

    /// The member of a request body that holds the message.
    public static let messageKey = "message"

    /// The message in `body`: the object under `message` when `body` is the documented request
    /// body `{"message": {…}, "validate_only": …}` (Google's examples are written that way), else
    /// `body` itself. A `Message` has no field called `message`, so the two cannot be confused.
    public static func unwrapped(_ body: JSONValue) -> JSONValue {
        guard let inner = body[messageKey], inner.members != nil else { return body }
        return inner
    }

    /// `/v1/projects/<project>/messages:send`.
    public var path: String { Self.path(project: project) }

    /// The send path for `project`.
    public static func path(project: String) -> String { "/v1/projects/\(project)/messages:send" }

    /// The message with `target` in place of any target it named: what FCM receives as `message`.
    public var targetedMessage: JSONValue {
        guard let target, let members = message.members else { return message }
        let kept = members.filter { !FCMTarget.fieldNames.contains($0.key) }
        return .object(kept + [JSONMember(key: target.fieldName, value: .string(target.value))])
    }

    /// The request body bytes; `validate_only` is sent only when true.
    public func body() -> [UInt8] {
        var members = [JSONMember(key: "message", value: targetedMessage)]
        if validateOnly { members.append(JSONMember(key: "validate_only", value: .bool(true))) }
        return JSONValue.object(members).wireBytes()
    }
}
