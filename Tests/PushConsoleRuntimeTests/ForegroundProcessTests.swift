import Foundation
import Testing
@testable import PushConsoleRuntime

/// The editor hand-off's pure parts (the wait status decoded, the answer to each stop) and its
/// waiting, with real child processes and no terminal to hand over.
@Suite struct ForegroundProcessTests {
    @Test func waitStatusesDecode() {
        // The encoding waitpid uses on Linux and the BSDs alike: code << 8, the signal, signal << 8 | 0x7f.
        #expect(ChildStatus(waitStatus: 0) == .exited(0))
        #expect(ChildStatus(waitStatus: 3 << 8) == .exited(3))
        #expect(ChildStatus(waitStatus: SIGKILL) == .killed(signal: SIGKILL))
        #expect(ChildStatus(waitStatus: SIGTSTP << 8 | 0x7F) == .stopped(signal: SIGTSTP))
    }

    @Test func onlyAZeroExitIsSuccess() {
        #expect(ChildStatus.exited(0).failure(of: "vim") == nil)
        #expect(ChildStatus.exited(1).failure(of: "vim") == "vim exited with 1")
        #expect(ChildStatus.killed(signal: SIGINT).failure(of: "vim") == "vim was ended by SIGINT")
        #expect(ChildStatus.killed(signal: SIGUSR1).failure(of: "vim") == "vim was ended by signal \(SIGUSR1)")
    }

    @Test func eachStopIsAnsweredAsAShellWould() {
        #expect(StopResponse(stopSignal: SIGTSTP, ownsTerminal: true) == .suspendConsoleThenContinue)
        #expect(StopResponse(stopSignal: SIGTSTP, ownsTerminal: false) == .continueProgram)
        #expect(StopResponse(stopSignal: SIGTTIN, ownsTerminal: true) == .continueProgram)
        #expect(StopResponse(stopSignal: SIGTTOU, ownsTerminal: true) == .continueProgram)
        #expect(StopResponse(stopSignal: SIGTTIN, ownsTerminal: false) == .endProgram)
        #expect(StopResponse(stopSignal: SIGSTOP, ownsTerminal: true) == .keepWaiting)
    }

    /// `/dev/null` in place of the terminal: the console owns no foreground to hand over.
    private func run(_ script: String) throws -> ChildStatus {
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        return try ForegroundProcess(terminal: null).run("/bin/sh", arguments: ["-c", script])
    }

    @Test func exitCodesAndSignalsComeBack() throws {
        #expect(try run("exit 7") == .exited(7))
        #expect(try run("kill -INT $$") == .killed(signal: SIGINT))
    }

    @Test func aProgramThatStopsItselfIsContinued() throws {
        // Ctrl-Z with no terminal to give back: continued, not waited for forever.
        #expect(try run("kill -TSTP $$; exit 4") == .exited(4))
    }

    @Test func aProgramStoppedForATerminalItCannotHaveIsEnded() throws {
        #expect(try run("kill -TTIN $$; exit 0") == .killed(signal: SIGTERM))
    }

    @Test func theProgramGetsDefaultSignalsAndNoneBlocked() throws {
        // The console ignores SIGPIPE, and its loop thread may block signals: the editor inherits neither.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        #expect(try run("kill -PIPE $$; exit 0") == .killed(signal: SIGPIPE))
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupt, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        #expect(try run("kill -INT $$; exit 0") == .killed(signal: SIGINT))
    }
}
