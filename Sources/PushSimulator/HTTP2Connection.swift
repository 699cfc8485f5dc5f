import CNghttp2
import Foundation
import PushCore

/// One client connection: TLS handshake, then an nghttp2 server session driven by a poll loop
/// that also releases latency-delayed responses when they fall due. Lives on its own thread.
final class HTTP2Connection {
    /// How long a client may take to finish the TLS handshake before its thread gives up.
    static let handshakeTimeoutMilliseconds: Int64 = 10_000
    /// How long a single write may stall on a client that does not read.
    static let writeTimeoutMilliseconds: Int64 = 30_000

    let number: Int
    private let core: SimulatorCore
    private let tls: TLSStream
    private var session: OpaquePointer?
    private var requests: [Int32: IncomingRequest] = [:]
    private var bodies = ResponseBodies()
    private var schedule = ResponseSchedule()
    private var gate = ProviderTokenGate()
    /// The client certificate presented in the handshake; nil for a token-based connection.
    private var certificate: ClientCertificate?
    private var completedRequests = 0
    private var sentResponses = 0
    private var streamLimitRaised = false
    private var dropAfterFlush = false
    /// The `last_stream_id` of the GOAWAY this connection sent, once it has sent one.
    private var goawayLastStreamID: Int32?
    /// The last `date` header value and the second it names.
    private var dateHeader: (second: Int, text: String)?

    init(number: Int, core: SimulatorCore, tls: TLSStream) {
        self.number = number
        self.core = core
        self.tls = tls
    }

    /// How long a finished connection waits for the client to close its side.
    static let closeDrainMilliseconds: Int64 = 2_000

    /// Serves the connection until the client leaves, a scenario ends it, or the simulator stops.
    func run() {
        if core.tls.requestsClientCertificates {
            tls.verifyCertificates(at: core.configuration.clock())
        }
        guard tls.handshake(timeoutMilliseconds: Self.handshakeTimeoutMilliseconds) else { return }
        if core.tls.requestsClientCertificates {
            certificate = tls.peerCertificateDER().map(ClientCertificate.init(der:))
        }
        guard startSession() else { return }
        defer { nghttp2_session_del(session) }
        serve()
    }

    private func startSession() -> Bool {
        guard let callbacks = HTTP2Callbacks.make() else { return false }
        defer { nghttp2_session_callbacks_del(callbacks) }
        var option: OpaquePointer?
        guard nghttp2_option_new(&option) == 0 else { return false }
        defer { nghttp2_option_del(option) }
        // curl 7.88 resets every stream after a header-only response; nghttp2's Rapid-Reset
        // guard would otherwise GOAWAY an honest client after ~1000 requests.
        nghttp2_option_set_stream_reset_rate_limit(option, 1 << 40, 1 << 40)
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard nghttp2_session_server_new2(&session, callbacks, context, option) == 0 else { return false }
        // APNs allows one stream until a request carries a valid provider token; a certificate
        // authenticates the whole connection, and APNs advertises its full limit at once (Pushy's log).
        if certificate != nil {
            streamLimitRaised = true
            return submitSettings(maxConcurrentStreams: core.configuration.advertisedMaxConcurrentStreams)
        }
        return submitSettings(maxConcurrentStreams: core.configuration.initialMaxConcurrentStreams)
    }

