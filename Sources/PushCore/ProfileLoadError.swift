/// Why a profile file could not be used: every problem found, not just the first.
public struct ProfileLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The problems, in file order as far as it is known.
    public let problems: [ProfileProblem]

    /// An error made of `problems`.
    public init(file: String, problems: [ProfileProblem]) {
        self.file = file
        self.problems = problems
    }

    /// An error with a single problem about the whole file, e.g. that it cannot be read.
    public init(file: String, message: String, position: TextPosition? = nil) {
        self.init(file: file, problems: [ProfileProblem(file: file, field: "", message: message, position: position)])
    }

    /// One `file:line:col: field: message` line per problem.
    /// The first problem without the file name (`1:30: environment: expected …`, and how many
    /// more), for a list row that already names the file.
    public var summary: String {
        guard let first = problems.first else { return "cannot be read" }
        let place = first.position.map { "\($0.line):\($0.column): " } ?? ""
        let field = first.field.isEmpty ? "" : "\(first.field): "
        let more = problems.count > 1 ? " (+\(problems.count - 1) more)" : ""
        return place + field + first.message + more
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
