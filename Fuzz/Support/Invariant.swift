import Foundation

/// What a fuzz target asserts about every input. A broken invariant prints what was expected and
/// aborts, which libFuzzer records as a crash with the input saved next to it.
public enum Invariant {
    /// Aborts with `message` unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
        abort()
    }
}
