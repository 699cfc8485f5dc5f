import PushCore

/// One push on its way: what is sent, with which provider token, and how many times so far.
struct PushAttempt: Sendable {
    let request: PushRequest
    let document: PayloadDocument
    /// The provider JWT this attempt carries; nil on a certificate connection, which needs none.
    let authorization: String?
    /// 1 for the first send, counting re-sends after a token refresh or under the retry policy.
    let number: Int
    /// Whether the token was already re-minted once for this push (it never is twice).
    let refreshedToken: Bool
    /// The batch the push belongs to, which an answer may stop; nil for a push sent alone.
    let batch: BatchStop?

    init(request: PushRequest, document: PayloadDocument, authorization: String?,
         number: Int = 1, refreshedToken: Bool = false, batch: BatchStop? = nil) {
        self.request = request
        self.document = document
        self.authorization = authorization
        self.number = number
        self.refreshedToken = refreshedToken
        self.batch = batch
    }

    /// The next attempt with the same token (a retry under the policy).
    func next() -> PushAttempt {
        PushAttempt(request: request, document: document, authorization: authorization,
                    number: number + 1, refreshedToken: refreshedToken, batch: batch)
    }

    /// The next attempt with a re-minted token after `ExpiredProviderToken`.
    func next(authorization fresh: String) -> PushAttempt {
        PushAttempt(request: request, document: document, authorization: fresh,
                    number: number + 1, refreshedToken: true, batch: batch)
    }
}
