import Foundation
import Synchronization

/// The one way pushtui reads a file or stream it was given (payload, standard input, tokens file,
/// profile, key, certificate, service account, CA, scenario).
///
/// - A path must name a regular file. It is opened with `O_NONBLOCK`, then checked with `fstat`,
///   so a FIFO or a device is refused at once instead of blocking or streaming forever.
/// - `-` is standard input: a pipe, a terminal, a redirected file or a device; a closed,
///   write-only or directory standard input is refused with a message, never a trap.
/// - At most ``InputKind/limit`` bytes are read; one more is refused, naming the file, its kind
///   and the limit. A regular file larger than the limit is refused before reading anything.
public enum InputFile {
    /// The path that means standard input.
    public static let standardInput = "-"
    /// How messages name standard input.
    public static let standardInputName = "<stdin>"

    /// Call first thing in `main`: when the process was started with standard input closed
    /// (`pushtui validate - <&-`), puts `/dev/null` at descriptor 0 and remembers that it was
    /// closed. Otherwise the next descriptor the process opens (Dispatch's epoll, a socket) becomes
    /// descriptor 0, and `-` would read that instead of saying standard input is closed.
    public static func holdClosedStandardInput() {
        guard fcntl(STDIN_FILENO, F_GETFD) < 0, errno == EBADF else { return }
        let placeholder = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if placeholder >= 0, placeholder != STDIN_FILENO {
            // Only happens if another thread took descriptor 0 first: leave it, but stay truthful.
            Foundation.close(placeholder)
        }
        standardInputWasClosed.store(true, ordering: .relaxed)
    }

    /// Set by ``holdClosedStandardInput()``.
    static let standardInputWasClosed = Atomic<Bool>(false)

    /// The name to show for `path` in messages: `<stdin>` for `-`, else the path.
    public static func displayName(_ path: String) -> String {
        path == standardInput ? standardInputName : path
    }

    /// The whole content of `path` (or standard input for `-`), at most `kind.limit` bytes.
    public static func read(_ path: String, kind: InputKind) throws(InputFileError) -> [UInt8] {
        let source = try InputSource(path: path, kind: kind)
        defer { source.close() }
        return try source.readAll()
    }

    /// Reads `path` line by line (split at `\n`, the `\n` not included), at most `kind.limit`
    /// bytes in all and `kind.lineLimit` per line, without keeping what was read: memory stays
    /// flat whatever the size. `body` gets each line's bytes and its 1-based number; a failure of
    /// the input itself reaches the caller as the body's own error type.
    public static func forEachLine<Failure: InputReadingError>(
        _ path: String, kind: InputKind, _ body: (ArraySlice<UInt8>, Int) throws(Failure) -> Void
    ) throws(Failure) {
        let reader: InputLineReader
        do {
            reader = try InputLineReader(path: path, kind: kind)
        } catch {
            throw .input(error)
        }
        while true {
            let line: (bytes: ArraySlice<UInt8>, number: Int)?
            do {
                line = try reader.next()
            } catch {
                throw .input(error)
            }
            guard let line else { return }
            try body(line.bytes, line.number)
        }
    }
}

/// Reads a file (or standard input) one line at a time on demand, for a reader that takes lines
/// as it needs them rather than in one loop: the rules and limits of
/// ``InputFile/forEachLine(_:kind:_:)``, which is built on it. The file stays open until the last
/// line has been read or the reader goes away.
public final class InputLineReader {
    private let source: InputSource
    private let lineLimit: Int
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    /// The bytes of `chunk` read so far, and where the next line starts.
    private var filled = 0
    private var start = 0
    /// A line that began in an earlier chunk.
    private var pending: [UInt8] = []
    private var number = 0
    private var total = 0
    private var ended = false

    /// Opens `path` (or standard input for `-`) as `kind`.
    public init(path: String, kind: InputKind) throws(InputFileError) {
        source = try InputSource(path: path, kind: kind)
        lineLimit = kind.lineLimit ?? kind.limit
    }

    deinit { finish() }

    /// The next line's bytes (without its `\n`) and its 1-based number, or nil after the last.
    /// The bytes are valid until the next call.
    public func next() throws(InputFileError) -> (bytes: ArraySlice<UInt8>, number: Int)? {
        while !ended {
            if let end = InputFile.newline(in: chunk, from: start, to: filled) {
                number += 1
                let lineStart = start
                start = end + 1
                if pending.isEmpty {
                    guard end - lineStart <= lineLimit else { throw source.error(.lineTooLong(line: number)) }
                    return (chunk[lineStart..<end], number)
                }
                pending.append(contentsOf: chunk[lineStart..<end])
                guard pending.count <= lineLimit else { throw source.error(.lineTooLong(line: number)) }
                defer { pending.removeAll(keepingCapacity: true) }
                return (pending[...], number)
            }
            pending.append(contentsOf: chunk[start..<filled])
            guard pending.count <= lineLimit else { throw source.error(.lineTooLong(line: number + 1)) }
            start = 0
            filled = try source.readChunk(into: &chunk)
            total += filled
            if total > source.kind.limit { throw source.error(.tooLarge) }
            if filled == 0 {
                finish()
                if !pending.isEmpty {
                    number += 1
                    defer { pending.removeAll() }
                    return (pending[...], number)
                }
            }
        }
        return nil
    }

