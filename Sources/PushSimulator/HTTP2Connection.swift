import CNghttp2
import Foundation
import PushCore

/// One client connection, driven by the ``EventLoop`` that owns it: TLS handshake, then an nghttp2
/// server session. It never blocks: the loop calls ``handle(_:now:buffer:)`` when the socket is
/// ready and ``handleTimer(now:)`` at ``nextDeadline`` (handshake cut, latency-delayed responses,
/// idle timeout, a client that stopped reading, the end of a close).
final class HTTP2Connection {
    /// How long a finished connection waits for the client to close its side.
    static let closeDrainMilliseconds: Int64 = 2_000
    /// How long a refused handshake waits for the client to read the alert.
    static let failedHandshakeDrainMilliseconds: Int64 = 1_000
    /// How long a connection the client broke may take to send nghttp2's last frames.
    static let lastWordsMilliseconds: Int64 = 500

    private enum State {
        case handshaking
        case open
        /// Sending what is queued, then closing without more ado (dropAfterStreams, a broken client).
        case flushingBeforeClose
        /// close_notify and a half-close sent; reading and dropping until the client closes too.
        case draining
        case closed
    }

    let number: Int
    let descriptor: Int32
    private let core: SimulatorCore
    private let tls: TLSStream
    private var state = State.handshaking
    /// The deadline of the handshake, of a flush before closing, or of a drain.
    private var stateDeadline: Int64
    private var session: OpaquePointer?
    private var requests: [Int32: IncomingRequest] = [:]
    private var bodies = ResponseBodies()
    private var schedule = ResponseSchedule()
    private var gate = ProviderTokenGate()
    /// The client certificate presented in the handshake; nil for a token-based connection.
    private var certificate: ClientCertificate?
    private var completedRequests = 0
    private var highestCompletedStreamID: Int32 = 0
    private var sentResponses = 0
    private var streamLimitRaised = false
    private var dropAfterFlush = false
    /// The `last_stream_id` of the GOAWAY this connection sent, once it has sent one.
    private var goawayLastStreamID: Int32?
    /// The last `date` header value and the second it names.
    private var dateHeader: (second: Int, text: String)?
    /// Bytes nghttp2 produced that the socket has not taken yet.
    private var outbound: [UInt8] = []
    private var outboundOffset = 0
    /// When the socket stopped taking bytes; nil while writes go through.
    private var writeStalledSince: Int64?
    /// Whether the client takes what the socket took for it (bytes can wait in the kernel's queue).
    private var readerWatch: ReaderStallWatch
    private var handshakeWantsWrite = false
    /// When bytes last went in or out, for the idle timeout.
    private var lastActivity: Int64
    /// True when a read stopped at its per-turn bound with input left.
    private var hasMoreInput = false
    /// The deadline the loop has a timer for (the loop's bookkeeping).
    var armedDeadline: Int64?

    /// Takes ownership of `descriptor` (closed with the connection); nil when OpenSSL cannot take it.
    init?(number: Int, core: SimulatorCore, descriptor: Int32, now: Int64) {
        guard let tls = TLSStream(context: core.tls, descriptor: descriptor) else { return nil }
        self.number = number
        self.descriptor = descriptor
        self.core = core
        self.tls = tls
        stateDeadline = now + core.handshakeTimeoutMilliseconds
        lastActivity = now
        readerWatch = ReaderStallWatch(timeout: core.writeStallTimeoutMilliseconds)
        if core.tls.requestsClientCertificates {
            tls.verifyCertificates(at: core.configuration.clock())
        }
    }

    deinit {
        if let session { nghttp2_session_del(session) }
    }

    var isClosed: Bool { if case .closed = state { true } else { false } }

    /// Whether the loop must come back at once: input is left over that readiness will not report
    /// (it may sit decrypted inside OpenSSL, or the client's preface came with its Finished message).
    var needsAnotherTurn: Bool { hasMoreInput && wantsRead }

    /// Whether the loop should watch for readability: not while a write is stalled, so a client
    /// that floods without reading cannot make the server buffer without limit.
    var wantsRead: Bool {
        switch state {
        case .handshaking, .draining, .flushingBeforeClose: true
        case .open: writeStalledSince == nil
        case .closed: false
        }
    }

    var wantsWrite: Bool {
        switch state {
        case .handshaking: handshakeWantsWrite
        case .open, .flushingBeforeClose: writeStalledSince != nil
        case .draining, .closed: false
        }
    }

    /// When ``handleTimer(now:)`` must run next; nil for never.
    var nextDeadline: Int64? {
        switch state {
        case .handshaking, .flushingBeforeClose, .draining:
            return stateDeadline
        case .closed:
            return nil
        case .open:
            var earliest = schedule.nextDue
            if let stalled = writeStalledSince {
                earliest = min(earliest ?? .max, stalled + core.writeStallTimeoutMilliseconds)
            }
            if let check = readerWatch.nextCheck {
                earliest = min(earliest ?? .max, check)
            }
            if let idle = idleDeadline {
                earliest = min(earliest ?? .max, idle)
            }
            return earliest
        }
    }

