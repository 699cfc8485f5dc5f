/// A rectangle of the screen.
public struct Frame: Sendable, Equatable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public func contains(row: Int, column: Int) -> Bool {
        row >= self.row && row < self.row + height && column >= self.column && column < self.column + width
    }

    /// The frame without a one-cell border.
    var inner: Frame { Frame(row: row + 1, column: column + 1, width: max(0, width - 2), height: max(0, height - 2)) }
}
