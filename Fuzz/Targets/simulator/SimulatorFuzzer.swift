import Foundation
import PushCore
import PushCrypto
import PushFuzzing
@testable import PushSimulator

/// The simulator's request handling: up to four requests on one connection (one provider-token
/// gate), each decoded from the input as method, path, headers and body, answered by the real
/// ``APNsResponder`` exactly as an HTTP/2 stream's complete request is.
enum SimulatorFuzzer {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let keyID = "FUZZKEY001"
    static let teamID = "FUZZTEAM01"
    static let bundleID = "com.example.app"
    static let healthyToken = String(repeating: "ab", count: 32)
    static let scriptedTokens: [(hex: String, outcome: TokenOutcome)] = [
        (String(repeating: "01", count: 32), .unregistered(since: now.addingTimeInterval(-60))),
        (String(repeating: "02", count: 32), .tooManyRequests(retryAfter: 30)),
        (String(repeating: "03", count: 32), .badDeviceToken),
        (String(repeating: "04", count: 32), .internalServerError),
        (String(repeating: "05", count: 32), .serviceUnavailable),
        (String(repeating: "06", count: 32), .unregistered(since: now.addingTimeInterval(60))),
    ]

    /// Made once per process: a fresh key, tokens signed with it, and the responder that trusts it.
    struct Setup: Sendable {
        let responder: APNsResponder
        /// `bearer` values: valid, valid but from an hour and a half ago, signed by an unknown key ID.
        let authorizations: [String]
    }

