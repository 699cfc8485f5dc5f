import CursesTerminal
import Foundation
import PushCommandLine
import PushConsole
import PushConsoleRuntime
import PushDelivery
import PushStorage

/// `pushtui console` (and `pushtui` alone on a terminal): the full-screen console.
enum OpenConsoleCommand {
    static let command = Command(spec: CommandSpec(
        name: "console",
        summary: "Open the push console (the default when pushtui runs on a terminal with no command).",
        options: [
            .value("profiles", "DIR", "the profiles directory (default ./profiles if it exists, else $XDG_CONFIG_HOME/pushtui/profiles)"),
            .flag("demo", "also run the built-in simulator with its ready profile (automatic when there are no profiles)"),
        ],
        discussion: "Press ? in the console for every key."
    ), run: run)

    static func run(_ arguments: ParsedArguments) async throws -> ExitCode {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure(exitCode: .usage, description: "the console needs a terminal; for scripts use pushtui send")
        }
        let loader = ProfileLoader.fromProcess()
        let paths = PathContext.fromProcess().statePaths
        let directory = loader.paths.profilesDirectory(explicit: arguments.value("profiles"))
        let hasProfiles = !FileProfileStore(directory: directory).loadAll().isEmpty
        var demo: DemoSimulator?
        if arguments.has("demo") || !hasProfiles {
            do {
                demo = try DemoSimulator.start(paths: paths, now: Date())
            } catch {
                throw CommandFailure(exitCode: .failure, description: "cannot start the built-in simulator: \(error)")
            }
        }
        defer { demo?.simulator.stop() }

        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            throw CommandFailure(exitCode: .usage, description: error.description)
        }
        defer { terminal.close() }
        let editor = ExternalEditor(suspendTerminal: terminal.suspend, resumeTerminal: terminal.resume,
                                    environment: loader.paths.environment)
        let simulator = demo?.simulator
        let effects = ConsoleEffects(profilesDirectory: directory, paths: paths, pathContext: loader.paths,
                                     demo: demo?.profile, externalEditor: editor,
                                     deliveries: { DemoSimulator.deliveries(of: simulator) },
                                     copyToClipboard: terminal.copyToClipboard)
        defer { effects.shutdown() }
        var state = AppState(width: terminal.size.width, height: terminal.size.height)
        state.focus = AppState.startingFocus
        state.utcOffsetSeconds = TimeZone.current.secondsFromGMT()
        state.embeddedSimulatorEndpoint = demo?.profile.endpoint
        state.profilesDirectory = directory
        let session = ConsoleSession(state: state, terminal: terminal, performer: effects, clock: { Date() },
                                     stopRequested: { terminal.terminationSignal != nil })
        session.run(initial: [.loadProfiles, .loadHistory])
        // The quit wrote the drafts (its effect shuts the runtime down); what it could not write is said.
        if let problem = effects.unwrittenDrafts {
            // On the normal screen, where it stays: the status line that said it is gone.
            terminal.close()
            throw CommandFailure(exitCode: .failure, description: problem)
        }
        return .success
    }
}
