import PushCore

/// APNs' rules for a request on a certificate-based connection, from
/// [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns)
/// and [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
///
/// In order, the first failure wins:
/// 1. not an APNs provider certificate (no environment marker, or unreadable) → 403 `BadCertificate`;
/// 2. not marked for this simulator's environment → 403 `BadCertificateEnvironment`;
/// 3. the shared header and payload rules (``APNsRequestCheck``), where `apns-topic` is required
///    only when the certificate covers several topics (else 400 `MissingTopic`);
/// 4. a topic the certificate does not list, or (without `apns-topic`) a push type that does not
///    fit the certificate's single topic → 400 `TopicDisallowed`.
///
/// The `authorization` header is not looked at: APNs ignores it on certificate connections.
/// Assumption: the two certificate reasons come before the request's own faults, because APNs
/// treats them as properties of the connection (it may also send them in GOAWAY).
enum CertificateRules {
    static func rejection(for request: IncomingRequest, certificate: ClientCertificate, environment: APNsEnvironment) -> APNsRejection? {
        guard case .verified(let info) = certificate, info.isPushCertificate else {
            return APNsRejection(.badCertificate)
        }
        guard info.environments.contains(environment) else {
            return APNsRejection(.badCertificateEnvironment)
        }
        let options = APNsRequestCheck.Options(requiresTopic: info.requiresTopicHeader)
        if let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers,
                                                  body: request.body, options: options) {
            return rejection
        }
        let named = request.header(APNsHeaderName.topic)
        // Without apns-topic APNs uses the certificate's only topic (the request check has
        // already demanded the header when there are several).
        guard let topic = named ?? info.topicNames.first, info.topicNames.contains(topic) else {
            return APNsRejection(.topicDisallowed)
        }
        if named == nil, request.pushType.topicMismatch(topic) != nil {
            return APNsRejection(.topicDisallowed)
        }
        return nil
    }

    /// The broadcast API's certificate rules: a push certificate for this environment that lists
    /// `bundleID` among its topics, else `BadCertificate`, `BadCertificateEnvironment` or 403 `TopicMismatch`.
    static func rejection(forBundleID bundleID: String, certificate: ClientCertificate, environment: APNsEnvironment) -> APNsRejection? {
        guard case .verified(let info) = certificate, info.isPushCertificate else {
            return APNsRejection(.badCertificate)
        }
        guard info.environments.contains(environment) else {
            return APNsRejection(.badCertificateEnvironment)
        }
        return info.topicNames.contains(bundleID) ? nil : APNsRejection(.topicMismatch)
    }
}
