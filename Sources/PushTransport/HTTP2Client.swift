import CCurl
import CCurlShims
import Foundation
import PushCrypto
import PushCore

/// An HTTP/2 client over libcurl's multi interface that carries every request to a host on one
/// multiplexed TLS connection (PIPEWAIT, at most one connection per host), with a window of
/// requests in flight. Every request gets exactly one completion, whatever happens to the network.
///
/// One worker thread owns the libcurl multi handle; callers on any thread submit requests
/// through a locked queue and wake it with `curl_multi_wakeup`. Per request it costs what libcurl
/// must do and little more: easy handles are reused, completions run on the worker (where they may
/// submit the next request without a wake-up), and each round's frames leave corked together.
public final class HTTP2Client: Sendable {
    private let engine: CurlMultiEngine

    public init(configuration: HTTP2ClientConfiguration = HTTP2ClientConfiguration()) {
        engine = CurlMultiEngine(configuration: configuration)
    }

    deinit {
        engine.shutdown()
    }

    /// The name of the worker thread (`h2client#<n>`, unique in the process), as `top -H` and
    /// /proc/self/task/*/comm show it.
    var threadName: String { engine.threadName }

    /// What the client has put on connections so far, for tests that bound the work per reconnect.
    var tally: TransferTally { engine.tally }

    /// Sends `request` and calls `completion` once, on the client's worker thread.
    public func submit(_ request: HTTPRequest,
                       completion: @escaping @Sendable (Result<HTTPResponse, TransportError>) -> Void) {
        engine.submit(request, completion: completion)
    }

    /// Sends `request` unless `batch` has stopped by the time its turn comes: then it completes at
    /// once with a `.cancelled` error, never having reached the server.
    func submit(_ request: HTTPRequest, batch: BatchStop?,
                completion: @escaping @Sendable (Result<HTTPResponse, TransportError>) -> Void) {
        engine.submit(request, batch: batch, completion: completion)
    }

    /// Sends `request` and returns its response or the reason there is none.
    public func send(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError> {
        await withCheckedContinuation { continuation in
            engine.submit(request) { continuation.resume(returning: $0) }
        }
    }

    /// Fails every request not yet answered with `.cancelled`, closes the connections and
    /// stops the worker thread. Returns once the thread has finished.
    public func shutdown() {
        engine.shutdown()
    }
}

/// The shared part of the client: the submission queue (behind `lock`) and the multi handle.
/// `@unchecked Sendable` because `multi` is used only by the worker thread, except for
/// `curl_multi_wakeup`, which libcurl documents as safe from any thread; the rest is locked.
final class CurlMultiEngine: @unchecked Sendable {
    private typealias Submission = (request: HTTPRequest, resends: ResendCount, batch: BatchStop?,
                                    completion: @Sendable (Result<HTTPResponse, TransportError>) -> Void)

    /// How many connections in a row may take a request the server never processed without the
    /// client hearing any answer at all before it gives the request up: a server that GOAWAYs every
    /// connection at once gets this many chances, one that answers some streams on each gets more.
    static let fruitlessResendLimit = 4

    private let configuration: HTTP2ClientConfiguration
    private let multi: UnsafeMutableRawPointer?
    /// The client identity encoded once; read only by the worker thread.
    private let clientCertificate: ClientCertificateBlobs?
    private let lock = NSCondition()
    private var queue: [Submission] = []
    /// Counted by the worker, read by tests.
    private var publishedTally = TransferTally()
    private var stopping = false
    private var finished = false
    /// True while the worker will look at the queue again before it sleeps, so a submitter need
    /// not wake it: the common case when completions on the worker thread submit the next request.
    private var willRecheckQueue = true
    private var worker: pthread_t?
    /// The worker thread's name, unique per client in the process.
    let threadName: String
    private static let instances = Locked(0)

