import Foundation

/// The "frame idle" signal end-to-end tests wait on instead of a pattern that can match half a
/// frame: with `PUSHTUI_TEST_IDLE` in the environment, every time the console is about to block
/// with nothing to do (the frame painted, no key waiting, no wake from a worker) the terminal's
/// title becomes `pushtui idle N`, N counting up. The title is set in band (OSC 2, after the frame's
/// bytes), so a terminal that shows the title has parsed the whole frame first; tmux reports it as
/// `#{pane_title}`. While the console is not drawing (the editor has the terminal, or the console
/// closed) the title says `pushtui away`. Without the variable nothing is sent and nothing counted.
final class IdleSignal {
    /// The environment variable that turns the signal on (any value).
    static let variable = "PUSHTUI_TEST_IDLE"

    private var frame = 0

    /// The signal, or nil when `environment` does not ask for it.
    static func requested(in environment: [String: String]) -> IdleSignal? {
        environment[variable] == nil ? nil : IdleSignal()
    }

    /// Says the frame on screen is complete and the console waits for input.
    func markIdle() {
        frame += 1
        CursesTerminal.send(Self.title("pushtui idle \(frame)"))
    }

    /// Says the console stopped drawing (suspended for another program, or closed).
    func markAway() {
        CursesTerminal.send(Self.title("pushtui away"))
    }

    // OSC 2, "set window title": https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h3-Operating-System-Commands
    private static func title(_ text: String) -> String {
        "\u{1B}]2;\(text)\u{1B}\\"
    }
}
