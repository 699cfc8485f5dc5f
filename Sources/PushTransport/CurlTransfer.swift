import CCurl
import CCurlShims
import Foundation
import PushCore

/// A libcurl easy handle with the buffers its callbacks fill, reused request after request so
/// each push costs a few `setopt` calls instead of a new handle. Lives on the client's worker
/// thread only; the multi handle owns the connection, so reusing a handle never reconnects.
final class CurlTransfer {
    let handle: UnsafeMutableRawPointer
    private(set) var completion: (@Sendable (Result<HTTPResponse, TransportError>) -> Void)?
    /// The request being carried, kept so that one the server never saw can be sent again.
    private(set) var request: HTTPRequest?
    /// How often the request being carried was re-sent after the server never processed it.
    private(set) var resends = ResendCount()
    /// The batch the request belongs to, passed on to its re-send.
    private(set) var batch: BatchStop?
    /// Set by ``finish(code:)``: the transfer failed in a way that proves the server never processed it.
    private(set) var failedUnprocessed = false
    private(set) var started = ContinuousClock.now
    // Unchecked: touched only on the engine's thread (libcurl's callbacks and the completion),
    // where the runtime's check of every access cost more than the header it guarded.
    @exclusivity(unchecked) private var body: [UInt8] = []
    @exclusivity(unchecked) private var headers: [HTTPHeader] = []
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// The headers `headerList` was built from: the next request with the same ones reuses the list.
    private var listedHeaders: [HTTPHeader]?
    /// The method the handle's options are set for; another one starts from a clean handle.
    private var configuredMethod: String?
    /// The origin (`https://host:port`) the handle's URL is set to (see ``configureURL(_:)``).
    private var configuredOrigin: String?
    /// Whether the handle must be reset before it carries the next request (see ``load``).
    private var needsReset = false
    /// How often libcurl got the current request ready to go on a connection: more than once
    /// means it re-sent the request by itself.
    private var preparations = 0
    /// Set when libcurl was about to re-send the request by itself and was stopped (see ``onPrepared``).
    private var stoppedLibcurlResend = false
    /// Set when the connection libcurl chose for the request did not negotiate HTTP/2: why, e.g.
    /// `ALPN offered http/1.1`; the request is then stopped before it is sent.
    private var protocolRefusal: String?
    /// The TLS connection the request was set up or sent on, by ``CertificateAlerts``'s key.
    private var tlsConnection: Int?
    /// Set when this transfer began a TLS handshake: its connection is new, and the observer hears
    /// of it once the request is about to go on it.
    private var opening = false
    /// One header line at a time, NUL-terminated, for `curl_slist_append` (which copies it).
    private var line: [UInt8] = []
    private let configuration: HTTP2ClientConfiguration
    private let cork: SocketCork
    /// Told of each part of an answer that arrives.
    private let watch: StalledStreamWatch
    private let clientCertificate: ClientCertificateBlobs?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    init?(configuration: HTTP2ClientConfiguration, cork: SocketCork, watch: StalledStreamWatch, clientCertificate: ClientCertificateBlobs?) {
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        self.configuration = configuration
        self.cork = cork
        self.watch = watch
        self.clientCertificate = clientCertificate
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        configureConnection()
    }

