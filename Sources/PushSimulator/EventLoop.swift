import Foundation

/// One thread of the simulator: a readiness set of connections, their timers, and the sockets handed
/// to it. The first loop also accepts and deals new connections to all loops in turn, so a few
/// threads hold any number of connections. Nothing in a loop blocks but the readiness set's wait.
final class EventLoop {
    private static let wakeToken = UInt64.max
    private static let inboxToken = UInt64.max - 1
    private static let listenerToken = UInt64.max - 2

    private let core: SimulatorCore
    private let inbox: LoopInbox
    /// Set on the accepting loop only, with every loop's inbox (its own included).
    private let listener: ListeningSocket?
    private let inboxes: [LoopInbox]
    private var nextInbox = 0
    private let readinessSet: ReadinessSet
    private var connections: [Int32: HTTP2Connection] = [:]
    /// What each connection's socket is registered for, to skip needless changes to the set.
    private var registered: [Int32: Readiness] = [:]
    /// Connections with input left over that readiness will not report.
    private var pending: Set<Int32> = []
    private var timers = TimerHeap()
    /// The timers due this turn, gathered before any runs (kept to spare an allocation a turn).
    private var dueTimers: [TimerHeap.Entry] = []
    /// Set while accepting is paused because the process ran out of descriptors: the listener
    /// stays readable, and watching it would spin the loop.
    private var acceptingResumesAt: Int64?
    /// How long accepting pauses when the process is out of descriptors.
    private static let descriptorShortagePauseMilliseconds: Int64 = 100
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16 * 1024, alignment: 16)

    init(core: SimulatorCore, inbox: LoopInbox, listener: ListeningSocket?, inboxes: [LoopInbox]) throws(SimulatorError) {
        readinessSet = try ReadinessSet()
        self.core = core
        self.inbox = inbox
        self.listener = listener
        self.inboxes = inboxes
        var tokens = [(core.wake.readDescriptor, Self.wakeToken), (inbox.readDescriptor, Self.inboxToken)]
        if let listener { tokens.append((listener.descriptor, Self.listenerToken)) }
        for (descriptor, token) in tokens where !readinessSet.add(descriptor, interest: .readable, token: token) {
            let reason = SimulatorError.systemReason()
            throw .socket(operation: "watch", address: "an event loop's descriptors", reason: reason)
        }
    }

    deinit {
        buffer.deallocate()
    }

    /// Serves until the simulator's wake signal fires, then ends every connection.
    func run() {
        var ready: [ReadyEvent] = []
        ready.reserveCapacity(256)
        while true {
            let now = MonotonicClock.milliseconds()
            let nextDue = [timers.nextDue, acceptingResumesAt].compactMap { $0 }.min()
            let timeout: Int32 = pending.isEmpty ? nextDue.map { Int32(clamping: max(0, $0 - now)) } ?? -1 : 0
            guard readinessSet.wait(timeoutMilliseconds: timeout, into: &ready) else { break }
            let turn = MonotonicClock.milliseconds()
            for event in ready {
                switch event.token {
                case Self.wakeToken:
                    return shutDownAll(now: turn)
                case Self.inboxToken:
                    adopt(inbox.take(), now: turn)
                case Self.listenerToken:
                    acceptAll()
                default:
                    let descriptor = Int32(truncatingIfNeeded: event.token)
                    pending.remove(descriptor)
                    serve(descriptor, readiness: event.readiness, now: turn)
                }
            }
            for descriptor in pending {
                pending.remove(descriptor)
                serve(descriptor, readiness: [], now: turn)
            }
            fireTimers(now: MonotonicClock.milliseconds())
            resumeAccepting(now: MonotonicClock.milliseconds())
        }
        shutDownAll(now: MonotonicClock.milliseconds())
    }

    private func acceptAll() {
        guard let listener else { return }
        while let descriptor = listener.acceptConnection() {
            inboxes[nextInbox].post(descriptor)
            nextInbox = (nextInbox + 1) % inboxes.count
        }
        if errno == EMFILE || errno == ENFILE {
            // Out of descriptors: the waiting clients stay queued until connections close.
            readinessSet.remove(listener.descriptor)
            acceptingResumesAt = MonotonicClock.milliseconds() + Self.descriptorShortagePauseMilliseconds
        }
    }

    private func resumeAccepting(now: Int64) {
        guard let listener, let resumesAt = acceptingResumesAt, now >= resumesAt else { return }
        acceptingResumesAt = nil
        _ = readinessSet.add(listener.descriptor, interest: .readable, token: Self.listenerToken)
    }

    private func adopt(_ descriptors: [Int32], now: Int64) {
        for descriptor in descriptors {
            guard let connection = HTTP2Connection(number: core.nextConnectionNumber(), core: core, descriptor: descriptor, now: now) else {
                continue
            }
            connections[descriptor] = connection
            // The client usually sends its ClientHello right after connecting.
            connection.handle([.readable], now: now, buffer: buffer)
            settle(connection)
        }
    }

    private func serve(_ descriptor: Int32, readiness: Readiness, now: Int64) {
        guard let connection = connections[descriptor] else { return }
        connection.handle(readiness, now: now, buffer: buffer)
        settle(connection)
    }

    private func fireTimers(now: Int64) {
        // Gathered first: a connection that re-arms a deadline already past runs again next turn,
        // after the wait and the wake signal, never in a loop here that stop() cannot end.
        while let entry = timers.popDue(now: now) {
            dueTimers.append(entry)
        }
        defer { dueTimers.removeAll(keepingCapacity: true) }
        for entry in dueTimers {
            guard let connection = connections[entry.connection], connection.armedDeadline == entry.due else { continue }
            connection.armedDeadline = nil
            connection.handleTimer(now: now)
            settle(connection)
        }
    }

    /// After a connection ran: forgets it when closed, else matches its registered interest, its timer
    /// and the pending set to what it now needs.
    private func settle(_ connection: HTTP2Connection) {
        let descriptor = connection.descriptor
        if connection.isClosed {
            readinessSet.forgetClosed(descriptor)
            connections[descriptor] = nil
            registered[descriptor] = nil
            pending.remove(descriptor)
            return
        }
        var interest: Readiness = []
        if connection.wantsRead { interest.insert(.readable) }
        if connection.wantsWrite { interest.insert(.writable) }
        let previous = registered[descriptor]
        if previous != interest {
            let token = UInt64(UInt32(bitPattern: descriptor))
            if previous == nil {
                _ = readinessSet.add(descriptor, interest: interest, token: token)
            } else {
                readinessSet.change(descriptor, interest: interest, token: token)
            }
            registered[descriptor] = interest
        }
        if connection.needsAnotherTurn { pending.insert(descriptor) }
        if let due = connection.nextDeadline, connection.armedDeadline.map({ due < $0 }) ?? true {
            connection.armedDeadline = due
            timers.add(.init(due: due, connection: descriptor))
        }
    }

    private func shutDownAll(now: Int64) {
        for connection in connections.values {
            connection.shutDown(now: now)
        }
        connections.removeAll()
        // Sockets handed over but never adopted.
        for descriptor in inbox.take() { close(descriptor) }
    }
}
