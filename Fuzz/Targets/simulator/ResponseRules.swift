import PushCore
import PushFuzzing
@testable import PushSimulator

/// What every answer of the simulator must satisfy, whatever the request.
enum ResponseRules {
    static func check(_ response: OutgoingResponse, for request: IncomingRequest, gateAccepted: Bool) {
        let context = describe(request)
        Invariant.check((200..<600).contains(response.status), "status \(response.status) for \(context)")
        for header in response.headers {
            Invariant.check(!(header.name + header.value).utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 },
                            "response header \(header.name) carries a line break or NUL for \(context)")
        }
        if FCMResponder.handles(request.path) { return }
        guard BroadcastPath(parsing: request.path) == nil else { return }
        checkDevicePath(response, for: request, gateAccepted: gateAccepted, context: context)
    }

    /// The same rules as the client-side check, an APNs-shaped answer, and an `apns-id`.
    private static func checkDevicePath(_ response: OutgoingResponse, for request: IncomingRequest, gateAccepted: Bool, context: String) {
        if let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers, body: request.body) {
            Invariant.check(response.status == rejection.status && response.reason == rejection.reason,
                            "responder said \(response.status) \(String(describing: response.reason)), the request check \(rejection) for \(context)")
        }
        let apnsID = response.headers.first { $0.name == APNsHeaderName.apnsID }?.value
        Invariant.check(apnsID.map(APNsID.isCanonical) == true, "answer without a canonical apns-id for \(context)")
        if let given = request.header(APNsHeaderName.apnsID), APNsID.isCanonical(given) {
            Invariant.check(apnsID == given, "apns-id \(given) answered as \(apnsID ?? "none") for \(context)")
        }
        if response.status == 200 {
            Invariant.check(response.reason == nil && response.body.isEmpty, "200 with a reason or body for \(context)")
            Invariant.check(gateAccepted, "200 without an accepted provider token for \(context)")
        } else {
            let reason = PayloadDocument(bytes: response.body).value?["reason"]?.stringValue
            Invariant.check(reason != nil && reason == response.reason?.rawValue,
                            "\(response.status) body \(String(decoding: response.body, as: UTF8.self)) does not name reason \(String(describing: response.reason)) for \(context)")
        }
    }

    /// FCM's token endpoint and send: Google-shaped JSON answers. Returns the access token a
    /// successful grant hands out, so later requests on the connection can use it.
    static func checkFCM(_ response: OutgoingResponse, for request: IncomingRequest) -> String? {
        guard FCMResponder.handles(request.path) else { return nil }
        let context = describe(request)
        guard request.method == "POST" else {
            Invariant.check(response.status == 405, "\(response.status) for a non-POST \(context)")
            return nil
        }
        let body = PayloadDocument(bytes: response.body).value
        Invariant.check(body?.members != nil, "FCM answer \(response.status) is not a JSON object for \(context)")
        if request.path == FCMSimulation.tokenPath {
            let answer = AccessTokenAnswer(status: response.status, body: response.body)
            guard response.status == 200 else {
                Invariant.check(answer.error != nil, "refused grant \(response.status) without an error for \(context)")
                return nil
            }
            Invariant.check(answer.accessToken?.isEmpty == false && (answer.expiresIn ?? 0) > 0, "grant without a usable token for \(context)")
            return answer.accessToken
        }
        if response.status == 200 {
            let name = body?["name"]?.stringValue ?? ""
            Invariant.check(name.hasPrefix("projects/\(FuzzServer.fcmProject)/messages/"), "sent message named '\(name)' for \(context)")
        } else {
            Invariant.check(body?["error"]?["code"] == .number(JSONNumber(response.status)),
                            "\(response.status) error body does not carry its code for \(context)")
        }
        return nil
    }

    private static func describe(_ request: IncomingRequest) -> String {
        "\(request.method.debugDescription) \(request.path.debugDescription) \(request.headers.map { "\($0.name): \($0.value)" }) body \(request.body.count) bytes"
    }
}
