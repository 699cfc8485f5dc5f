import Foundation
import PushConsole
import PushStorage

/// Opens `$VISUAL` or `$EDITOR` (else `vi`) on the payload in a private temporary file, with the
/// console's terminal handed over for the duration, and reads the result back.
///
/// The editor runs in the terminal's foreground (``ForegroundProcess``) on the console's loop
/// thread, so no key is read while it runs, and what was typed for it is discarded afterwards.
public struct ExternalEditor {
    /// Leaves the screen to the editor (curses ended, the terminal's own modes back).
    public let suspendTerminal: () -> Void
    /// Takes the screen back after the editor and repaints it in full.
    public let resumeTerminal: () -> Void
    /// Where `VISUAL` and `EDITOR` are read.
    public let environment: [String: String]

    /// An editor launcher that hands the terminal over with `suspendTerminal` and takes it back with
    /// `resumeTerminal`; the command comes from `environment`.
    public init(suspendTerminal: @escaping () -> Void, resumeTerminal: @escaping () -> Void, environment: [String: String]) {
        self.suspendTerminal = suspendTerminal
        self.resumeTerminal = resumeTerminal
        self.environment = environment
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    private var command: String {
        environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
    }

    /// Opens the editor on a profile file itself (a broken one, to fix it where it is).
    public func editProfile(_ file: String) -> Action {
        .profileFileEdited(file: file, failure: run(command, on: file))
    }

    /// Opens the editor on `text` in a private temporary file and reads the result back: the
    /// exact bytes, or the payload unchanged with the reason.
    public func edit(_ text: String) -> Action {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let file = directory.appendingPathComponent("payload.json")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: file)
        } catch {
            return .externalEditFinished(nil, message: "cannot prepare the file for \(command): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        if let failure = run(command, on: file.path) { return .externalEditFinished(nil, message: "\(failure); payload unchanged") }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file.path, kind: .payload)
        } catch {
            let reason = error.problem == .missing ? "\(command) left no file" : error.description
            return .externalEditFinished(nil, message: "\(reason); payload unchanged")
        }
        // The exact bytes or nothing: never a U+FFFD standing in for invalid UTF-8.
        guard var edited = String(validating: bytes, as: UTF8.self) else {
            return .externalEditFinished(nil, message: "\(command) wrote invalid UTF-8; payload unchanged")
        }
        if edited.hasSuffix("\n") { edited.removeLast() }
        return .externalEditFinished(edited, message: "payload read back from \(command)")
    }

    /// Runs `command` on `path` with the terminal handed over; nil when it exited 0, else why not.
    private func run(_ command: String, on path: String) -> String? {
        suspendTerminal()
        defer { resumeTerminal() }
        do {
            // The editor command may carry arguments ("code --wait"), so the shell splits it.
            return try ForegroundProcess(terminal: STDIN_FILENO)
                .run("/bin/sh", arguments: ["-c", "\(command) \"$1\"", "editor", path])
                .failure(of: command)
        } catch {
            return "cannot start \(command): \(error)"
        }
    }
}
