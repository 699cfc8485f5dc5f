import PushCommandLine
import PushDelivery
/// Finds the command named by the first argument, parses the rest against its spec, runs it,
/// and turns every error into a message on standard error and an exit code.
struct CommandRunner {
    let commands: [Command]
    /// The command to run when none is named and pushtui is on a terminal (the console).
    var interactiveDefault: String?
    /// The command that options given without a command name belong to: `pushtui --demo` is
    /// `pushtui console --demo`, as the usage line `pushtui [console] [--profiles DIR] [--demo]` says.
    var optionsDefault: String?

    /// Runs the command line as the kernel passed it (after the program name): an argument that
    /// is not valid UTF-8 is refused with exit code 5 before anything runs, since decoding it
    /// lossily would send U+FFFD in its place.
    func run(bytes arguments: [[UInt8]]) async -> ExitCode {
        let name = arguments.first.map { String(decoding: $0, as: UTF8.self) }
        let spec = commands.first { $0.spec.name == name }?.spec
        do throws(ArgumentEncodingError) {
            return await run(try ArgumentBytes.decode(arguments, spec: spec))
        } catch {
            Console.error("pushtui\(spec.map { " " + $0.name } ?? ""): \(error.description); nothing was sent")
            return .invalidInput
        }
    }

    func run(_ arguments: [String]) async -> ExitCode {
        guard let name = arguments.first else {
            if let interactiveDefault { return await run([interactiveDefault]) }
            Console.error(HelpText.overview(commands.map(\.spec)))
            return .usage
        }
        if name == "--version" {
            return printing("pushtui \(Version.current)")
        }
        if name == "--help" || name == "-h" || name == "help" {
            return printing(HelpText.overview(commands.map(\.spec)))
        }
        if let optionsDefault, name.hasPrefix("-") { return await run([optionsDefault] + arguments) }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            Console.error("pushtui: unknown command '\(name)'\n\n" + HelpText.overview(commands.map(\.spec)))
            return .usage
        }
        do {
            let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), spec: command.spec)
            if parsed.wantsHelp {
                try Console.out(HelpText.render(command.spec))
                return .success
            }
            return try await command.run(parsed)
        } catch let error as UsageError {
            Console.error("pushtui \(name): \(error.description)\nRun 'pushtui \(name) --help' for usage.")
            return .usage
        } catch let failure as CommandFailure {
            Console.error("pushtui \(name): \(failure.description)")
            return failure.exitCode
        } catch let error as ResolutionError {
            switch error.kind {
            case .usage:
                Console.error("pushtui \(name): \(error.description)\nRun 'pushtui \(name) --help' for usage.")
                return .usage
            case .credentials:
                Console.error("pushtui \(name): \(error.description)")
                return .credentials
            case .invalidInput:
                Console.error("pushtui \(name): \(error.description)")
                return .invalidInput
            default:
                Console.error("pushtui \(name): \(error.description)")
                return .failure
            }
        } catch {
            Console.error("pushtui \(name): \(error)")
            return .failure
        }
    }

    /// Prints `text` on standard output: success, unless the write fails.
    private func printing(_ text: String) -> ExitCode {
        do throws(CommandFailure) {
            try Console.out(text)
            return .success
        } catch {
            Console.error("pushtui: \(error.description)")
            return error.exitCode
        }
    }
}
