import PushCore

extension DeviceToken {
    /// The well-formed 64-digit token whose value is `number`: distinct tokens for tests, no parsing to fail.
    public static func numbered(_ number: Int) -> DeviceToken {
        guard let token = try? DeviceToken(parsing: String(format: "%064x", number)) else {
            preconditionFailure("64 hex digits always parse")
        }
        return token
    }
}
