/// What became of a copy the runner made (`y`, the details' copies): the text, how it left the
/// console, and the private file that keeps it either way. The reducer says it on the status line
/// and keeps it for the copied-text view.
public struct ClipboardCopy: Sendable, Equatable {
    /// How the text left the console.
    public enum Route: Sendable, Equatable {
        /// The platform's clipboard tool (`pbcopy`, `wl-copy`, `xclip`, `xsel`) took it and exited 0.
        case tool(String)
        /// No tool took it: it goes to the terminal as OSC 52, which the terminal may ignore.
        /// `toolProblem` says why the tool that ran failed; nil when there was none to run.
        case terminal(toolProblem: String?)
    }

    /// Where the text was kept besides.
    public enum Kept: Sendable, Equatable {
        /// In this file (owner-only), as the status line names it (`~` for the home directory).
        case file(String)
        /// Nowhere: why the file could not be written.
        case notKept(String)
    }

    /// The text copied.
    public var text: String
    /// What it is, as the status line names it ("the curl command (539 characters)").
    public var what: String
    /// Remarks to say after it (how to supply a passphrase the command leaves out).
    public var notes: [String]
    public var route: Route
    public var kept: Kept

    public init(text: String, what: String, notes: [String] = [], route: Route, kept: Kept) {
        self.text = text
        self.what = what
        self.notes = notes
        self.route = route
        self.kept = kept
    }

    /// What the status line says of it: where the text went and the key that shows it first (they
    /// fit 80 columns), then where else it is and why a tool failed (the message log has the rest).
    var statusText: String {
        let said: String
        switch route {
        case .tool(let name):
            said = "copied \(what) with \(name) · \(Self.viewHint)"
        case .terminal(let problem):
            let fallback: String
            switch kept {
            case .file(let path): fallback = "if your terminal ignores OSC 52, it is in \(path)"
            case .notKept(let reason): fallback = "not kept in a file: \(reason)"
            }
            said = "sent \(what) by OSC 52 · \(Self.viewHint) · \(fallback)" + (problem.map { " · \($0)" } ?? "")
        }
        return ([said] + notes).joined(separator: "; ")
    }

    /// The key that opens the copied-text view, as the status line names it.
    private static var viewHint: String {
        "\(Keymap.names(Keymap.viewCopiedKeys)) views it"
    }
}
