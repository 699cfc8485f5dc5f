/// One notification to one device, as the user described it: the input of the linter and of
/// ``httpRequest(authorization:)``.
public struct PushRequest: Sendable, Equatable {
    /// The device (or Live Activity, push-to-start, Push to Talk) token.
    public var token: DeviceToken
    /// Everything the push carries besides its device and payload; its push type and topic are
    /// the ones sent (``pushType``, ``topic``).
    public var headers: PushHeaders
    /// The payload as the user wrote it (JSON text).
    public var payload: String

    /// A request carrying `headers` (an unset push type sends alert, an unset topic none).
    public init(token: DeviceToken, headers: PushHeaders, payload: String) {
        self.token = token
        self.headers = headers
        self.payload = payload
    }

    /// A request; only the token, topic, push type and payload are required.
    public init(token: DeviceToken, topic: String, pushType: PushType, priority: Int? = nil,
                expiration: Int? = nil, collapseID: String? = nil, apnsID: String? = nil, payload: String) {
        self.init(token: token, headers: PushHeaders(pushType: pushType, topic: topic, priority: priority, expiration: expiration,
                                                     collapseID: collapseID, apnsID: apnsID),
                  payload: payload)
    }

    /// `apns-push-type`: the one the headers name, else alert.
    public var pushType: PushType {
        get { headers.pushType ?? .alert }
        set { headers.pushType = newValue }
    }

    /// `apns-topic`: the bundle ID with the push type's suffix (or the MDM UID); empty sends none.
    public var topic: String {
        get { headers.topic ?? "" }
        set { headers.topic = newValue }
    }

    /// The priority that will be sent: the chosen one or the push type's default.
    public var effectivePriority: Int {
        headers.effectivePriority
    }

    /// The HTTP/2 request APNs receives: the one function behind the sender, `--dry-run` and curl export.
    ///
    /// - `:path` is `/3/device/<hex>`; `apns-push-type` and `apns-priority` are always sent (the
    ///   priority explicitly, because APNs assumes 10 when it is absent, which is wrong for background);
    /// - `apns-topic`, `apns-expiration`, `apns-collapse-id`, `apns-id` and any other `apns-*`
    ///   header of ``headers`` when set, in ``PushHeaders/fields`` order;
    /// - `authorization: bearer <authorization>` when a provider token is given;
    /// - `content-type: application/json`: APNs does not need it, but without it libcurl would label
    ///   the body as a form, and naming the real type keeps dry-run output equal to what is sent.
    ///
    /// The body is ``PayloadDocument/wireBytes``. See
    /// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
    ///
    /// - Parameter authorization: the provider JWT without the `bearer ` prefix, or nil for a
    ///   certificate connection.
    public func httpRequest(authorization: String?) throws(PushRequestError) -> APNsHTTPRequest {
        try httpRequest(authorization: authorization, document: PayloadDocument(text: payload))
    }

    /// The same as ``httpRequest(authorization:)`` with a payload the caller has already parsed.
    public func httpRequest(authorization: String?, document: PayloadDocument) throws(PushRequestError) -> APNsHTTPRequest {
        try httpRequest(headers: headers(authorization: authorization), document: document)
    }

    /// The same with `headers` made by ``headers(authorization:)`` for this push or for one that
    /// differs from it only in its device and payload, which the headers never carry: a batch
    /// builds them once, not once per push.
    public func httpRequest(headers: [HTTPHeader], document: PayloadDocument) throws(PushRequestError) -> APNsHTTPRequest {
        guard let body = document.wireBytes else {
            // A successful parse always yields wire bytes, so a missing body means a syntax error.
            throw .invalidPayload(document.syntaxError ?? JSONSyntaxError(line: 1, column: 1, offset: 0, message: "payload is not JSON"))
        }
        return APNsHTTPRequest(method: "POST", path: APNsHTTPRequest.devicePathPrefix + token.hex, headers: headers, body: body)
    }

    /// The request headers of ``httpRequest(authorization:)``, in sending order: those of
    /// ``PushHeaders/wireHeaders(authorization:)``. They depend on neither ``token`` nor ``payload``.
    public func headers(authorization: String?) throws(PushRequestError) -> [HTTPHeader] {
        try headers.wireHeaders(authorization: authorization)
    }
}
