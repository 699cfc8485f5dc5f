/// How often one request went round again after the server never processed it, and whether those
/// tries got anywhere: the client re-sends such a request for as long as connections keep answering
/// something between its tries, and gives it up after
/// ``CurlMultiEngine/fruitlessResendLimit`` tries in a row with no answer at all.
struct ResendCount: Sendable, Equatable {
    /// Re-sends so far.
    private(set) var total = 0
    /// Re-sends in a row with no answer on the client between them.
    private(set) var fruitless = 0
    /// The client's count of answers when this try was handed to libcurl.
    private(set) var answeredAtLoad = 0

    /// The count as the try is handed to libcurl, when the client has had `answered` answers.
    func loaded(answered: Int) -> ResendCount {
        var count = self
        count.answeredAtLoad = answered
        return count
    }

    /// The count for one more re-send after this try was not processed, with `answered` answers
    /// by now; nil when the tries in a row without any answer reached the limit.
    func next(answered: Int) -> ResendCount? {
        var count = self
        count.total += 1
        count.fruitless = answered > answeredAtLoad ? 0 : fruitless + 1
        return count.fruitless > CurlMultiEngine.fruitlessResendLimit ? nil : count
    }
}
