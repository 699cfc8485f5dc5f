/// How the linters read and quote values in their messages.
extension JSONValue {
    /// The value as a linter message quotes it: strings in quotes, numbers as written, else the kind.
    var quoted: String {
        switch self {
        case .string(let text): return "'\(text)'"
        case .number(let number): return number.literal
        case .bool(let flag): return String(flag)
        default: return kindName
        }
    }

    /// The elements, when this is an array.
    var arrayElements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