    init(configuration: HTTP2ClientConfiguration) {
        CurlGlobal.initializeOnce()
        self.configuration = configuration
        threadName = "h2client#\(Self.instances.withLock { count in count += 1; return count })"
        clientCertificate = configuration.clientIdentity.map(ClientCertificateBlobs.init)
        multi = curl_multi_init()
        if let multi {
            _ = pt_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
            _ = pt_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 1)
            // libcurl caps streams per connection at 100 unless told otherwise, whatever the server
            // allows; it takes the smaller of this and the server's SETTINGS_MAX_CONCURRENT_STREAMS.
            _ = pt_multi_setopt_long(multi, CURLMOPT_MAX_CONCURRENT_STREAMS, max(1, configuration.maxConcurrentStreams))
            // Foundation on Linux applies a name only when the thread itself sets it, and only once
            // `start()` has stored the thread's handle, which can be after the thread began running.
            let started = DispatchSemaphore(value: 0)
            Thread { [self] in
                started.wait()
                Thread.current.name = threadName
                run()
            }.start()
            started.signal()
        } else {
            finished = true
        }
    }

    /// What the worker has put on connections so far.
    var tally: TransferTally {
        lock.lock()
        defer { lock.unlock() }
        return publishedTally
    }

    func submit(_ request: HTTPRequest, batch: BatchStop? = nil,
                completion: @escaping @Sendable (Result<HTTPResponse, TransportError>) -> Void) {
        lock.lock()
        guard !stopping, !finished, let multi else {
            lock.unlock()
            completion(.failure(TransportError(kind: .cancelled, curlCode: 0, message: "the HTTP/2 client is shut down")))
            return
        }
        let needsWakeup = queue.isEmpty && !willRecheckQueue
        queue.append((request, ResendCount(), batch, completion))
        // Woken under the lock, because the worker frees the multi handle under it.
        if needsWakeup { curl_multi_wakeup(multi) }
        lock.unlock()
    }

    /// Stops the worker and waits for it, unless called from a completion on the worker itself,
    /// which would wait for its own end: then the worker stops once the completion returns.
    func shutdown() {
        lock.lock()
        stopping = true
        let onWorker = worker.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        // A second call (an explicit shutdown, then deinit's) finds the handle already freed.
        if !finished, let multi { curl_multi_wakeup(multi) }
        lock.unlock()
        guard !onWorker else { return }
        lock.lock()
        while !finished { lock.wait() }
        lock.unlock()
    }

