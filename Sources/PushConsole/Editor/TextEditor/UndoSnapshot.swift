/// State outside the text that changed in the same undo step — the console's header fields when a
/// template replaced the payload or F2 set them. The editor keeps it with the step and hands it back on undo and
/// redo without looking inside, so it depends on nothing of its owner.
public struct UndoSnapshot: Sendable, Equatable {
    private let value: any Sendable & Equatable

    public init(_ value: some Sendable & Equatable) {
        self.value = value
    }

    /// The value, when it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? {
        value as? Value
    }

    public static func == (lhs: UndoSnapshot, rhs: UndoSnapshot) -> Bool {
        lhs.value.isEqual(to: rhs.value)
    }
}

private extension Equatable {
    func isEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
