extension JSONValue {
    /// The value as indented JSON text, for files people read and edit (profiles), ending without a newline.
    ///
    /// Members stay in order and every scalar is written by ``wireBytes()``, so strings are escaped
    /// and numbers spelled exactly as on the wire; only whitespace between tokens differs.
    public func prettyText(indentation: String = "  ") -> String {
        var output = ""
        writePretty(into: &output, depth: 0, indentation: indentation)
        return output
    }

    private func writePretty(into output: inout String, depth: Int, indentation: String) {
        let inner = String(repeating: indentation, count: depth + 1)
        switch self {
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + JSONValue.string(member.key).wireText + ": "
                member.value.writePretty(into: &output, depth: depth + 1, indentation: indentation)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: indentation, count: depth) + "}"
        case .array(let elements) where !elements.isEmpty:
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.writePretty(into: &output, depth: depth + 1, indentation: indentation)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: indentation, count: depth) + "]"
        default:
            output += wireText
        }
    }

    private var wireText: String {
        String(decoding: wireBytes(), as: UTF8.self)
    }
}
