/// Why a test helper could not do its job, phrased for the test log.
public enum TestSupportError: Error, CustomStringConvertible {
    /// A tool the test needs is not installed.
    case notFound(String)
    /// A child process outlived its deadline and was killed.
    case timedOut(String)
    /// Anything else, already phrased.
    case failed(String)

    public var description: String {
        switch self {
        case .notFound(let name): "\(name) is not installed"
        case .timedOut(let what): "\(what) did not finish in time and was killed"
        case .failed(let text): text
        }
    }
}