    private func submitSettings(maxConcurrentStreams: Int) -> Bool {
        var settings = [nghttp2_settings_entry(
            settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue),
            value: UInt32(clamping: maxConcurrentStreams))]
        return nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count) == 0
    }

    private func serve() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            submitDueResponses()
            guard flush(stopOnWake: true), !dropAfterFlush else { return }
            if nghttp2_session_want_read(session) == 0 && nghttp2_session_want_write(session) == 0 {
                // Every stream is answered after a GOAWAY: let the client read it all before closing.
                tls.closeGracefully(drainMilliseconds: Self.closeDrainMilliseconds)
                return
            }
            if !tls.hasBufferedBytes {
                switch tls.waitForInput(timeoutMilliseconds: schedule.timeout(now: MonotonicClock.milliseconds())) {
                case .woken:
                    goAway(reason: .shutdown)
                    _ = flush(stopOnWake: false, timeoutMilliseconds: 500)
                    return
                case .timedOut:
                    continue
                case .ready:
                    break
                }
            }
            guard receive(into: buffer) else {
                // nghttp2 may have queued a GOAWAY explaining a protocol error; try to send it.
                _ = flush(stopOnWake: true, timeoutMilliseconds: 500)
                return
            }
        }
    }

    /// Feeds what the socket has to nghttp2; false when the connection is over.
    private func receive(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        // A bounded number of reads per turn, so responses go out even under a flood.
        for _ in 0..<16 {
            switch tls.read(into: buffer) {
            case .wouldBlock:
                return true
            case .closed:
                return false
            case let .bytes(count):
                let bytes = buffer.bindMemory(to: UInt8.self)
                guard let base = bytes.baseAddress, nghttp2_session_mem_recv(session, base, count) >= 0 else { return false }
            }
        }
        return true
    }

    /// Sends everything nghttp2 has queued, coalesced into few TLS records.
    private func flush(stopOnWake: Bool, timeoutMilliseconds: Int64 = HTTP2Connection.writeTimeoutMilliseconds) -> Bool {
        var pending: [UInt8] = []
        while true {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            if count < 0 { return false }
            if count > 0, let data {
                pending.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
            }
            if count == 0 || pending.count >= 64 * 1024 {
                if !pending.isEmpty {
                    let written = pending.withUnsafeBytes {
                        tls.writeAll($0, timeoutMilliseconds: timeoutMilliseconds, stopOnWake: stopOnWake)
                    }
                    guard written else { return false }
                    pending.removeAll(keepingCapacity: true)
                }
                if count == 0 { return true }
            }
        }
    }

    // MARK: Requests (called from the nghttp2 callbacks)

    func beginRequest(streamID: Int32) {
        requests[streamID] = IncomingRequest(streamID: streamID)
    }

    func addHeader(streamID: Int32, name: String, value: String) {
        requests[streamID]?.addHeader(name: name, value: value)
    }

    func appendBody(streamID: Int32, chunk: UnsafeBufferPointer<UInt8>) {
        requests[streamID]?.appendBody(chunk)
    }

    /// The header block is complete; an oversized one is answered at once (431) and the rest
    /// of its stream ignored.
    func headersEnded(streamID: Int32, endsStream: Bool) {
        if endsStream || requests[streamID]?.headersTooLarge == true {
            completeRequest(streamID: streamID)
        }
    }

    func completeRequest(streamID: Int32) {
        guard var request = requests.removeValue(forKey: streamID) else { return }
        // nghttp2 keeps processing the rest of a read after the GOAWAY is queued; a stream past the
        // announced last one was "not processed" as far as the client knows, which will retry it
        // elsewhere, so answering it would deliver the push twice.
        if let last = goawayLastStreamID, streamID > last {
            _ = nghttp2_submit_rst_stream(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), streamID, NGHTTP2_REFUSED_STREAM.rawValue)
            return
        }
        let now = MonotonicClock.milliseconds()
        request.completedAt = now
        completedRequests += 1
        let response = request.headersTooLarge
            ? OutgoingResponse.headersTooLarge
            : core.responder.respond(to: request, gate: &gate, certificate: certificate, now: core.configuration.clock())
        if gate.hasAcceptedToken && !streamLimitRaised {
            streamLimitRaised = true
            _ = submitSettings(maxConcurrentStreams: core.configuration.advertisedMaxConcurrentStreams)
        }
        let latency = Int64(core.configuration.scenario.latencyMilliseconds)
        schedule.add(.init(due: now + latency, request: request, response: response))
        if let rule = core.configuration.scenario.goaway, completedRequests == rule.afterStreams {
            goAway(reason: rule.reason)
        }
    }

    func streamClosed(streamID: Int32) {
        requests[streamID] = nil
        bodies.remove(streamID: streamID)
        schedule.cancel(streamID: streamID)
    }

    /// Copies the next part of a response body into nghttp2's buffer.
    func readBody(streamID: Int32, into buffer: UnsafeMutablePointer<UInt8>, length: Int, flags: UnsafeMutablePointer<UInt32>) -> Int {
        let (count, finished) = bodies.read(streamID: streamID, into: buffer, length: length)
        if finished {
            flags.pointee |= NGHTTP2_DATA_FLAG_EOF.rawValue
        }
        return count
    }

    // MARK: Responses

    private func submitDueResponses() {
        guard !schedule.isEmpty else { return }
        let now = MonotonicClock.milliseconds()
        for entry in schedule.takeDue(now: now) {
            submit(entry.response, streamID: entry.request.streamID)
            sentResponses += 1
            core.record(entry.request, entry.response, connection: number, sentAt: now)
            if let limit = core.configuration.scenario.dropAfterStreams, sentResponses >= limit {
                dropAfterFlush = true
                return
            }
        }
    }

    private func submit(_ response: OutgoingResponse, streamID: Int32) {
        var fields = [(":status", String(response.status))] + response.headers
        if !response.headers.contains(where: { $0.name == HTTPDate.headerName }) {
            fields.append((HTTPDate.headerName, currentDateHeader()))
        }
        if !response.body.isEmpty {
            bodies.add(response.body, streamID: streamID)
        }
        HeaderBlock.withNameValues(fields) { nameValues, count in
            if response.body.isEmpty {
                _ = nghttp2_submit_response(session, streamID, nameValues, count, nil)
            } else {
                var provider = nghttp2_data_provider(source: nghttp2_data_source(ptr: nil), read_callback: HTTP2Callbacks.readBody)
                _ = nghttp2_submit_response(session, streamID, nameValues, count, &provider)
            }
        }
    }

    /// The `date` header every HTTP server sends (RFC 9110 §6.6.1), on the simulator's clock shifted
    /// by the scenario's offset; formatted once per second, not once per response.
    private func currentDateHeader() -> String {
        let now = core.configuration.clock().addingTimeInterval(TimeInterval(core.configuration.scenario.clockOffsetSeconds))
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        if let cached = dateHeader, cached.second == second { return cached.text }
        let text = HTTPDate.format(now)
        dateHeader = (second, text)
        return text
    }

    /// GOAWAY with APNs' JSON debug data (none when `reason` is nil); streams up to the last one
    /// received are still answered.
    private func goAway(reason: APNsReason?) {
        guard goawayLastStreamID == nil else { return }
        let debugData = reason.map { APNsRejection($0).body } ?? []
        let lastStreamID = nghttp2_session_get_last_proc_stream_id(session)
        goawayLastStreamID = lastStreamID
        _ = nghttp2_submit_goaway(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), lastStreamID,
                                  NGHTTP2_NO_ERROR.rawValue, debugData, debugData.count)
    }
}