    /// The socket is readable, writable or failed.
    func handle(_ readiness: Readiness, now: Int64, buffer: UnsafeMutableRawBufferPointer) {
        switch state {
        case .handshaking:
            continueHandshake(now: now)
        case .open:
            if readiness.contains(.writable) || readiness.contains(.failed), !flush(now: now) {
                return close()
            }
            if writeStalledSince == nil && (readiness.contains(.readable) || readiness.contains(.failed) || hasMoreInput) {
                guard receive(into: buffer, now: now) else {
                    // nghttp2 may have queued a GOAWAY explaining a protocol error; try to send it.
                    return flushThenClose(now: now, within: Self.lastWordsMilliseconds)
                }
            }
            advance(now: now)
        case .flushingBeforeClose:
            if readiness.contains(.readable) { tls.discardInput() }
            finishFlushBeforeClose(now: now)
        case .draining:
            if !tls.discardInput() { close() }
        case .closed:
            break
        }
    }

    /// A deadline may have passed.
    func handleTimer(now: Int64) {
        switch state {
        case .handshaking, .flushingBeforeClose, .draining:
            // A handshake that never finishes is cut; a close that takes too long is forced.
            if now >= stateDeadline { close() }
        case .open:
            if let stalled = writeStalledSince, now >= stalled + core.writeStallTimeoutMilliseconds {
                let unread = outbound.count - outboundOffset + (SendQueue.unacknowledgedBytes(descriptor) ?? 0)
                return cutStalledReader(unread: unread, milliseconds: now - stalled)
            }
            if let check = readerWatch.nextCheck, now >= check,
               case let .stalled(unread, milliseconds) = readerWatch.check(queued: SendQueue.unacknowledgedBytes(descriptor), now: now) {
                return cutStalledReader(unread: unread, milliseconds: milliseconds)
            }
            if let idle = idleDeadline, now >= idle {
                closeIdle()
            }
            advance(now: now)
        case .closed:
            break
        }
    }

    /// When the idle timeout ends this connection: the idle period after the last byte in or out,
    /// whatever streams are open, so a request sent in part and then abandoned cannot hold the
    /// connection forever. Nil while a response is still due (sending it is traffic), and once the
    /// GOAWAY is sent with no unfinished request left (the close is then under way).
    private var idleDeadline: Int64? {
        guard let idle = core.idleTimeoutMilliseconds, schedule.isEmpty,
              goawayLastStreamID == nil || !requests.isEmpty else { return nil }
        return lastActivity + idle
    }

