/// The one bounded fan-out of sends that carry one message per request (FCM HTTP v1, broadcasts,
/// and any ``PushSending`` client without lanes of its own): at most `concurrency` in flight at
/// once, the next started as soon as one ends.
public enum SendWindow {
    /// Sends messages `0..<count` through `send`, at most `concurrency` at once, and hands each
    /// answer to `onAnswer` with its message's index as it ends (in the order they end, one at a
    /// time, on the calling task); returns once every message is answered.
    public static func run<Answer: Sendable>(count: Int, concurrency: Int, send: @escaping @Sendable (Int) async -> Answer,
                                             onAnswer: (Int, Answer) -> Void) async {
        await run(count: count, concurrency: concurrency, make: { $0 }, send: send, onAnswer: onAnswer)
    }

    /// Like ``run(count:concurrency:send:onAnswer:)``, with each message made by `make` just before
    /// it is sent: once per index, in index order, on the calling task, so `make` may read the next
    /// item of a stream.
    public static func run<Message: Sendable, Answer: Sendable>(count: Int, concurrency: Int, make: (Int) -> Message,
                                                                send: @escaping @Sendable (Message) async -> Answer,
                                                                onAnswer: (Int, Answer) -> Void) async {
        await withTaskGroup(of: (Int, Answer).self) { group in
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next
                let message = make(index)
                next += 1
                group.addTask { (index, await send(message)) }
            }
            for _ in 0..<max(1, concurrency) { startNext() }
            for await (index, answer) in group {
                onAnswer(index, answer)
                startNext()
            }
        }
    }
}
