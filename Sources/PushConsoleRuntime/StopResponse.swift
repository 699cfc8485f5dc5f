import Foundation

/// What the console does when the program it handed the terminal to stops, as a job-control shell
/// would for a job of its own.
enum StopResponse: Equatable {
    /// Stop the console too, then give the terminal back to the program and continue it once the
    /// console is continued: Ctrl-Z in the editor means "back to my shell". Where no job-control
    /// shell could continue the console, its stop is discarded and this continues the program at once.
    case suspendConsoleThenContinue
    /// Continue the program (it reached for the terminal a moment before it was handed over).
    case continueProgram
    /// End the program: it wants a terminal the console does not have to give.
    case endProgram
    /// Leave it stopped: SIGSTOP came from someone else, who is the one to continue it.
    case keepWaiting

    /// The response to a stop by `signal`; `ownsTerminal` tells whether the terminal was handed
    /// to the program (the console was the terminal's foreground when it started it).
    init(stopSignal signal: Int32, ownsTerminal: Bool) {
        switch signal {
        case SIGTSTP: self = ownsTerminal ? .suspendConsoleThenContinue : .continueProgram
        case SIGTTIN, SIGTTOU: self = ownsTerminal ? .continueProgram : .endProgram
        default: self = .keepWaiting
        }
    }
}