    static let setup: Setup? = {
        guard let key = try? ECPrivateKey.generateP256() else { return nil }
        let issuedAt = Int(now.timeIntervalSince1970)
        guard let valid = try? ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 60, key: key),
              let laterValid = try? ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 30, key: key),
              let stale = try? ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt - 5_400, key: key),
              let stranger = try? ProviderJWT.sign(keyID: "OTHERKEY01", teamID: teamID, issuedAt: issuedAt - 60, key: key)
        else { return nil }
        var outcomes: [DeviceToken: TokenOutcome] = [:]
        for (hex, outcome) in scriptedTokens {
            if let token = try? DeviceToken(pathComponent: hex) { outcomes[token] = outcome }
        }
        let configuration = SimulatorConfiguration(
            stateDirectory: "/nonexistent", trustedKeys: [TrustedKey(keyID: keyID, teamID: teamID, publicKey: key.publicKey)],
            scenario: Scenario(tokenOutcomes: outcomes), clock: { now })
        return Setup(responder: APNsResponder(configuration: configuration),
                     authorizations: ["bearer " + valid, "bearer " + laterValid, "bearer " + stale, "bearer " + stranger, "bearer  " + valid + " "])
    }()

    static let methods = ["POST", "GET", "PUT", "DELETE", "post", "", "POST "]
    static let headerNames = [
        APNsHeaderName.pushType, APNsHeaderName.topic, APNsHeaderName.priority, APNsHeaderName.expiration,
        APNsHeaderName.collapseID, APNsHeaderName.apnsID, APNsHeaderName.authorization, APNsHeaderName.contentType,
        "APNS-TOPIC", "apns-channel-id", "apns-request-id", ":scheme", "x-unknown",
    ]
    static let headerValues = [
        "alert", "background", "voip", "liveactivity", "location", "pushtotalk", "widgets", "controls", "complication",
        bundleID, bundleID + ".voip", bundleID + ".push-type.liveactivity", bundleID + ".voip-ptt", bundleID + ".complication",
        "10", "5", "1", "0", "-1", "1800000000", "99999999999999999999", "550e8400-e29b-41d4-a716-446655440000",
        "550E8400-E29B-41D4-A716-446655440000", String(repeating: "c", count: 65), "dHdvLWNoYW5uZWw=", "",
    ]
    static let bodies = [
        #"{"aps":{"alert":"hi"}}"#, #"{"aps":{"content-available":1}}"#, #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#,
        #"{"aps":{"event":"update","timestamp":1800000000,"content-state":{}}}"#, "", "[]", "{",
    ]

    static func run(_ input: inout FuzzInput) {
        guard let setup else {
            Invariant.check(false, "could not make a provider key")
            return
        }
        var gate = ProviderTokenGate()
        for _ in 0..<4 where !input.isExhausted {
            let request = makeRequest(&input, authorizations: setup.authorizations)
            guard !request.headersTooLarge else {
                Invariant.check(request.headers.isEmpty, "an oversized header list was kept")
                continue
            }
            let response = setup.responder.respond(to: request, gate: &gate, now: now)
            check(response, for: request, gateAccepted: gate.hasAcceptedToken)
        }
    }

    static func makeRequest(_ input: inout FuzzInput, authorizations: [String]) -> IncomingRequest {
        var request = IncomingRequest(streamID: 1)
        request.addHeader(name: ":method", value: input.pickOrText(methods))
        request.addHeader(name: ":scheme", value: "https")
        request.addHeader(name: ":path", value: makePath(&input))
        for _ in 0..<input.index(below: 9) {
            let name = input.pickOrText(headerNames, spare: 3)
            // One byte: the low two bits choose the kind of value, the rest which one.
            let choice = Int(input.byte())
            let value = switch choice % 4 {
            case 0: authorizations[choice / 4 % authorizations.count]
            case 1: input.text()
            default: headerValues[choice / 4 % headerValues.count]
            }
            request.addHeader(name: name, value: value)
        }
        var body: [UInt8]
        switch input.index(below: 4) {
        case 0: body = input.field()
        case 1: body = Array(input.pick(bodies).utf8) + Array(repeating: UInt8(ascii: " "), count: 3_000 * input.index(below: 4))
        default: body = Array(input.pick(bodies).utf8)
        }
        // nghttp2 hands a body over in chunks; feeding it in two exercises the cap's bookkeeping.
        let split = body.isEmpty ? 0 : Int(input.byte()) % body.count
        body.withUnsafeBufferPointer { all in
            request.appendBody(UnsafeBufferPointer(rebasing: all[..<split]))
            request.appendBody(UnsafeBufferPointer(rebasing: all[split...]))
        }
        return request
    }

    static func makePath(_ input: inout FuzzInput) -> String {
        switch input.index(below: 8) {
        case 0: return APNsHTTPRequest.devicePathPrefix + input.text()
        case 1: return input.text()
        case 2: return BroadcastPath.channels(bundleID: bundleID).text
        case 3: return BroadcastPath.allChannels(bundleID: bundleID).text
        case 4: return BroadcastPath.broadcast(bundleID: input.flag() ? bundleID : input.text()).text
        case 5: return APNsHTTPRequest.devicePathPrefix + input.pick(scriptedTokens).hex
        default: return APNsHTTPRequest.devicePathPrefix + healthyToken
        }
    }

    static func check(_ response: OutgoingResponse, for request: IncomingRequest, gateAccepted: Bool) {
        let context = "\(request.method) \(request.path) \(request.headers.map { "\($0.name): \($0.value)" }) body \(request.body.count) bytes"
        Invariant.check((200..<600).contains(response.status), "status \(response.status) for \(context)")
        for header in response.headers {
            Invariant.check(!(header.name + header.value).utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 },
                            "response header \(header.name) carries a line break or NUL for \(context)")
        }
        guard BroadcastPath(parsing: request.path) == nil, !FCMResponder.handles(request.path) else { return }
        // Device paths: the same rules as the client-side check, an APNs-shaped answer, and an apns-id.
        if let rejection = APNsRequestCheck.check(method: request.method, path: request.path, headers: request.headers, body: request.body) {
            Invariant.check(response.status == rejection.status && response.reason == rejection.reason,
                            "responder said \(response.status) \(String(describing: response.reason)), the request check \(rejection) for \(context)")
        }
        let apnsID = response.headers.first { $0.name == APNsHeaderName.apnsID }?.value
        Invariant.check(apnsID.map(APNsID.isCanonical) == true, "answer without a canonical apns-id for \(context)")
        if let given = request.header(APNsHeaderName.apnsID), APNsID.isCanonical(given), request.headers.filter({ $0.name == APNsHeaderName.apnsID }).count == 1 {
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
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSimulator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    SimulatorFuzzer.run(&input)
    return 0
}
