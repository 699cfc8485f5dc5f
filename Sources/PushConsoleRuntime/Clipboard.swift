import Foundation
import PushConsole
import PushCore
import PushStorage

/// Puts what the console copies where the user can paste it: the platform's clipboard tool when
/// there is one and it works, else (the reducer asks) the terminal through OSC 52 — and always a
/// private file, `clipboard.txt` in the state directory, that the status line names.
public struct Clipboard: Sendable {
    /// The tool to try first; nil: none for this session.
    public let tool: ClipboardTool?
    /// The file that keeps the last copy (0600; a link planted there is replaced, not followed).
    public let file: String
    private let home: String
    private let environment: [String: String]
    /// How long the tool may take before it is killed and the terminal asked instead.
    private let timeout: Double

    /// - Parameters:
    ///   - home: shown as `~` where the status line names the file.
    ///   - environment: the tool's environment (its display).
    public init(tool: ClipboardTool?, file: String, home: String, environment: [String: String], timeout: Double = 3) {
        self.tool = tool
        self.file = file
        self.home = home
        self.environment = environment
        self.timeout = timeout
    }

    /// Keeps `text` in the file and gives it to the tool; waits for the tool (call it off the
    /// loop). `what` names it and `notes` follow it on the status line.
    public func copy(_ text: String, what: String, notes: [String]) -> ClipboardCopy {
        let kept = keep(text)
        let route: ClipboardCopy.Route
        if let tool {
            route = tool.copy(text, environment: environment, timeout: timeout).map { .terminal(toolProblem: $0) } ?? .tool(tool.name)
        } else {
            route = .terminal(toolProblem: nil)
        }
        return ClipboardCopy(text: text, what: what, notes: notes, route: route, kept: kept)
    }

    /// Writes `text` to the file, whole or not at all, owner-only.
    private func keep(_ text: String) -> ClipboardCopy.Kept {
        do throws(AtomicFileError) {
            try AtomicFile.createPrivateDirectory(ProfilePath.directory(of: file))
            try AtomicFile.write(text, to: file, mode: 0o600, followingLinks: false)
            return .file(file.hasPrefix(home + "/") ? "~" + file.dropFirst(home.count) : file)
        } catch {
            return .notKept(error.description)
        }
    }
}
