import Foundation

/// The console's one loop: render the state, wait for an event (blocking in the terminal's poll
/// when nothing is in flight, ticking every 100 ms while pushes are or a question is arming), reduce every action, perform
/// the effects. Only this loop's thread touches the terminal.
public final class ConsoleSession {
    public private(set) var state: AppState
    private let terminal: TerminalDevice
    private let performer: EffectPerformer
    private let clock: () -> Date
    private let stopRequested: () -> Bool
    /// Where other threads post their results.
    public let mailbox: Mailbox

    /// - Parameter stopRequested: checked after every wait; true (a SIGTERM arrived) ends the session cleanly.
    public init(state: AppState, terminal: TerminalDevice, performer: EffectPerformer, clock: @escaping () -> Date,
                stopRequested: @escaping () -> Bool = { false }) {
        self.state = state
        self.stopRequested = stopRequested
        self.terminal = terminal
        self.performer = performer
        self.clock = clock
        let device = UncheckedTerminal(terminal)
        mailbox = Mailbox { device.terminal.wake() }
    }

    /// Runs `initial` effects, then loops until the state says quit. Returns the final state.
    @discardableResult
    public func run(initial: [Effect] = []) -> AppState {
        let size = terminal.size
        state.width = size.width
        state.height = size.height
        perform(initial)
        var lastScreen: Screen?
        var reportsMouse = true
        while !state.isQuitting {
            for action in mailbox.drain() { dispatch(action) }
            guard !state.isQuitting else { break }
            let screen = ConsoleView.render(state)
            // Before the frame, whose flush then carries the mode change to the terminal too.
            if state.reportsMouse != reportsMouse {
                reportsMouse = state.reportsMouse
                terminal.reportMouse(reportsMouse)
            }
            if screen != lastScreen {
                terminal.draw(screen)
                lastScreen = screen
            }
            let timeout = state.needsTicks ? 100 : nil
            let event = terminal.nextEvent(timeoutMilliseconds: timeout)
            if let event {
                dispatch(.event(event))
                dispatchWaitingEvents()
            }
            if event == nil, state.needsTicks { dispatch(.tick) }
            if stopRequested(), !state.isQuitting { dispatch(.quitRequested) }
        }
        return state
    }

    /// Reduces input that has already arrived (a flood of keys, a burst of garbage, a fast typist over
    /// SSH) before the next frame: drawing after every key would let the backlog grow faster than it
    /// is painted. Bounded so a never-ending stream still gets a frame now and then.
    private func dispatchWaitingEvents() {
        for _ in 0..<Self.maxEventsPerFrame {
            guard !state.isQuitting, let event = terminal.nextEvent(timeoutMilliseconds: 0) else { return }
            // Answers that arrived meanwhile go first, in the order things happened.
            for action in mailbox.drain() { dispatch(action) }
            guard !state.isQuitting else { return }
            dispatch(.event(event))
        }
    }

    /// How many waiting events one frame may absorb.
    static let maxEventsPerFrame = 256

    /// Reduces one action and performs its effects (public for session tests).
    public func dispatch(_ action: Action) {
        perform(Reducer.reduce(&state, action, now: clock()))
    }

    private func perform(_ effects: [Effect]) {
        for effect in effects { performer.perform(effect, mailbox: mailbox) }
    }
}

/// Lets the mailbox's wake closure (called from any thread) reach the terminal. The terminal
/// protocol documents `wake()` as the one method safe off the loop thread; nothing else is called
/// through this box.
private final class UncheckedTerminal: @unchecked Sendable {
    let terminal: TerminalDevice
    init(_ terminal: TerminalDevice) { self.terminal = terminal }
}
