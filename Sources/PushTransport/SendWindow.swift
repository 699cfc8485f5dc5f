/// The one bounded fan-out of sends that carry one message per request (FCM HTTP v1, broadcasts):
/// at most `concurrency` in flight at once, the next started as soon as one ends.
public enum SendWindow {
    /// Sends messages `0..<count` through `send`, at most `concurrency` at once, and hands each
    /// answer to `onAnswer` with its message's index as it ends (in the order they end, one at a
    /// time, on the calling task); returns once every message is answered.
    public static func run<Answer: Sendable>(count: Int, concurrency: Int, send: @escaping @Sendable (Int) async -> Answer,
                                             onAnswer: (Int, Answer) -> Void) async {
        await withTaskGroup(of: (Int, Answer).self) { group in
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next
                next += 1
                group.addTask { (index, await send(index)) }
            }
            for _ in 0..<max(1, concurrency) { startNext() }
            for await (index, answer) in group {
                onAnswer(index, answer)
                startNext()
            }
        }
    }
}
