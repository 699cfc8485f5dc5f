/// The terminal as the console loop sees it. `CursesTerminal` implements it over ncurses; tests use
/// an in-memory fake. Only the loop's thread calls it, except `wake()`.
public protocol TerminalDevice: AnyObject {
    /// The current size in columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Shows `screen`; only changed cells need to reach the terminal.
    func draw(_ screen: Screen)
    /// Turns the terminal's mouse reporting on (clicks come as events) or off (a drag selects text
    /// as the terminal does).
    func reportMouse(_ isOn: Bool)
    /// Waits for the next event, for at most `timeoutMilliseconds` (nil: forever). Returns nil on a
    /// timeout or when `wake()` was called; the loop then drains its mailbox.
    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent?
    /// Interrupts a `nextEvent` wait from any thread (a finished send, a loaded file).
    func wake()
}
