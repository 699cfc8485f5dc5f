/// A payload as the user wrote it, parsed once, with the exact bytes that will go on the wire.
///
/// The byte count everyone shows (the editor's meter, the linter's size rule, the sender) is
/// ``byteCount``: the count of ``wireBytes``, because APNs measures the body as sent. See the
/// payload size rule in [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
public struct PayloadDocument: Sendable {
    /// What was parsed, held by reference: a document travels with every push of a send (a batch
    /// parses its payload once), and copying the value tree's enum at each step cost more than
    /// one reference.
    private final class Parsed: Sendable {
        let parse: Result<JSONValue, JSONSyntaxError>
        let wireBytes: [UInt8]?

        init(parse: Result<JSONValue, JSONSyntaxError>, wireBytes: [UInt8]?) {
            self.parse = parse
            self.wireBytes = wireBytes
        }
    }

    private let parsed: Parsed

    /// The parsed value or the first syntax error.
    public var parse: Result<JSONValue, JSONSyntaxError> { parsed.parse }
    /// The minified body, or nil when the text is not JSON.
    public var wireBytes: [UInt8]? { parsed.wireBytes }

    /// Parses the UTF-8 encoding of `text`.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Parses raw bytes, reporting invalid UTF-8 with its byte offset.
    public init(bytes: [UInt8]) {
        do throws(JSONSyntaxError) {
            let value = try JSONParser.parse(bytes)
            parsed = Parsed(parse: .success(value), wireBytes: value.wireBytes())
        } catch {
            parsed = Parsed(parse: .failure(error), wireBytes: nil)
        }
    }

    /// The parsed value, when the text is JSON.
    public var value: JSONValue? {
        try? parse.get()
    }

    /// The syntax error, when the text is not JSON.
    public var syntaxError: JSONSyntaxError? {
        if case .failure(let error) = parse { return error }
        return nil
    }

    /// The number of bytes APNs will receive, or nil when the text is not JSON.
    public var byteCount: Int? {
        wireBytes?.count
    }
}
