/// Why a path in a profile (`keyFile`, `caFile`) cannot be expanded.
public struct ProfilePathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Equatable {
        /// `$NAME` or `${NAME}` names a variable that is not set, or is empty.
        case undefinedVariable(String)
        /// `${` without its `}`.
        case unterminatedBrace
        /// `~name/`: only the user's own home (`~/`) is expanded.
        case otherUserHome(String)
    }

    /// The path as written.
    public let path: String
    /// What was wrong with it.
    public let problem: Problem

    /// An error about `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// One sentence for a person.
    public var description: String {
        switch problem {
        case .undefinedVariable(let name):
            return "cannot expand '\(path)': environment variable \(name) is not set"
        case .unterminatedBrace:
            return "cannot expand '\(path)': '${' has no closing '}'"
        case .otherUserHome(let user):
            return "cannot expand '\(path)': only '~/' is expanded, not '~\(user)'"
        }
    }
}
