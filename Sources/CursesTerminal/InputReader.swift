import CCursesShims
import Foundation
import PushConsole

/// Turns what the terminal sends into `TerminalEvent`s: waits in `poll()` on the terminal and the
/// wake pipe, then reads with non-blocking `wgetch` from a pad (a pad never refreshes itself
/// over the screen): ncurses decodes the keys terminfo knows, ``UTF8InputDecoder`` the text. Only
/// the loop thread uses it.
final class InputReader {
    /// How long a bracketed paste may stall before what arrived is delivered anyway.
    private static let pasteStallMilliseconds = 2_000
    /// How many bytes after a paste's end fit back into ncurses' input queue.
    private static let pushBackLimit = 100
    /// How long the rest of a multi-byte character may take after its first byte (a terminal
    /// sends them together; this only covers a character split across two reads).
    private static let continuationWaitMilliseconds: Int32 = 25

    private let window: UnsafeMutablePointer<WINDOW>
    private let wakePipe: WakePipe
    private let inputDescriptor: Int32 = STDIN_FILENO
    /// Units read ahead while decoding an escape sequence that turned out to be something else.
    private var pushedBack: [InputUnit] = []
    private var currentTimeout: Int32?
    private var text = UTF8InputDecoder()
    private var reportedSize: (width: Int, height: Int)
    private let idleSignal: IdleSignal?

    /// The signal (SIGTERM, SIGHUP, SIGINT) that asked the program to end, once one has.
    private(set) var terminationSignal: Int32?
    /// A termination signal that arrived during a paste, delivered right after it.
    private var signalDuringPaste: Int32?

    /// - Parameter idleSignal: told each time the reader is about to block with nothing waiting.
    init(window: UnsafeMutablePointer<WINDOW>, wakePipe: WakePipe, size: (width: Int, height: Int), idleSignal: IdleSignal? = nil) {
        self.window = window
        self.wakePipe = wakePipe
        reportedSize = size
        self.idleSignal = idleSignal
    }

