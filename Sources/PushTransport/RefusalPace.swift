/// How many requests the client puts on its connection at once, once the server has shown that it
/// ends connections early: a GOAWAY whose `last_stream_id` leaves requests unprocessed, or a
/// refused stream.
///
/// Without it, every request in the window goes out on each new connection, and a server that
/// takes k streams per connection refuses the rest, which come back and go out again on the next:
/// the work per reconnect grows with the window (1,000 by default), so with a batch smaller than
/// the window, with the batch. With it, the work per reconnect follows what the server takes.
///
/// After a refusal the limit is the number of answers since the refusal before it (what the
/// connections since then took), at least one; each answer then raises it by one (doubling per
/// round trip, as TCP's slow start does), up to the client's window. A server that never refuses
/// never limits the client; one that sends GOAWAY after a long connection costs a few round trips
/// of a smaller window.
struct RefusalPace: Sendable, Equatable {
    /// The most requests in flight at once: unlimited until the first refusal.
    private(set) var limit = Int.max
    /// Answers since the last refusal.
    private var answeredSinceRefusal = 0

    /// Counts one answer; the limit, once set, grows by one, up to `ceiling`.
    mutating func answered(ceiling: Int) {
        answeredSinceRefusal += 1
        if limit != .max { limit = min(limit + 1, max(1, ceiling)) }
    }

    /// Counts one request the server did not process. The first refusal after answers sets the
    /// limit to their number; the further refusals of the same connection leave it.
    mutating func refused() {
        guard answeredSinceRefusal > 0 || limit == .max else { return }
        limit = max(1, answeredSinceRefusal)
        answeredSinceRefusal = 0
    }
}
