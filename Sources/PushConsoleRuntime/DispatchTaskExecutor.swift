import Dispatch

/// Runs Swift tasks on a Dispatch queue instead of the cooperative pool. The console's channel
/// requests and its dispatchers run on it so they can never wait behind threads that
/// block (in tests, polling loops can hold every thread of a 2-core machine's pool).
final class DispatchTaskExecutor: TaskExecutor, @unchecked Sendable {
    // The queue is the only state, immutable and thread-safe itself.
    private let queue: DispatchQueue

    /// An executor over a concurrent queue named `label`.
    init(label: String) {
        queue = DispatchQueue(label: label, attributes: .concurrent)
    }

    /// Runs `job` on the queue.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    /// This executor, unowned.
    func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }
}
