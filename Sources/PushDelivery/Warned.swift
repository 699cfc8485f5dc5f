import PushCrypto

/// A value read from key files, with the warnings reading them raised (a key file other users
/// can read). Returned, not printed: the command line writes them to standard error, the console
/// to its status line.
public struct Warned<Value> {
    /// What was read.
    public var value: Value
    /// Key files that group or others can read, in the order they were read.
    public var warnings: [KeyFileExposure]

    /// `value` with `warnings`.
    public init(_ value: Value, warnings: [KeyFileExposure] = []) {
        self.value = value
        self.warnings = warnings
    }

    /// The same warnings around a value made from this one.
    public func map<Other, Failure: Error>(_ transform: (Value) throws(Failure) -> Other) throws(Failure) -> Warned<Other> {
        Warned<Other>(try transform(value), warnings: warnings)
    }
}

extension Warned: Sendable where Value: Sendable {}

extension KeyFileExposure {
    /// The exposure of `path`, as a list to collect into ``Warned/warnings``.
    static func warnings(for path: String) -> [KeyFileExposure] {
        check(path).map { [$0] } ?? []
    }
}
