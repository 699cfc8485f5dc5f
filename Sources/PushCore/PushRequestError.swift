/// Why a ``PushRequest`` cannot be turned into an HTTP request.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct PushRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case invalidPayload(JSONSyntaxError)
        case invalidHeaderValue(name: String)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The payload is not JSON.
    public static func invalidPayload(_ error: JSONSyntaxError) -> PushRequestError {
        PushRequestError(.invalidPayload(error))
    }

    /// A header value contains a line break or NUL, which HTTP/2 forbids.
    public static func invalidHeaderValue(name: String) -> PushRequestError {
        PushRequestError(.invalidHeaderValue(name: name))
    }

    /// One sentence for a person.
    public var description: String {
        switch base {
        case .invalidPayload(let error):
            return "payload is not valid JSON at \(error.line):\(error.column): \(error.message)"
        case .invalidHeaderValue(let name):
            return "\(name) contains a line break or NUL character, which a header cannot carry"
        }
    }
}
