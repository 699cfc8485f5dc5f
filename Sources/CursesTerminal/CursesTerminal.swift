import CCursesShims
import Foundation
import PushConsole

/// The real terminal, through ncursesw: paints `Screen`s and turns keys, pastes, clicks and
/// resizes into `TerminalEvent`s.
///
/// Opening it takes over the terminal (alternate screen, raw mode so Ctrl-C, Ctrl-S and Ctrl-Q
/// reach the app, mouse clicks, bracketed paste). `close()` gives it back, and so do deinit and
/// every way the process can end:
/// - SIGTERM, SIGHUP and SIGINT do not kill the process: they are recorded in
///   `terminationSignal` and delivered as `.key(.control("c"))`, the console's quit key, so the app
///   leaves through its normal path and closes the terminal;
/// - on SIGSEGV, SIGBUS, SIGILL, SIGFPE and SIGABRT an async-signal-safe handler leaves the
///   alternate screen, shows the cursor, turns mouse and paste reporting off and restores the saved
///   terminal modes before the signal takes its default course;
/// - an `exit()` that skips `close()` runs the same restore from an atexit hook.
/// SIGPIPE is ignored. Only one `CursesTerminal` may be open at a time (signal state is process-wide).
/// `NO_COLOR` (any value) turns every colour off; styles then use bold, reverse and underline only.
/// `PUSHTUI_TEST_IDLE` (any value) turns on the frame-idle signal end-to-end tests wait on (``IdleSignal``).
public final class CursesTerminal: TerminalDevice {
    /// The ESC wait that separates a lone Esc from the start of a key's escape sequence.
    private static let escapeDelayMilliseconds: Int32 = 25

    private var screen: OpaquePointer?
    private let window: UnsafeMutablePointer<WINDOW>
    private let inputPad: UnsafeMutablePointer<WINDOW>
    private let wakePipe: WakePipe
    private let painter: CellPainter
    private let reader: InputReader
    private let idleSignal: IdleSignal?
    /// Whether mouse reporting is asked for (``reportMouse(_:)``); `resume()` restores it.
    private var reportsMouse = true

    /// The signal (SIGTERM, SIGHUP or SIGINT) that asked the program to end; set when the
    /// `.key(.control("c"))` it caused is returned by `nextEvent`. A hang-up of the terminal itself
    /// reports SIGHUP.
    public var terminationSignal: Int32? { reader.terminationSignal }

