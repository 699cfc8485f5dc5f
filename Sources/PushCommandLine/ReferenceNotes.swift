/// What the man page and `docs/cli.md` say beyond the command specs: the version, what pushtui is,
/// the exit statuses, the files and the environment it reads. The executable fills it in from the
/// values its code uses (``ManPage``, ``CommandReference``).
public struct ReferenceNotes: Sendable {
    /// One term and what it means: an exit status, a file, an environment variable.
    public struct Entry: Sendable {
        /// The term (`0`, `$XDG_STATE_HOME/pushtui/history.jsonl`, `NO_COLOR`).
        public var term: String
        /// One line for it.
        public var meaning: String

        /// A term and its meaning.
        public init(_ term: String, _ meaning: String) {
            self.term = term
            self.meaning = meaning
        }
    }

    /// `pushtui --version`'s number.
    public var version: String
    /// What pushtui is, in one line (the man page's NAME).
    public var tagline: String
    /// What it does, in paragraphs.
    public var description: [String]
    /// Every exit status and its meaning.
    public var exitStatuses: [Entry]
    /// The files it reads and writes.
    public var files: [Entry]
    /// The environment variables it reads.
    public var environment: [Entry]

    /// Notes with every part given.
    public init(version: String, tagline: String, description: [String], exitStatuses: [Entry], files: [Entry], environment: [Entry]) {
        self.version = version
        self.tagline = tagline
        self.description = description
        self.exitStatuses = exitStatuses
        self.files = files
        self.environment = environment
    }
}
