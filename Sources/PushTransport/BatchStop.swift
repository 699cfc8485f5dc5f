import PushCore

/// The early end of one batch: set by the first answer that condemns every push still to go (the
/// server refused the credentials, or no connection can be established), after which the batch's
/// pushes not yet handed to libcurl end with that failure instead of being sent.
final class BatchStop: Sendable {
    private let reason = Locked<PushFailure?>(nil)

    /// Why the batch stopped, or nil while it runs.
    var failure: PushFailure? { reason.withLock { $0 } }

    /// Stops the batch with `failure`, unless it has stopped already (the first reason stands).
    func stop(_ failure: PushFailure) {
        reason.withLock { if $0 == nil { $0 = failure } }
    }
}
