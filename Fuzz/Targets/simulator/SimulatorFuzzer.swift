import PushFuzzing
@testable import PushSimulator

/// The simulator's request handling. One byte picks the mode: up to four requests (APNs or FCM
/// mode) that share one connection's provider-token gate and are answered by the real
/// ``APNsResponder`` exactly as complete HTTP/2 streams are; or raw HTTP/2 frames through the
/// simulator's nghttp2 callbacks (``FrameFeeder``).
enum SimulatorFuzzer {
    static func run(_ input: inout FuzzInput) {
        guard let server = FuzzServer.shared else {
            Invariant.check(false, "could not make the simulator's keys")
            return
        }
        let mode = input.index(below: 3)
        guard mode < 2 else {
            FrameFeeder.run(input.rest(), core: server.core)
            return
        }
        let fcm = mode == 1
        var decoder = RequestDecoder(mode: fcm ? .fcm : .apns, authorizations: server.providerAuthorizations, grantBodies: server.grantBodies)
        let responder = fcm ? server.fcm : server.apns
        var gate = ProviderTokenGate()
        for _ in 0..<4 where !input.isExhausted {
            let request = decoder.request(from: &input)
            // An oversized header list never reaches the responder: the connection answers 431.
            guard !request.headersTooLarge else {
                Invariant.check(request.headers.isEmpty, "an oversized header list was kept")
                continue
            }
            let response = responder.respond(to: request, gate: &gate, now: FuzzServer.now)
            ResponseRules.check(response, for: request, gateAccepted: gate.hasAcceptedToken)
            if fcm, let accessToken = ResponseRules.checkFCM(response, for: request) {
                decoder.authorizations.append("Bearer " + accessToken)
            }
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
