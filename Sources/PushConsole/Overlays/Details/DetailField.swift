import PushCore

/// A field of the push details that a key copies to the clipboard on its own.
public enum DetailField: Sendable, Hashable, CaseIterable {
    case apnsID, apnsUniqueID, deviceToken

    /// Its name in the status message and the help.
    var name: String {
        switch self {
        case .apnsID: return "apns-id"
        case .apnsUniqueID: return "apns-unique-id"
        case .deviceToken: return "device token"
        }
    }

    /// The field's whole value in `row`, or why there is none to copy.
    func value(in row: LogRow) -> Result<String, DetailFieldMissing> {
        let response = row.answer?.response
        switch self {
        case .apnsID:
            // The server's answer names it; before the answer, only an apns-id the user set is known.
            guard let id = response?.apnsID ?? row.headers.apnsID else {
                return .failure(DetailFieldMissing(row.isInFlight ? "no apns-id yet: the push waits for its answer" : "no apns-id: the answer carried none"))
            }
            return .success(id)
        case .apnsUniqueID:
            guard let id = response?.apnsUniqueID else {
                return .failure(DetailFieldMissing(row.isInFlight ? "no apns-unique-id yet: the push waits for its answer"
                                                   : "no apns-unique-id: only Apple's sandbox sends one"))
            }
            return .success(id)
        case .deviceToken:
            if let token = row.request?.token { return .success(token.hex) }
            if let token = row.registrationToken { return .success(token.text) }
            return .failure(DetailFieldMissing("only the shortened token \(row.shortToken) is known: the history keeps tokens shortened"))
        }
    }
}

/// Why a details field cannot be copied, said on the status line.
public struct DetailFieldMissing: Error, Sendable, Equatable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