    /// The next event, or nil after `timeoutMilliseconds` or a `wake()`.
    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
        while true {
            if let event = pendingSignalEvent() { return event }
            if let unit = read(waitMilliseconds: 0) {
                if let event = decode(unit) { return event }
                continue
            }
            var wait: Int32 = -1
            if let deadline {
                let left = clock.now.duration(to: deadline)
                if left <= .zero { return nil }
                wait = Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            var descriptors = [
                pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            // Idle only when neither a key nor a worker's wake is waiting: a look without blocking first.
            if let idleSignal, poll(&descriptors, 2, 0) == 0 { idleSignal.markIdle() }
            let ready = poll(&descriptors, 2, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 { return nil }
            if descriptors[1].revents != 0 {
                wakePipe.drain()
                // The pipe is shared by wake() and the signal handlers: only a bare wake returns nil.
                return pendingSignalEvent()
            }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal is gone (a pty reports POLLIN with POLLHUP, and reads then fail for
                // ever): a SIGHUP in all but name.
                terminationSignal = SIGHUP
                return .key(.control("c"))
            }
        }
    }

    /// A termination request (delivered as Ctrl-C) or a resize recorded by the signal handlers.
    private func pendingSignalEvent() -> TerminalEvent? {
        let signal = signalDuringPaste ?? pt_take_termination_signal()
        signalDuringPaste = nil
        if signal != 0 {
            terminationSignal = signal
            return .key(.control("c"))
        }
        if pt_take_resize() != 0 {
            var rows: Int32 = 0, columns: Int32 = 0
            if pt_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
                resize_term(rows, columns)
            }
            return resizeEvent(force: true)
        }
        return nil
    }

    /// `.resize` with the size ncurses now has; nil when it was already reported (ncurses may
    /// also queue KEY_RESIZE for a change the SIGWINCH handler reported).
    private func resizeEvent(force: Bool) -> TerminalEvent? {
        let size = (width: Int(pt_columns()), height: Int(pt_lines()))
        guard force || size != reportedSize else { return nil }
        reportedSize = size
        return .resize(width: size.width, height: size.height)
    }

    private func read(waitMilliseconds: Int32) -> InputUnit? {
        if !pushedBack.isEmpty { return pushedBack.removeFirst() }
        var wait = waitMilliseconds
        while true {
            if currentTimeout != wait {
                wtimeout(window, wait)
                currentTimeout = wait
            }
            let value = wgetch(window)
            guard value != ERR else {
                text.reset()
                return nil
            }
            // Keys ncurses decoded come as KEY_* codes, all above the byte range.
            guard (0...0xFF).contains(value) else {
                text.reset()
                return .keyCode(value)
            }
            if let scalar = text.add(UInt8(value)) { return .character(scalar.value) }
            if text.isPending { wait = Self.continuationWaitMilliseconds }
        }
    }

    private func decode(_ unit: InputUnit) -> TerminalEvent? {
        switch unit {
        case .keyCode(let code) where code == KEY_RESIZE:
            return resizeEvent(force: false)
        case .keyCode(let code) where code == KEY_MOUSE:
            var row: Int32 = 0, column: Int32 = 0
            return pt_read_left_click(&row, &column) == 1 ? .click(row: Int(row), column: Int(column)) : nil
        case .keyCode(let code):
            return KeyCode.key(for: code, name: KeyCode.name(of: code)).map(TerminalEvent.key)
        case .character(0x1B):
            return decodeEscape()
        case .character(let value):
            return InputCharacter.key(for: value).map(TerminalEvent.key)
        }
    }

    /// After ESC: a sequence ncurses did not know, Alt plus a key, or Esc on its own (ncurses has
    /// already waited ESCDELAY for a follow-up, so nothing buffered means a lone Esc).
    private func decodeEscape() -> TerminalEvent? {
        guard let next = read(waitMilliseconds: 0) else { return .key(.escape) }
        switch next {
        case .character(0x5B): // [
            return decodeControlSequence()
        case .character(0x4F): // O
            guard case .character(let value)? = read(waitMilliseconds: 0), let final = Self.character(value) else {
                return .key(.escape)
            }
            return ControlSequence.key(singleShift: final).map(TerminalEvent.key)
        case .character(0x62): // Alt-b, the readline word move
            return .key(.wordLeft)
        case .character(0x66): // Alt-f
            return .key(.wordRight)
        default:
            pushedBack.insert(next, at: 0)
            return .key(.escape)
        }
    }

    private func decodeControlSequence() -> TerminalEvent? {
        var parameters = ""
        // Longer than any sequence a terminal sends for a key; stops a runaway on garbage.
        for _ in 0..<32 {
            guard case .character(let value)? = read(waitMilliseconds: 0), let scalar = Unicode.Scalar(value) else {
                return nil
            }
            if (0x20...0x3F).contains(value) {
                parameters.unicodeScalars.append(scalar)
                continue
            }
            let final = Character(scalar)
            if parameters == "200", final == "~" { return collectPaste() }
            if parameters.hasPrefix("<"), final == "M" || final == "m" {
                return Self.sgrClick(parameters: parameters, pressed: final == "M")
            }
            if parameters.isEmpty, final == "M" { return x10Click() }
            return ControlSequence.key(parameters: parameters, final: final).map(TerminalEvent.key)
        }
        return nil
    }

    /// Everything up to `ESC [ 201 ~` as one `.paste`, however long. The body is read straight
    /// from the terminal in large blocks (byte-at-a-time `wgetch` takes seconds for a megabyte);
    /// ncurses holds nothing back at this point, because it only reads ahead while matching a
    /// sequence that starts with ESC, and the start marker ended with `~`. A termination signal
    /// ends the paste with what has arrived: a paste that never ends (garbage that happened to
    /// start one, a flood) must not keep the program from quitting.
    private func collectPaste() -> TerminalEvent {
        var collector = PasteCollector()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let clock = ContinuousClock()
        var lastData = clock.now
        while !collector.isComplete, clock.now - lastData < .milliseconds(Self.pasteStallMilliseconds) {
            var descriptors = [
                pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, 100) > 0 else { continue }
            if descriptors[1].revents != 0 {
                // Workers' wakes can wait: the loop drains the mailbox after every event anyway.
                wakePipe.drain()
                let signal = pt_take_termination_signal()
                if signal != 0 {
                    signalDuringPaste = signal
                    break
                }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Foundation.read(inputDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            collector.add(buffer[..<count])
            lastData = clock.now
        }
        // Input typed after the paste goes back to ncurses, last byte first (ungetch is a stack).
        for byte in collector.remainder.prefix(Self.pushBackLimit).reversed() { ungetch(Int32(byte)) }
        return .paste(collector.text)
    }

    /// `ESC [ M b x y` (X10 mouse, each byte offset by 32, positions from 1).
    private func x10Click() -> TerminalEvent? {
        var bytes: [UInt32] = []
        for _ in 0..<3 {
            guard case .character(let value)? = read(waitMilliseconds: 0) else { return nil }
            bytes.append(value)
        }
        // Low two bits 0: button 1; bit 5 set: motion, not a press.
        guard bytes[0] >= 32, (bytes[0] - 32) & 0b10_0011 == 0, bytes[1] > 32, bytes[2] > 32 else { return nil }
        return .click(row: Int(bytes[2]) - 33, column: Int(bytes[1]) - 33)
    }

    /// `ESC [ < b ; x ; y M` (SGR mouse, positions from 1).
    static func sgrClick(parameters: String, pressed: Bool) -> TerminalEvent? {
        let fields = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard pressed, fields.count == 3, fields[0] & 0b10_0011 == 0, fields[1] > 0, fields[2] > 0 else { return nil }
        return .click(row: fields[2] - 1, column: fields[1] - 1)
    }

    private static func character(_ value: UInt32) -> Character? {
        Unicode.Scalar(value).map(Character.init)
    }
}
