import Dispatch
import Foundation

/// Turns SIGINT/SIGTERM into an event a foreground command can wait for, so it can shut down
/// cleanly instead of dying mid-write.
final class StopSignal {
    private let semaphore = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32]) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            return source
        }
        for source in sources {
            source.setEventHandler { [semaphore] in semaphore.signal() }
            source.resume()
        }
    }

    /// Blocks until one of the signals arrives.
    func wait() {
        semaphore.wait()
    }
}
