import Foundation

/// A small server in Python (python3, standard library only) that plays what the simulator never
/// does: a TLS server that speaks only HTTP/1.1 (ALPN `http/1.1`, or no ALPN at all) and answers every
/// request 200, a TLS 1.2 server that requires a client certificate from a given CA, an HTTP/2
/// server that allows no streams, or an HTTP CONNECT proxy. It reports what it saw, one line per event:
/// `alpn <protocol or None>`, `request <request line>`, `stream <id>`, `connect <host:port>`.
public final class EdgeServer {
    /// What the server plays.
    public enum Role: Sendable {
        /// TLS with the PEM `certificate` and `key`, ALPN choosing only `http/1.1`.
        case http1(certificate: String, key: String)
        /// TLS with the PEM `certificate` and `key`, without ALPN.
        case noALPN(certificate: String, key: String)
        /// TLS 1.2 at most (so the client certificate is checked within the handshake), ALPN `h2`,
        /// requiring a client certificate issued by the CA in the PEM file `clientCA`.
        case tls12RequiringClientCertificate(certificate: String, key: String, clientCA: String)
        /// TLS with ALPN `h2` whose first frame is SETTINGS with SETTINGS_MAX_CONCURRENT_STREAMS 0,
        /// and which refuses every stream a client opens anyway with RST_STREAM(REFUSED_STREAM), as
        /// RFC 9113 §5.1.2 allows (the frames are written by hand: python3 has no HTTP/2 library).
        case noStreams(certificate: String, key: String)
        /// A plain-TCP HTTP proxy that tunnels each CONNECT to the host and port asked for.
        case connectProxy
    }

    /// The loopback port it listens on.
    public let port: Int
    private let process: RunningProcess
    private let directory: TemporaryDirectory

    /// Starts the server and returns once it listens.
    public init(_ role: Role) throws {
        directory = try TemporaryDirectory(prefix: "edge-server")
        let script = try directory.write(Self.script, to: "edge_server.py")
        let arguments: [String] = switch role {
        case .http1(let certificate, let key): ["http1", certificate, key]
        case .noALPN(let certificate, let key): ["tls", certificate, key]
        case .tls12RequiringClientCertificate(let certificate, let key, let clientCA): ["mtls12", certificate, key, clientCA]
        case .noStreams(let certificate, let key): ["nostreams", certificate, key]
        case .connectProxy: ["proxy"]
        }
        let process = try CommandLineTool.start("python3", ["-u", script] + arguments)
        var port: Int?
        _ = poll(until: {
            port = process.standardOutput.split(separator: "\n").first.flatMap { Int($0) }
            return port != nil || !process.isRunning
        }, timeout: 10 * testTimeoutScale)
        guard let port else {
            process.send(SIGKILL)
            let result = try? process.wait(timeout: 5)
            directory.remove()
            throw TestSupportError.failed("the edge server did not start: \(result?.transcript ?? "")")
        }
        self.process = process
        self.port = port
    }

    /// What it saw so far, one event per line, in order.
    public var events: [String] {
        process.standardOutput.split(separator: "\n").dropFirst().map(String.init)
    }

    /// Stops the server and removes its script.
    public func stop() {
        process.send(SIGKILL)
        _ = try? process.wait(timeout: 5)
        directory.remove()
    }

