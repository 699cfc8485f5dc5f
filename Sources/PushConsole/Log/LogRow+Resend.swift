import PushCore

/// Resending a row that keeps no full token (a push of an earlier session, or one `pushtui send`
/// recorded): its device is found again in a token book by the token's last characters.
extension LogRow {
    /// A broadcast's row (to a channel, not to a device): `r` does not resend it.
    var isBroadcast: Bool {
        request == nil && label == "channel" && pushType == BroadcastRequest.pushType
    }

    /// The APNs devices of `book` whose token ends in the row's shortened token; when several do,
    /// those with the row's label, if any has it (a label may have been renamed since).
    func bookMatches(in book: [TokenBookEntry]) -> [TokenBookEntry] {
        let suffix = shortToken.hasPrefix("…") ? String(shortToken.dropFirst()) : shortToken
        guard !suffix.isEmpty else { return [] }
        let matches = book.filter { $0.token.deviceToken?.hex.hasSuffix(suffix.lowercased()) == true }
        guard matches.count > 1, let label, !label.isEmpty else { return matches }
        let labelled = matches.filter { $0.label == label }
        return labelled.isEmpty ? matches : labelled
    }

    /// The push again, to `token`: the row's payload and every header it was sent with.
    public func resendRequest(to token: DeviceToken) -> PushRequest {
        PushRequest(token: token, headers: headers, payload: body)
    }
}
