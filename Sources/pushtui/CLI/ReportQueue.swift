import Foundation

/// Carries items from the threads that make them (a client's connection worker) to one thread of
/// its own that handles them in the order they came, a batch at a time. `send` prints and records
/// each push there, on another core, rather than on the connection's worker, which would otherwise
/// wait for it before reading the next answer.
///
/// A producer never waits for the handling, only for room: once ``limit`` items are waiting it
/// blocks until the handler takes them, so a slow output slows the send instead of filling memory.
/// The handler thread sleeps until ``batchSize`` items are waiting or ``maximumDelay`` has passed,
/// so a steady flow of results costs one wake-up per batch, not one per push.
///
/// `@unchecked Sendable`: every stored property but the constants is reached only under `condition`.
final class ReportQueue<Item: Sendable>: @unchecked Sendable {
    /// Items waiting before a producer waits for room.
    let limit: Int
    /// Items waiting that wake the handler at once.
    static var batchSize: Int { 128 }
    /// The longest an item waits for the handler when fewer than ``batchSize`` are waiting.
    static var maximumDelay: TimeInterval { 0.01 }

    private let condition = NSCondition()
    private var waiting: [Item] = []
    private var handlerSleeps = false
    private var producersWaitForRoom = 0
    private var closed = false
    private var finished = false

    private let name: String

    /// A queue whose handler thread will be named `name`; ``start(_:)`` starts it.
    init(name: String, limit: Int = 8192) {
        self.name = name
        self.limit = max(1, limit)
    }

    /// Starts the handler thread: `handle` gets each batch, on that thread. Call it once.
    func start(_ handle: @escaping @Sendable ([Item]) -> Void) {
        let name = self.name
        // Foundation on Linux applies a name only when the thread itself sets it, once `start()` has
        // stored the thread's handle (as in HTTP2Client).
        let started = DispatchSemaphore(value: 0)
        Thread { [self] in
            started.wait()
            Thread.current.name = name
            run(handle)
        }.start()
        started.signal()
    }

    /// Hands `item` over; returns at once unless ``limit`` items are already waiting.
    func put(_ item: Item) {
        condition.lock()
        while waiting.count >= limit, !closed {
            producersWaitForRoom += 1
            condition.wait()
            producersWaitForRoom -= 1
        }
        waiting.append(item)
        if handlerSleeps, waiting.count >= Self.batchSize { condition.broadcast() }
        condition.unlock()
    }

    /// Hands every item put so far to the handler, stops its thread and returns once it has ended.
    /// Call it once every producer is done: nothing handles an item put afterwards.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func run(_ handle: @Sendable ([Item]) -> Void) {
        var batch: [Item] = []
        while true {
            condition.lock()
            if waiting.count < Self.batchSize, !closed {
                handlerSleeps = true
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.maximumDelay))
                handlerSleeps = false
            }
            if waiting.isEmpty, closed {
                finished = true
                condition.broadcast()
                condition.unlock()
                return
            }
            swap(&batch, &waiting)
            if producersWaitForRoom > 0 { condition.broadcast() }
            condition.unlock()
            if !batch.isEmpty { handle(batch) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