    private static let script = #"""
import select, socket, ssl, sys, threading

def say(*words):
    print(*words, flush=True)

def read_until(sock, buffer, done):
    """Reads from sock onto buffer until done(buffer); None when the peer closes first."""
    while not done(buffer):
        data = sock.recv(65536)
        if not data:
            return None
        buffer += data
    return buffer

def http1(conn, context):
    try:
        with context.wrap_socket(conn, server_side=True) as tls:
            say("alpn", tls.selected_alpn_protocol())
            buffer = b""
            while True:
                buffer = read_until(tls, buffer, lambda b: b"\r\n\r\n" in b)
                if buffer is None:
                    return
                head, _, buffer = buffer.partition(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                say("request", lines[0])
                length = 0
                for line in lines[1:]:
                    name, _, value = line.partition(":")
                    if name.strip().lower() == "content-length":
                        length = int(value)
                buffer = read_until(tls, buffer, lambda b: len(b) >= length)
                if buffer is None:
                    return
                buffer = buffer[length:]
                tls.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")
    except (OSError, ssl.SSLError):
        pass

def frame(kind, flags, stream, payload=b""):
    return len(payload).to_bytes(3, "big") + bytes([kind, flags]) + stream.to_bytes(4, "big") + payload

SETTINGS, RST_STREAM, HEADERS, PING, ACK = 4, 3, 1, 6, 1
MAX_CONCURRENT_STREAMS, REFUSED_STREAM = 3, 7

def no_streams(conn, context):
    try:
        with context.wrap_socket(conn, server_side=True) as tls:
            say("alpn", tls.selected_alpn_protocol())
            tls.sendall(frame(SETTINGS, 0, 0, MAX_CONCURRENT_STREAMS.to_bytes(2, "big") + (0).to_bytes(4, "big")))
            buffer = read_until(tls, b"", lambda b: len(b) >= 24)  # the client's connection preface
            if buffer is None:
                return
            buffer = buffer[24:]
            while True:
                buffer = read_until(tls, buffer, lambda b: len(b) >= 9 and len(b) >= 9 + int.from_bytes(b[:3], "big"))
                if buffer is None:
                    return
                length, kind, flags = int.from_bytes(buffer[:3], "big"), buffer[3], buffer[4]
                stream, payload = int.from_bytes(buffer[5:9], "big") & 0x7FFFFFFF, buffer[9:9 + length]
                buffer = buffer[9 + length:]
                if kind == SETTINGS and not flags & ACK:
                    tls.sendall(frame(SETTINGS, ACK, 0))
                elif kind == PING and not flags & ACK:
                    tls.sendall(frame(PING, ACK, 0, payload))
                elif kind == HEADERS:
                    say("stream", stream)
                    tls.sendall(frame(RST_STREAM, 0, stream, REFUSED_STREAM.to_bytes(4, "big")))
    except (OSError, ssl.SSLError):
        pass

def tunnel(conn):
    try:
        head = read_until(conn, b"", lambda b: b"\r\n\r\n" in b)
        if head is None:
            return
        head, _, rest = head.partition(b"\r\n\r\n")
        target = head.decode("latin-1").split("\r\n")[0].split(" ")[1]
        say("connect", target)
        host, _, port = target.rpartition(":")
        upstream = socket.create_connection((host.strip("[]"), int(port)))
        conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        if rest:
            upstream.sendall(rest)
        ends = [conn, upstream]
        while True:
            readable, _, _ = select.select(ends, [], [])
            for end in readable:
                data = end.recv(65536)
                if not data:
                    return
                (upstream if end is conn else conn).sendall(data)
    except OSError:
        pass
    finally:
        conn.close()

role = sys.argv[1]
listener = socket.create_server(("127.0.0.1", 0))
if role == "proxy":
    serve = tunnel
else:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[2], sys.argv[3])
    if role == "http1":
        context.set_alpn_protocols(["http/1.1"])
    if role == "mtls12":
        context.maximum_version = ssl.TLSVersion.TLSv1_2
        context.verify_mode = ssl.CERT_REQUIRED
        context.load_verify_locations(sys.argv[4])
        context.set_alpn_protocols(["h2"])
    if role == "nostreams":
        context.set_alpn_protocols(["h2"])
    serve = (lambda conn: no_streams(conn, context)) if role == "nostreams" else (lambda conn: http1(conn, context))
say(listener.getsockname()[1])
while True:
    conn, _ = listener.accept()
    threading.Thread(target=serve, args=(conn,), daemon=True).start()
"""#
}
