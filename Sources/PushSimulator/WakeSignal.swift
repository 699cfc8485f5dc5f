import Foundation

/// A self-pipe that wakes every thread polling it: once fired it stays readable until drained, so
/// the simulator's stop signal (never drained) reaches every event loop with a single ``fire()``.
final class WakeSignal: Sendable {
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(SimulatorError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .socket(operation: "create", address: "the wake-up pipe", reason: SimulatorError.systemReason())
        }
        descriptors.forEach(Descriptor.makeNonBlocking)
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    func fire() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Makes the pipe unreadable again, for a signal that is reused (an event loop's inbox).
    func drain() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while scratch.withUnsafeMutableBytes({ read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}
