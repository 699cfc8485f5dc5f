/// What an HTTP/2 client has put on its connections, counted as transfers end: the cost of
/// reconnecting shows as tries that got no answer.
struct TransferTally: Sendable, Equatable {
    /// Times a request was put on a connection (by the client or by libcurl's own re-send).
    var tries = 0
    /// Requests answered with any HTTP status.
    var answers = 0
    /// Tries that ended provably unprocessed (refused by GOAWAY's `last_stream_id` or REFUSED_STREAM,
    /// or waiting for a connection that ended) and went back to the client to be sent again or given up.
    var unprocessed = 0
}
