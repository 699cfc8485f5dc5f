/// Performs effects outside the reducer (network, files, editor) and reports back through the
/// mailbox. The executable wires the real one; tests use fakes.
public protocol EffectPerformer: AnyObject {
    /// Starts `effect`; long work must not block the loop: post the result to `mailbox` when done.
    func perform(_ effect: Effect, mailbox: Mailbox)
}
