import PushCore

/// The headers of the last push sent, handed out again for the next push that differs from it only
/// in its device and payload (``PushRequest/headers(authorization:)`` depends on neither) and
/// carries the same provider token: a batch's pushes share one header list, built once, and
/// libcurl's list is rebuilt only when it changes (``CurlTransfer`` sees the same array).
final class RequestHeaderCache: Sendable {
    private struct Entry {
        var request: PushRequest
        var authorization: String?
        var headers: [HTTPHeader]
    }

    private let last = Locked<Entry?>(nil)

    /// The headers of `request` with `authorization`, built or reused.
    func headers(for request: PushRequest, authorization: String?) throws(PushRequestError) -> [HTTPHeader] {
        let reused = last.withLock { entry -> [HTTPHeader]? in
            guard let entry, entry.authorization == authorization else { return nil }
            // Compared as the same push to the cached device with the cached payload.
            var shared = request
            shared.token = entry.request.token
            shared.payload = entry.request.payload
            return shared == entry.request ? entry.headers : nil
        }
        if let reused { return reused }
        let headers = try request.headers(authorization: authorization)
        last.withLock { $0 = Entry(request: request, authorization: authorization, headers: headers) }
        return headers
    }
}