    private func run() {
        guard let multi else { return }
        lock.lock()
        worker = pthread_self()
        lock.unlock()
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        // Finished transfers kept for reuse, at most one window's worth.
        var idle: [CurlTransfer] = []
        var windowOpen = !configuration.startWithSingleStream
        // Every HTTP answer counts: a re-sent request that sees none between two tries made no progress.
        var answered = 0
        var pace = RefusalPace()
        var tally = TransferTally()
        // Requests the server did not process, to go out again before anything newly submitted,
        // oldest first; only the worker adds to them, so they need no lock.
        var resends: [Submission] = []
        // Set once the server has refused every stream of several connections and answered none
        // (``noStreams(on:connections:after:)``): the requests waiting then end with it, unsent.
        var refusingAll: TransportError?
        let cork = SocketCork(observer: configuration.observer)
        let watch = StalledStreamWatch()
        /// Readies `transfer` for its next request and keeps it, up to `window` idle ones.
        func retire(_ transfer: CurlTransfer, window: Int) {
            transfer.recycle()
            if idle.count < window { idle.append(transfer) }
        }
        /// Takes `transfer` off its connection unfinished and ends its push with `failure`.
        func end(_ transfer: CurlTransfer, with failure: TransportError, window: Int) {
            curl_multi_remove_handle(multi, transfer.handle)
            active.removeValue(forKey: transfer.handle)
            let completion = transfer.completion
            retire(transfer, window: window)
            completion?(.failure(failure))
        }
        /// Ends every transfer, when each waits on a stream the server never let open
        /// (``StalledStreamWatch``), with that failure; what is queued behind them ends with it
        /// unsent (`refusingAll`).
        func endStalledTransfers(window: Int) {
            let unopened = active.values.filter { $0.neverOpenedItsStream(within: configuration.connectTimeout) }
            guard !unopened.isEmpty, unopened.count == active.count else { return }
            let target = unopened[0].target
            for transfer in unopened {
                let failure = Self.noStreamOpened(on: target, within: configuration.connectTimeout, connection: transfer.localPort)
                refusingAll = refusingAll ?? failure
                end(transfer, with: failure, window: window)
            }
        }
        while true {
            let window = self.window(open: windowOpen, pace: pace)
            // Re-sends go first; only the rest of the room is taken from the shared queue.
            let room = max(0, window - active.count)
            var taken = Array(resends.prefix(room))
            let resent = taken.count
            var abandoned: [Submission] = []
            lock.lock()
            let stop = stopping
            if stop {
                swap(&abandoned, &queue)
            } else {
                let queueRoom = room - resent
                if queueRoom >= queue.count {
                    taken += queue
                    queue.removeAll()
                } else if queueRoom > 0 {
                    taken += queue[..<queueRoom]
                    queue.removeSubrange(..<queueRoom)
                }
            }
            willRecheckQueue = true
            lock.unlock()
            if stop {
                abandoned += resends
                taken.removeAll()
                resends.removeAll()
            } else {
                resends.removeFirst(resent)
            }

            for submission in abandoned { submission.completion(.failure(Self.cancelled)) }
            if stop {
                for (handle, transfer) in active {
                    curl_multi_remove_handle(multi, handle)
                    transfer.completion?(.failure(Self.cancelled))
                }
                active.removeAll()
                break
            }
            for submission in taken {
                if submission.batch?.failure != nil {
                    submission.completion(.failure(Self.batchStopped))
                    continue
                }
                if let refusingAll {
                    submission.completion(.failure(refusingAll))
                    continue
                }
                guard let transfer = idle.popLast() ?? CurlTransfer(configuration: configuration, cork: cork, watch: watch,
                                                                    clientCertificate: clientCertificate) else {
                    submission.completion(.failure(TransportError(kind: .other, curlCode: 0, message: "libcurl could not create a transfer")))
                    continue
                }
                transfer.load(submission.request, resends: submission.resends.loaded(answered: answered),
                              batch: submission.batch, completion: submission.completion)
                active[transfer.handle] = transfer
                curl_multi_add_handle(multi, transfer.handle)
            }

            var running: Int32 = 0
            cork.whileCorked { curl_multi_perform(multi, &running) }
            var remaining: Int32 = 0
            var finishedThisRound = 0
            while let message = curl_multi_info_read(multi, &remaining) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                      let transfer = active.removeValue(forKey: handle) else { continue }
                let code = message.pointee.data.result
                finishedThisRound += 1
                curl_multi_remove_handle(multi, handle)
                let result = transfer.finish(code: code)
                tally.tries += transfer.tries
                if case .success = result {
                    answered += 1
                    tally.answers += 1
                    pace.answered(ceiling: self.window(open: true))
                } else if transfer.failedUnprocessed {
                    tally.unprocessed += 1
                    pace.refused()
                }
                let completion = transfer.completion
                // A request the server never processed (see CurlTransfer.provesUnprocessed) goes round
                // again ahead of the queue, on a new connection since its old one is over, for as long
                // as connections answer something between its tries.
                var resend: Submission?
                if transfer.failedUnprocessed, let request = transfer.request, let completion,
                   let count = transfer.resends.next(answered: answered) {
                    resend = (request, count, transfer.batch, completion)
                }
                // The server is named only when a push gave up: spelling out its `host:port` costs
                // more than the rest of a push's handling.
                let gaveUp = transfer.failedUnprocessed && resend == nil ? (resends: transfer.resends, target: transfer.target) : nil
                retire(transfer, window: window)
                if case .failure(let error) = result, error.isConnectionFailure {
                    // Every request still waiting for a connection would wait out the same connect
                    // timeout in turn: they share this one's failure now, before anything goes round again.
                    for waiting in active.values.filter(\.isWaitingForConnection) { end(waiting, with: error, window: window) }
                }
                if let resend {
                    resends.append(resend)
                    continue
                }
                if let gaveUp, case .failure(let error) = result {
                    if answered == 0 {
                        // Every stream on every connection refused, none answered: the server takes none
                        // (libcurl 7.88 does not show its SETTINGS). What waits now ends alike, not after
                        // five connections of its own.
                        let refusal = Self.noStreams(on: gaveUp.target, connections: gaveUp.resends.total + 1, after: error)
                        refusingAll = refusal
                        completion?(.failure(refusal))
                        continue
                    }
                    completion?(.failure(TransportError(
                        kind: .connectionLost, curlCode: error.curlCode,
                        message: "not processed: the server closed the connection before taking it, \(gaveUp.resends.total + 1) times, "
                            + "the last \(Self.fruitlessResendLimit + 1) without answering anything in between; gave up (\(error.message))")))
                    continue
                }
                switch result {
                case .success(let response) where response.status != 403:
                    windowOpen = true
                case .failure(let error) where error.kind == .timeout:
                    // A server that stalls answers no token either way; with the window shut, every
                    // push of a batch would wait out its whole timeout one after another.
                    windowOpen = true
                default:
                    break
                }
                completion?(result)
            }
            // Sleeps until a socket is ready, a timeout is due or a submitter wakes us. When finished
            // transfers made room for requests already queued it goes straight round again: the next
            // perform reads whatever arrived meanwhile, and a poll costs one entry per transfer.
            lock.lock()
            publishedTally = tally
            // Once nothing waits, a later request may find the server taking streams again.
            if active.isEmpty, resends.isEmpty, queue.isEmpty { refusingAll = nil }
            let roomForQueued = (!queue.isEmpty || !resends.isEmpty)
                && active.count < self.window(open: windowOpen, pace: pace)
            if !roomForQueued { willRecheckQueue = false }
            lock.unlock()
            if !roomForQueued {
                curl_multi_poll(multi, nil, 0, 1000, nil)
                if watch.endRound(progressed: !taken.isEmpty || finishedThisRound > 0) { endStalledTransfers(window: window) }
            }
        }
        idle.removeAll()
        lock.lock()
        curl_multi_cleanup(multi)
        // libcurl's TLS left this thread's OpenSSL random generators behind; a process that exits
        // as soon as `finished` is set would otherwise end before the thread-exit destructor ran.
        OpenSSLThreadState.release()
        finished = true
        lock.broadcast()
        lock.unlock()
    }

    /// How many requests may be in flight: one until the server has answered, then the configured window.
    private func window(open: Bool) -> Int {
        open ? max(1, configuration.maxConcurrentStreams) : 1
    }

    /// ``window(open:)`` within what the server's pace allows (``RefusalPace``).
    private func window(open: Bool, pace: RefusalPace) -> Int {
        min(window(open: open), pace.limit)
    }

    /// The failure of requests to `target`, a server that refused every stream of `connections`
    /// connections in a row and never answered one; `last` is the last try's own failure. A server
    /// that advertises SETTINGS_MAX_CONCURRENT_STREAMS 0 refuses the streams a client opens before
    /// reading it (RST_STREAM REFUSED_STREAM); one that sends GOAWAY at once looks the same to libcurl.
    private static func noStreams(on target: String, connections: Int, after last: TransportError) -> TransportError {
        TransportError(kind: .connectionLost, curlCode: 0,
                       message: "\(target) allows no streams: it refused every stream on \(connections) connections without answering any "
                           + "(SETTINGS_MAX_CONCURRENT_STREAMS 0, or a GOAWAY at once)",
                       connectionID: last.connectionID)
    }

    /// The failure of requests to `target`, a server that let none of them open as a stream within
    /// `limit` (``StalledStreamWatch``): its SETTINGS allow no streams, read before they went out.
    private static func noStreamOpened(on target: String, within limit: Duration, connection: Int?) -> TransportError {
        TransportError(kind: .connectionLost, curlCode: 0,
                       message: "\(target) allows no streams: a request put on its connection was not opened as a stream within "
                           + "\(limit.wholeMilliseconds) ms (SETTINGS_MAX_CONCURRENT_STREAMS 0)",
                       connectionID: connection)
    }

    private static let cancelled = TransportError(kind: .cancelled, curlCode: 0, message: "the HTTP/2 client was shut down before an answer arrived")
    static let batchStopped = TransportError(kind: .cancelled, curlCode: 0, message: "not sent: the batch had stopped")
}
