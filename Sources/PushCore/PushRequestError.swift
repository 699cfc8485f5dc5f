/// Why a ``PushRequest`` cannot be turned into an HTTP request.
public enum PushRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The payload is not JSON.
    case invalidPayload(JSONSyntaxError)
    /// A header value contains a line break or NUL, which HTTP/2 forbids.
    case invalidHeaderValue(name: String)

    /// One sentence for a person.
    public var description: String {
        switch self {
        case .invalidPayload(let error):
            return "payload is not valid JSON at \(error.line):\(error.column): \(error.message)"
        case .invalidHeaderValue(let name):
            return "\(name) contains a line break or NUL character, which a header cannot carry"
        }
    }
}