    /// Takes over the terminal on standard input and output.
    /// - Parameter environment: where `TERM`, `NO_COLOR` and `PUSHTUI_TEST_IDLE` are read (the process's by default).
    /// - Throws: `TerminalOpenError` when standard input or output is not a terminal or `TERM` is
    ///   missing or unknown.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalOpenError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
        guard let type = environment["TERM"], !type.isEmpty else { throw .missingTerminalType }
        setlocale(LC_ALL, "")
        wakePipe = try WakePipe()
        // Before newterm: ncurses only installs its own SIGINT/SIGTERM/SIGWINCH handlers where none exist.
        guard pt_install_signal_handlers(wakePipe.writeDescriptor) == 0 else { throw .alreadyOpen }
        pt_save_terminal(STDIN_FILENO, type)
        guard let screen = pt_newterm(type), let window = pt_stdscr() else {
            pt_restore_signal_handlers()
            pt_forget_terminal()
            throw .unknownTerminalType(type)
        }
        guard let pad = newpad(1, 1) else {
            endwin()
            delscreen(screen)
            pt_restore_signal_handlers()
            pt_forget_terminal()
            throw .systemCall("newpad", errno: errno)
        }
        self.screen = screen
        self.window = window
        inputPad = pad
        // raw, not cbreak: Ctrl-C, Ctrl-S, Ctrl-Q and Ctrl-Z arrive as keys (no ISIG, no IXON).
        raw()
        noecho()
        nonl()
        set_escdelay(Self.escapeDelayMilliseconds)
        keypad(pad, true)
        meta(pad, true)
        curs_set(0)
        let mode = ColorMode.choose(colors: has_colors() ? Int(Self.colorCount()) : 0, hasColors: has_colors(),
                                    noColorRequested: environment["NO_COLOR"] != nil)
        var defaultColors = false
        if mode != .monochrome {
            start_color()
            defaultColors = use_default_colors() == OK
        }
        painter = CellPainter(window: window, mode: mode, defaultColorsAvailable: defaultColors)
        _ = pt_enable_mouse()
        wnoutrefresh(window)
        doupdate()
        // After doupdate, so it follows ncurses' own (buffered) setup on the wire.
        Self.send(Self.bracketedPasteOn)
        idleSignal = IdleSignal.requested(in: environment)
        reader = InputReader(window: pad, wakePipe: wakePipe,
                             size: (width: Int(pt_columns()), height: Int(pt_lines())), idleSignal: idleSignal)
    }

    deinit {
        close()
    }

    /// Gives the terminal back: bracketed paste and mouse off, normal screen, cursor shown, the
    /// original terminal modes. Safe to call more than once.
    public func close() {
        guard let screen else { return }
        self.screen = nil
        idleSignal?.markAway()
        Self.send(Self.bracketedPasteOff)
        pt_disable_mouse()
        curs_set(1)
        endwin()
        delwin(inputPad)
        delscreen(screen)
        pt_forget_terminal()
        pt_restore_signal_handlers()
    }

    /// Hands the terminal to another program (the user's editor): bracketed paste and mouse off,
    /// the normal screen and the modes it had before. `resume()` takes it back.
    public func suspend() {
        guard isOpen else { return }
        idleSignal?.markAway()
        Self.send(Self.bracketedPasteOff)
        pt_disable_mouse()
        def_prog_mode()
        endwin()
    }

    /// Takes the terminal back after `suspend()` and paints the last frame again in full: the
    /// other program left its own screen (or none), and the loop only draws frames that changed.
    public func resume() {
        guard isOpen else { return }
        reset_prog_mode()
        if reportsMouse { _ = pt_enable_mouse() }
        Self.send(Self.bracketedPasteOn)
        painter.repaint()
    }

    /// Turns mouse reporting on (clicks reach the console) or off (the terminal's own drag selects).
    public func reportMouse(_ isOn: Bool) {
        guard isOpen else { return }
        reportsMouse = isOn
        if isOn {
            _ = pt_enable_mouse()
        } else {
            pt_disable_mouse()
        }
    }

    /// Puts `text` on the clipboard of the terminal (and of the machine it runs on, over SSH too)
    /// with the OSC 52 escape; tmux passes it on with `set-clipboard on`.
    public func copyToClipboard(_ text: String) {
        guard isOpen else { return }
        Self.send("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }

    /// Whether `close()` has not run yet.
    public var isOpen: Bool { screen != nil }

    /// The terminal's size in columns and rows.
    public var size: (width: Int, height: Int) {
        guard isOpen else { return (0, 0) }
        return (Int(pt_columns()), Int(pt_lines()))
    }

    /// Shows `screen`, sending only the cells that changed since the last frame.
    public func draw(_ screen: Screen) {
        guard isOpen else { return }
        painter.paint(screen)
    }

    /// Waits (in `poll`, using no CPU) for the next key, paste, click or resize; nil after the
    /// timeout or a `wake()`. A termination signal arrives as `.key(.control("c"))`.
    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        guard isOpen else { return nil }
        let event = reader.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
        if case .resize = event { painter.invalidate() }
        return event
    }

    /// Interrupts `nextEvent` from any thread.
    public func wake() {
        wakePipe.wake()
    }

    /// A `Sendable` handle workers keep to call `wake()` without holding the terminal.
    public var waker: @Sendable () -> Void {
        let pipe = wakePipe
        return { pipe.wake() }
    }

    // xterm's bracketed paste mode: https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Bracketed-Paste-Mode
    private static let bracketedPasteOn = "\u{1B}[?2004h"
    private static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Writes a control sequence straight to the terminal; ncurses has flushed its buffer at the last doupdate.
    static func send(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private static func colorCount() -> Int32 {
        // COLORS is only meaningful after start_color; ask terminfo before deciding to call it.
        let colors = tigetnum("colors")
        return colors > 0 ? colors : 0
    }
}
