import Foundation

/// A self-pipe that wakes every thread polling it: once fired it stays readable (nobody drains
/// it), so a single ``fire()`` reaches the accept thread and all connection threads.
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

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}