    /// As APNs: a connection with no traffic for too long is told why before it closes. Requests
    /// still arriving were never processed: each is refused (RST_STREAM REFUSED_STREAM), which
    /// tells the client it may send it again, on another connection.
    private func closeIdle() {
        for streamID in requests.keys.sorted() {
            _ = nghttp2_submit_rst_stream(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), streamID, NGHTTP2_REFUSED_STREAM.rawValue)
        }
        // Forgotten now, not when nghttp2 sends the resets: a stalled socket must not re-arm the deadline.
        requests.removeAll()
        goAway(reason: .idleTimeout, lastStreamID: nghttp2_session_get_last_proc_stream_id(session))
    }

    /// The simulator is stopping: GOAWAY `Shutdown` where the socket takes it at once, then close.
    func shutDown(now: Int64) {
        if case .open = state {
            goAway(reason: .shutdown, lastStreamID: nghttp2_session_get_last_proc_stream_id(session))
            _ = flush(now: now)
        }
        close()
    }

    private func close() {
        state = .closed
        tls.close()
    }

    /// A client that took none of the bytes written to it for the write-stall timeout is cut, and
    /// the journal says so: it would otherwise hold the connection, and what waits for it, until the
    /// idle timeout.
    private func cutStalledReader(unread: Int, milliseconds: Int64) {
        core.journal?.append(JournalEvent(event: .stalledReader, time: core.configuration.clock(), connection: number,
                                          unreadBytes: unread, stalledMilliseconds: Int(milliseconds)))
        close()
    }

    private func continueHandshake(now: Int64) {
        switch tls.handshakeStep() {
        case .wantRead:
            handshakeWantsWrite = false
        case .wantWrite:
            handshakeWantsWrite = true
        case .finished(negotiatedH2: false):
            close()
        case .finished(negotiatedH2: true):
            if core.tls.requestsClientCertificates {
                certificate = tls.peerCertificateDER().map(ClientCertificate.init(der:))
            }
            guard startSession() else { return close() }
            state = .open
            lastActivity = now
            // The client's preface may have come with its Finished message.
            hasMoreInput = true
            advance(now: now)
        case .failed:
            // A rejected client certificate or a scripted failure: let the alert
            // (certificate_expired, unknown_ca, handshake_failure) reach the client before closing,
            // or the reset of a socket with unread input can destroy it and the client sees only
            // "connection reset".
            guard tls.failureCarriesAlert else { return close() }
            beginGracefulClose(now: now, drainMilliseconds: Self.failedHandshakeDrainMilliseconds)
        }
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

    /// Sends due responses and what nghttp2 queued, then closes a connection that is finished.
    private func advance(now: Int64) {
        submitDueResponses()
        guard flush(now: now) else { return close() }
        if dropAfterFlush {
            return flushThenClose(now: now, within: core.writeStallTimeoutMilliseconds)
        }
        if writeStalledSince == nil && nghttp2_session_want_read(session) == 0 && nghttp2_session_want_write(session) == 0 {
            // Every stream is answered after a GOAWAY: let the client read it all before closing.
            beginGracefulClose(now: now, drainMilliseconds: Self.closeDrainMilliseconds)
        }
    }

    private func flushThenClose(now: Int64, within milliseconds: Int64) {
        state = .flushingBeforeClose
        stateDeadline = now + milliseconds
        finishFlushBeforeClose(now: now)
    }

    private func finishFlushBeforeClose(now: Int64) {
        if !flush(now: now) || writeStalledSince == nil { close() }
    }

    /// Ends the connection politely: TLS close_notify, a half-close, then whatever the client still
    /// sends is read and dropped until it closes too (or the time is up). Closing a socket that has
    /// unread input resets it, and the reset can destroy responses the client has not read yet.
    private func beginGracefulClose(now: Int64, drainMilliseconds: Int64) {
        tls.beginClose()
        state = .draining
        stateDeadline = now + drainMilliseconds
    }

    /// Feeds what the socket has to nghttp2; false when the connection is over.
    private func receive(into buffer: UnsafeMutableRawBufferPointer, now: Int64) -> Bool {
        hasMoreInput = false
        // A bounded number of reads per turn, so responses go out even under a flood and one busy
        // connection cannot starve the others on its loop.
        for _ in 0..<16 {
            switch tls.read(into: buffer) {
            case .wouldBlock:
                return true
            case .closed:
                return false
            case let .bytes(count):
                lastActivity = now
                let bytes = buffer.bindMemory(to: UInt8.self)
                guard let base = bytes.baseAddress, nghttp2_session_mem_recv(session, base, count) >= 0 else { return false }
            }
        }
        hasMoreInput = true
        return true
    }

    /// Writes what is pending and everything nghttp2 has queued, coalesced into few TLS records,
    /// until the socket would block; false when the connection failed.
    private func flush(now: Int64) -> Bool {
        while true {
            if outboundOffset == outbound.count {
                outbound.removeAll(keepingCapacity: true)
                outboundOffset = 0
                while outbound.count < 64 * 1024 {
                    var data: UnsafePointer<UInt8>?
                    let count = nghttp2_session_mem_send(session, &data)
                    if count < 0 { return false }
                    guard count > 0, let data else { break }
                    outbound.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
                }
                if outbound.isEmpty {
                    writeStalledSince = nil
                    return true
                }
            }
            // The same bytes from the same offset after a blocked write, as OpenSSL requires.
            let result = outbound.withUnsafeBytes { tls.write(UnsafeRawBufferPointer(rebasing: $0[outboundOffset...])) }
            switch result {
            case let .wrote(count):
                outboundOffset += count
                lastActivity = now
                writeStalledSince = nil
                readerWatch.wrote(count, now: now)
            case .wouldBlock:
                if writeStalledSince == nil { writeStalledSince = now }
                return true
            case .failed:
                return false
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
        highestCompletedStreamID = max(highestCompletedStreamID, streamID)
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
            // The last stream ID is the highest request it answers, however many more streams the
            // client has opened since: those were not processed, and a client must retry them.
            goAway(reason: rule.reason, lastStreamID: highestCompletedStreamID)
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
        // The clock now, not the turn's start: a request completed during this turn is due now.
        let now = MonotonicClock.milliseconds()
        var sent: [ResponseSchedule.Entry] = []
        defer { core.record(sent, connection: number, sentAt: now) }
        for entry in schedule.takeDue(now: now) {
            submit(entry.response, streamID: entry.request.streamID)
            sent.append(entry)
            sentResponses += 1
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

    /// GOAWAY with APNs' JSON debug data (none when `reason` is nil); streams up to
    /// `lastStreamID` are still answered, later ones refused.
    private func goAway(reason: APNsReason?, lastStreamID: Int32) {
        guard goawayLastStreamID == nil else { return }
        let debugData = reason.map { APNsRejection($0).body } ?? []
        goawayLastStreamID = lastStreamID
        _ = nghttp2_submit_goaway(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), lastStreamID,
                                  NGHTTP2_NO_ERROR.rawValue, debugData, debugData.count)
    }
}