    /// Closes the file; `next()` returns nil from now on.
    private func finish() {
        guard !ended else { return }
        ended = true
        source.close()
    }
}

extension InputFile {
    /// The index of the first `\n` in `bytes[from..<to]`: `memchr`, because a tokens file of a
    /// million lines is scanned byte by byte.
    static func newline(in bytes: [UInt8], from: Int, to: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard from < to, let base = buffer.baseAddress,
                  let found = memchr(base + from, Int32(UInt8(ascii: "\n")), to - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}

/// An error that can say the input itself failed, so ``InputFile/forEachLine(_:kind:_:)`` throws
/// one type whether the file or the caller's line handler refused.
public protocol InputReadingError: Error {
    /// The file or stream itself: missing, not a regular file, over a limit, unreadable.
    static func input(_ error: InputFileError) -> Self
}

extension InputFileError: InputReadingError {
    /// The error itself: a handler that throws ``InputFileError`` shares the input's type.
    public static func input(_ error: InputFileError) -> InputFileError { error }
}

/// An open file or standard input, checked to be something that can be read without blocking forever.
private struct InputSource {
    let descriptor: Int32
    let path: String
    let kind: InputKind
    /// The size `fstat` reported for a regular file, to size the buffer.
    let knownSize: Int?

    init(path: String, kind: InputKind) throws(InputFileError) {
        self.path = path
        self.kind = kind
        guard !path.isEmpty else { throw InputFileError(path: path, kind: kind, problem: .emptyName) }
        if path == InputFile.standardInput {
            descriptor = STDIN_FILENO
            var info = stat()
            guard !InputFile.standardInputWasClosed.load(ordering: .relaxed), fstat(STDIN_FILENO, &info) == 0 else {
                throw InputFileError(path: path, kind: kind, problem: .unreadableStandardInput(reason: "is closed"))
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                throw InputFileError(path: path, kind: kind, problem: .unreadableStandardInput(reason: "is a directory"))
            }
            if fcntl(STDIN_FILENO, F_GETFL) & O_ACCMODE == O_WRONLY {
                throw InputFileError(path: path, kind: kind, problem: .unreadableStandardInput(reason: "is open for writing only"))
            }
            knownSize = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
        } else {
            // O_NONBLOCK: opening a FIFO without a writer would otherwise wait for one forever.
            let opened = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard opened >= 0 else {
                let code = errno
                throw InputFileError(path: path, kind: kind,
                                     problem: code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code))))
            }
            var info = stat()
            guard fstat(opened, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                Foundation.close(opened)
                throw InputFileError(path: path, kind: kind, problem: .unreadable(reason: reason))
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                Foundation.close(opened)
                throw InputFileError(path: path, kind: kind, problem: .notRegularFile(what: Self.fileType(info.st_mode)))
            }
            descriptor = opened
            knownSize = Int(info.st_size)
            if Int(info.st_size) > kind.limit {
                Foundation.close(opened)
                throw InputFileError(path: path, kind: kind, problem: .tooLarge)
            }
        }
    }

    func close() {
        if descriptor != STDIN_FILENO { Foundation.close(descriptor) }
    }

    func error(_ problem: InputFileError.Problem) -> InputFileError {
        InputFileError(path: path, kind: kind, problem: problem)
    }

    /// Everything up to end of file, refused once it passes the limit.
    func readAll() throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(knownSize ?? 64 * 1024, kind.limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = try readChunk(into: &chunk)
            if count == 0 { return bytes }
            guard bytes.count + count <= kind.limit else { throw error(.tooLarge) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// One `read` into `chunk`: the byte count, 0 at end of file. Waits in `poll` when standard
    /// input was handed over non-blocking.
    func readChunk(into chunk: inout [UInt8]) throws(InputFileError) -> Int {
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&wait, 1, -1)
                continue
            }
            let reason = String(cString: strerror(code))
            throw error(descriptor == STDIN_FILENO ? .unreadableStandardInput(reason: "cannot be read (\(reason))") : .unreadable(reason: reason))
        }
    }

    static func fileType(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