    deinit {
        curl_slist_free_all(headerList)
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    /// Points the handle at `request`; the caller adds it to the multi handle next.
    func load(_ request: HTTPRequest, resends: ResendCount = ResendCount(), batch: BatchStop? = nil,
              completion: @escaping @Sendable (Result<HTTPResponse, TransportError>) -> Void) {
        self.completion = completion
        self.request = request
        self.resends = resends
        self.batch = batch
        failedUnprocessed = false
        started = .now
        errorBuffer[0] = 0
        preparations = 0
        stoppedLibcurlResend = false
        protocolRefusal = nil
        tlsConnection = nil
        opening = false
        headers.removeAll(keepingCapacity: true)
        if needsReset || (configuredMethod != nil && configuredMethod != request.method) {
            // A handle keeps its options from one request to the next, so the common case sets only
            // the URL and the body. It starts clean after a failure, for another method (the method
            // options POSTFIELDS, HTTPGET and CUSTOMREQUEST interact) and after libcurl re-sent a
            // request by itself: libcurl 7.88 keeps a handle's count of internal re-sends (a refused
            // stream re-sent on a new connection after GOAWAY) from one transfer to the next,
            // clearing it only when it gives up at 5, so a handle that had carried a few re-sent
            // pushes failed a later push at its first refusal ("Connection died, tried 5 times
            // before giving up"). curl_easy_reset clears the count.
            curl_easy_reset(handle)
            configureConnection()
            listedHeaders = nil
            configuredOrigin = nil
        }
        // Until ``finish(code:)`` sees it end cleanly: a transfer removed unfinished leaves a dirty handle.
        needsReset = true
        configuredMethod = request.method
        configureURL(request.url)
        configureMethod(request)
        if listedHeaders != request.headers { configureHeaders(request.headers) }
    }

    /// Forgets the finished request so the handle can carry the next one. Its answer's header list
    /// is emptied by the next ``load``: the finished response still shares it now, and once that is
    /// gone the list's storage is reused, one allocation a push fewer. The body (empty for a 200, as
    /// large as a server likes otherwise) is let go now.
    func recycle() {
        completion = nil
        request = nil
        batch = nil
        body = []
    }

    /// The options every request on this client shares.
    private func configureConnection() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = pt_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        // Wait for the one connection to the host and multiplex on it instead of dialling more.
        _ = pt_easy_setopt_long(handle, CURLOPT_PIPEWAIT, 1)
        _ = pt_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = pt_easy_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = pt_easy_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        if let caFile = configuration.caFile {
            _ = pt_easy_setopt_string(handle, CURLOPT_CAINFO, caFile)
        }
        clientCertificate?.apply(to: handle)
        // The proxy was chosen once, from the environment the process was given (ProxyChoice):
        // "" keeps libcurl from reading https_proxy and the like, and from applying NO_PROXY itself.
        _ = pt_easy_setopt_string(handle, CURLOPT_PROXY, configuration.proxy ?? "")
        _ = pt_easy_setopt_string(handle, CURLOPT_NOPROXY, "")
        _ = pt_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.wholeMilliseconds)
        _ = pt_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, configuration.requestTimeout.wholeMilliseconds)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        _ = pt_easy_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, Self.onBody)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = pt_easy_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, Self.onHeader)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        _ = pt_easy_setopt_prereq_callback(handle, Self.onPrepared)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_PREREQDATA, context)
        _ = pt_easy_setopt_ssl_ctx_callback(handle, Self.onTLSContext)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_SSL_CTX_DATA, context)
        cork.watchSockets(of: handle)
        if configuration.observer != nil {
            _ = pt_easy_setopt_opensocket_callback(handle, Self.onOpenSocket)
            _ = pt_easy_setopt_pointer(handle, CURLOPT_OPENSOCKETDATA, context)
        }
    }

    /// Points the handle at `url`. libcurl 7.88 parses a handle's URL for every transfer, and a
    /// push's long path (`/3/device/` and 64 digits) made that a fifteenth of its cost; so the handle
    /// keeps the origin (`https://host:port`) as its URL, set when it changes, and each request sets
    /// only its target (CURLOPT_REQUEST_TARGET), which libcurl sends as the HTTP/2 `:path` as it is.
    private func configureURL(_ url: String) {
        url.withCString { whole in
            guard let target = Self.target(in: whole) else {
                // No path to split off: the URL as it is, with no target left from an earlier request.
                configuredOrigin = nil
                _ = pt_easy_setopt_string(handle, CURLOPT_REQUEST_TARGET, nil)
                _ = pt_easy_setopt_string(handle, CURLOPT_URL, whole)
                return
            }
            let originLength = whole.distance(to: target)
            let sameOrigin = configuredOrigin.map { origin in
                origin.utf8.count == originLength && origin.withCString { memcmp($0, whole, originLength) == 0 }
            } ?? false
            if !sameOrigin {
                let origin = String(decoding: UnsafeRawBufferPointer(start: whole, count: originLength), as: UTF8.self)
                _ = pt_easy_setopt_string(handle, CURLOPT_URL, origin)
                configuredOrigin = origin
            }
            _ = pt_easy_setopt_string(handle, CURLOPT_REQUEST_TARGET, target)
        }
    }

    /// Where the target (`/path?query`) of the URL `whole` starts, after `scheme://host[:port]`;
    /// nil when it has none.
    private static func target(in whole: UnsafePointer<CChar>) -> UnsafePointer<CChar>? {
        guard let separator = strstr(whole, "://") else { return nil }
        return UnsafePointer(strchr(separator + 3, Int32(UInt8(ascii: "/"))))
    }

    private func configureMethod(_ request: HTTPRequest) {
        switch request.method {
        case "POST":
            _ = pt_easy_setopt_long(handle, CURLOPT_POSTFIELDSIZE, request.body.count)
            // COPYPOSTFIELDS copies, so no Swift pointer outlives this call.
            if request.body.isEmpty {
                _ = pt_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, "")
            } else {
                request.body.withUnsafeBytes { bytes in
                    _ = pt_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                }
            }
        case "GET":
            _ = pt_easy_setopt_long(handle, CURLOPT_HTTPGET, 1)
        default:
            _ = pt_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, request.method)
        }
    }

    private func configureHeaders(_ given: [HTTPHeader]) {
        curl_slist_free_all(headerList)
        headerList = nil
        // Suppress the headers curl would add on its own: a form content type for POST bodies,
        // `Accept: */*` and `Expect: 100-continue`. The request carries exactly what was composed.
        for suppressed in Self.suppressedByDefault
        where !given.contains(where: { $0.name.isASCIICaseInsensitiveEqual(to: suppressed) }) {
            appendHeaderLine(name: suppressed, value: nil)
        }
        for header in given { appendHeaderLine(name: header.name, value: header.value) }
        _ = pt_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headerList))
        listedHeaders = given
    }

    /// Appends `name: value` (or `name:`, which tells curl to drop its own header) to the list.
    private func appendHeaderLine(name: String, value: String?) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: name.utf8)
        line.append(UInt8(ascii: ":"))
        if let value {
            line.append(UInt8(ascii: " "))
            line.append(contentsOf: value.utf8)
        }
        line.append(0)
        headerList = line.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { curl_slist_append(headerList, $0.baseAddress) }
        }
    }

    private static let suppressedByDefault = ["content-type", "accept", "expect"]

    /// How often the request was put on a connection: libcurl's own re-sends count, the one it was
    /// stopped from making does not.
    var tries: Int { stoppedLibcurlResend ? preparations - 1 : preparations }

    /// The local port of the connection the request was put on (its identity), if there is one yet.
    var localPort: Int? {
        var port = 0
        _ = pt_easy_getinfo_long(handle, CURLINFO_LOCAL_PORT, &port)
        return port > 0 ? port : nil
    }

    /// Builds the response, or the error, once libcurl reports the transfer done.
    func finish(code: CURLcode) -> Result<HTTPResponse, TransportError> {
        needsReset = code != CURLE_OK || preparations > 1
        let connection = localPort
        if stoppedLibcurlResend {
            failedUnprocessed = true
            return .failure(TransportError(kind: .connectionLost, curlCode: Int(code.rawValue),
                                           message: "the server did not process it (GOAWAY or REFUSED_STREAM)",
                                           connectionID: connection))
        }
        guard code == CURLE_OK else {
            let detail = String(cString: errorBuffer)
            failedUnprocessed = Self.provesUnprocessed(code: code, detail: detail, receivedHeaders: !headers.isEmpty)
            if let refusal = refusal(code: code, connection: connection) { return .failure(refusal) }
            let generic = String(cString: curl_easy_strerror(code))
            let raw = detail.isEmpty ? generic : detail
            if code != CURLE_ABORTED_BY_CALLBACK, isWaitingForConnection {
                return .failure(connectionFailure(code: code, detail: raw, connection: connection))
            }
            return .failure(TransportError(kind: Self.kind(of: code), curlCode: Int(code.rawValue), message: raw, connectionID: connection))
        }
        var status = 0, version = 0, connects = 0
        _ = pt_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        _ = pt_easy_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version)
        _ = pt_easy_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &connects)
        // What NegotiatedProtocol could not see (a TLS library other than OpenSSL) the answer shows.
        guard version == Int(CURL_HTTP_VERSION_2_0) else {
            return .failure(TransportError(kind: .tls, curlCode: 0, message: "\(target) does not speak HTTP/2 (answered over HTTP/\(Self.versionName(version)))",
                                           connectionID: connection))
        }
        return .success(HTTPResponse(
            status: status, headers: headers, body: body,
            httpVersion: Self.versionName(version), connectionID: connection ?? 0,
            openedConnection: connects > 0, latency: ContinuousClock.now - started))
    }

    /// Whether the transfer has not yet begun to send on a connection: libcurl records the
    /// pre-transfer time once a connection (new or reused, TLS done) carries the request.
    var isWaitingForConnection: Bool {
        var pretransfer: curl_off_t = 0
        _ = pt_easy_getinfo_off_t(handle, CURLINFO_PRETRANSFER_TIME_T, &pretransfer)
        return pretransfer == 0
    }

    /// Whether libcurl put the request on a connection and never opened its stream: longer than
    /// `limit` after it was loaded, not a byte of its body taken and nothing of an answer come. A
    /// server that allows no streams keeps a request that way for good (``StalledStreamWatch``);
    /// a request without a body cannot tell, and is never counted.
    func neverOpenedItsStream(within limit: Duration) -> Bool {
        guard preparations > 0, let request, !request.body.isEmpty, headers.isEmpty, body.isEmpty,
              ContinuousClock.now - started > limit else { return false }
        var uploaded: curl_off_t = 0
        _ = pt_easy_getinfo_off_t(handle, CURLINFO_SIZE_UPLOAD_T, &uploaded)
        return uploaded == 0
    }

    /// `host:port` of the request, for messages.
    var target: String { request.map { PlatformHost.authority(of: $0.url) } ?? "the server" }

    /// The failure of a connection the server would not use as asked, shared by every request that
    /// was on it or waiting for it: it did not negotiate HTTP/2 (the request was stopped before it
    /// was sent), or it refused the client certificate with a TLS alert.
    private func refusal(code: CURLcode, connection: Int?) -> TransportError? {
        if code == CURLE_ABORTED_BY_CALLBACK, let protocolRefusal {
            return TransportError(kind: .tls, curlCode: 0, message: "\(target) does not speak HTTP/2 (\(protocolRefusal))",
                                  isConnectionFailure: true, connectionID: connection)
        }
        guard let tlsConnection, let alert = CertificateAlerts.alert(on: tlsConnection) else { return nil }
        return TransportError(kind: .certificateRefused, curlCode: 0, message: "\(target) refused the client certificate (TLS alert \(alert))",
                              isConnectionFailure: true, connectionID: connection)
    }

    /// The failure of a connection that could not be established, said for a person and naming
    /// `host:port`: libcurl's own text for a timeout depends on the phase it caught (7.88 can blame
    /// name resolution for an IP address whose TLS handshake never finished). `connection` is the
    /// local port, known as soon as TCP is (libcurl 7.88 records the connect time only once TLS is done too).
    private func connectionFailure(code: CURLcode, detail: String, connection: Int?) -> TransportError {
        let localPort = connection ?? 0
        var osError = 0
        _ = pt_easy_getinfo_long(handle, CURLINFO_OS_ERRNO, &osError)
        let limit = "\(configuration.connectTimeout.wholeMilliseconds) ms"
        let kind = Self.kind(of: code)
        // Through a proxy the TCP connection is the proxy's: failing to make it is the proxy's failure.
        let proxy = configuration.proxy.map { "the proxy \(ProxyChoice.displayName(of: $0))" } ?? ""
        let viaProxy = !proxy.isEmpty
        let message: String
        switch code {
        case CURLE_OPERATION_TIMEDOUT where localPort == 0 && viaProxy:
            message = "connecting to \(proxy) timed out after \(limit) (on the way to \(target))"
        case CURLE_COULDNT_CONNECT where viaProxy && osError == Int(ECONNREFUSED):
            message = "\(proxy) refused the connection (on the way to \(target))"
        case CURLE_COULDNT_CONNECT where viaProxy, CURLE_COULDNT_RESOLVE_PROXY:
            message = "cannot connect to \(proxy) (on the way to \(target)): \(detail)"
        case CURLE_OPERATION_TIMEDOUT where localPort > 0:
            message = "TLS handshake with \(target) timed out after \(limit)"
        case CURLE_OPERATION_TIMEDOUT:
            message = "connecting to \(target) timed out after \(limit)"
        case CURLE_COULDNT_CONNECT where osError == Int(ECONNREFUSED):
            message = "\(target) refused the connection"
        case CURLE_PEER_FAILED_VERIFICATION:
            message = "the certificate of \(target) is not trusted: \(detail)"
        default:
            switch kind {
            case .tls: message = "TLS handshake with \(target) failed: \(detail)"
            default: message = "cannot connect to \(target): \(detail)"
            }
        }
        return TransportError(kind: kind, curlCode: Int(code.rawValue), message: message, isConnectionFailure: true, connectionID: connection)
    }

    private func appendBody(_ bytes: UnsafeRawBufferPointer) {
        watch.received &+= 1
        body.append(contentsOf: bytes)
    }

    private func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        watch.received &+= 1
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        // Against bytes: `starts(with:)` over a string's UTF-8 view cost a tenth of the whole callback.
        if line.starts(with: Self.statusLinePrefix) {
            headers.removeAll(keepingCapacity: true)
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
        var valueStart = colon + 1
        while valueStart < line.count, isSpace(line[valueStart]) { valueStart += 1 }
        let rawName = UnsafeRawBufferPointer(rebasing: line[..<colon])
        // HTTP/2 names arrive lowercase already; only another server's need a lowered copy.
        let name = rawName.contains(where: { $0 >= 0x41 && $0 <= 0x5A })
            ? String(decoding: rawName.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            : String(decoding: rawName, as: UTF8.self)
        let value = String(decoding: UnsafeRawBufferPointer(rebasing: line[valueStart...]), as: UTF8.self)
        // An answer carries a handful of headers: one allocation for them, not one per doubling.
        if headers.isEmpty { headers.reserveCapacity(8) }
        headers.append(HTTPHeader(name: name, value: value))
    }

    /// How a status line starts (`HTTP/2 200`): a new answer's headers follow it.
    private static let statusLinePrefix = Array("HTTP/".utf8)

    private static let onBody: pt_curl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        transfer.appendBody(UnsafeRawBufferPointer(start: data, count: size * count))
        return size * count
    }

    // Called each time libcurl is about to send the request on a connection (CURLOPT_PREREQFUNCTION):
    // a connection that did not negotiate HTTP/2 gets nothing. A second time for one request means
    // libcurl is re-sending by itself a request the server did not process (refused, or above a
    // GOAWAY's last stream). It is stopped before anything is sent and goes back to the client,
    // which re-sends it at the pace the server keeps (RefusalPace): libcurl would put every such
    // request on the next connection at once, and on the one after, five times over, however few of
    // them the server takes per connection.
    private static let onPrepared: curl_prereq_callback = { context, _, _, _, _ in
        guard let context else { return Int32(CURL_PREREQFUNC_OK) }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        transfer.preparations += 1
        let session = NegotiatedProtocol.session(of: transfer.handle)
        if transfer.opening, let session, let observer = transfer.configuration.observer {
            transfer.opening = false
            observer.observe(.connected(target: transfer.target, facts: NegotiatedProtocol.facts(of: session)))
        }
        transfer.tlsConnection = session.map(CertificateAlerts.connection(of:))
        transfer.protocolRefusal = session.flatMap(NegotiatedProtocol.refusal(of:))
        guard transfer.protocolRefusal == nil else { return Int32(CURL_PREREQFUNC_ABORT) }
        guard transfer.preparations > 1 else { return Int32(CURL_PREREQFUNC_OK) }
        transfer.stoppedLibcurlResend = true
        return Int32(CURL_PREREQFUNC_ABORT)
    }

    // Called when libcurl sets up a TLS connection for this transfer (CURLOPT_SSL_CTX_FUNCTION).
    private static let onTLSContext: curl_ssl_ctx_callback = { _, tlsContext, context in
        if let tlsContext, let context {
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            transfer.tlsConnection = CertificateAlerts.watch(tlsContext)
            transfer.opening = true
        }
        return CURLE_OK
    }

    // Called when libcurl opens a socket for a new connection (CURLOPT_OPENSOCKETFUNCTION, set only
    // for an observer), before it connects: the observer hears where the connection goes and how.
    // The socket is made as libcurl makes it itself.
    private static let onOpenSocket: curl_opensocket_callback = { context, purpose, address in
        guard let address else { return -1 }
        let opened = socket(address.pointee.family, address.pointee.socktype, address.pointee.protocol)
        if let context, purpose == CURLSOCKTYPE_IPCXN, opened >= 0 {
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            if let observer = transfer.configuration.observer {
                observer.observe(.connecting(target: transfer.target, proxy: transfer.configuration.proxy.map(ProxyChoice.displayName(of:))))
                observer.opened(opened, to: transfer.target)
            }
        }
        return opened
    }

    private static let onHeader: pt_curl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
        return size * count
    }

    private static func versionName(_ version: Int) -> String {
        switch version {
        case Int(CURL_HTTP_VERSION_2_0): "2"
        case Int(CURL_HTTP_VERSION_1_1): "1.1"
        case Int(CURL_HTTP_VERSION_1_0): "1.0"
        case Int(CURL_HTTP_VERSION_3): "3"
        default: "unknown"
        }
    }

    /// Whether a failure shows that the server cannot have processed the request, so that sending it
    /// again cannot deliver a push twice.
    ///
    /// libcurl 7.88 ends a transfer with `CURLE_HTTP2` and no message of its own (`http2_recv`'s
    /// "nothing to do in this session") when the connection's HTTP/2 session is over — the server's
    /// GOAWAY was processed and nghttp2 wants neither to read nor to write — while this transfer still
    /// waits. nghttp2 only stops reading once no stream is active, so the request was not an open stream
    /// of that session: it was never sent, or it was a stream above GOAWAY's `last_stream_id`, which
    /// RFC 9113 §6.8 and Apple say the server did not process. A request the server did take keeps the
    /// session reading until its answer, and losing that answer fails with another code (56, 92), or
    /// with a response header already in. Observed: under GOAWAY after every 2 streams, each of these
    /// failures was absent from the simulator's journal, while failures with 55 and 56 after dropped
    /// connections were sometimes present there, which is why those are never re-sent. The one hole:
    /// curl also ends its session this way after a protocol error in the server's frames, which APNs
    /// does not send.
    ///
    /// libcurl also re-sends a refused stream (REFUSED_STREAM, or a stream above GOAWAY's
    /// `last_stream_id`) on a fresh connection by itself, at most 5 times per transfer, then fails it
    /// with "Connection died, tried 5 times before giving up" (`CURLE_SEND_ERROR`, or `CURLE_RECV_ERROR`
    /// when a refused stream was the last straw). It re-sends only
    /// what its own rule calls safe (a refused stream, or nothing at all back on a reused
    /// connection), so going on past its count applies the same rule, not a looser one. The client now
    /// stops each of libcurl's own re-sends before it goes out (see ``onPrepared``) and makes it itself,
    /// so the count no longer comes into play.
    static func provesUnprocessed(code: CURLcode, detail: String, receivedHeaders: Bool) -> Bool {
        guard !receivedHeaders else { return false }
        return (code == CURLE_HTTP2 && detail.isEmpty)
            || ((code == CURLE_SEND_ERROR || code == CURLE_RECV_ERROR) && detail.hasPrefix("Connection died, tried"))
    }

    private static func kind(of code: CURLcode) -> TransportError.Kind {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            return .connect
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_CRL_BADFILE, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .tls
        case CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_RECV_ERROR, CURLE_SEND_ERROR,
             CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            return .connectionLost
        default:
            return .other
        }
    }
}
