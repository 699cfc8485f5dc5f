/// Headers in sending order, refusing values HTTP/2 cannot carry.
struct HeaderList {
    private(set) var headers: [HTTPHeader] = []

    mutating func add(_ name: String, _ value: String?) throws(PushRequestError) {
        guard let value else { return }
        if value.containsLineBreakOrNUL {
            throw .invalidHeaderValue(name: name)
        }
        headers.append(HTTPHeader(name: name, value: value))
    }
}
