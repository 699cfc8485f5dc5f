import PushCore

/// The header strip above the payload: what goes into `apns-push-type`, `apns-priority`,
/// `apns-expiration`, `apns-collapse-id` and `apns-id`, as the user typed them.
public struct PushFields: Sendable, Equatable {
    public var pushType: PushType = .alert
    public var priority = ""
    public var expiration = ""
    public var collapseID = ""
    public var apnsID = ""

    public init() {}

    /// The fields a profile's defaults suggest.
    public init(defaults: ProfileDefaults) {
        pushType = defaults.pushType ?? .alert
        priority = defaults.priority.map(String.init) ?? ""
        expiration = defaults.expiration.map(String.init) ?? ""
        collapseID = defaults.collapseID ?? ""
    }

    /// The typed priority, or the problem with it.
    var parsedPriority: Result<Int?, FieldProblem> {
        guard !priority.isEmpty else { return .success(nil) }
        guard let number = Int(priority) else { return .failure(FieldProblem("priority must be 10, 5 or 1; found '\(priority)'")) }
        return .success(number)
    }

    /// The typed expiration, or the problem with it.
    var parsedExpiration: Result<Int?, FieldProblem> {
        guard !expiration.isEmpty else { return .success(nil) }
        do {
            return .success(try Expiration.parse(expiration))
        } catch {
            return .failure(FieldProblem("expiration: \(error.description)"))
        }
    }

    /// The request these fields describe for one device.
    func request(token: DeviceToken, topic: String, payload: String) -> PushRequest {
        PushRequest(token: token, topic: topic, pushType: pushType,
                    priority: (try? parsedPriority.get()) ?? nil,
                    expiration: (try? parsedExpiration.get()) ?? nil,
                    collapseID: collapseID.isEmpty ? nil : collapseID,
                    apnsID: apnsID.isEmpty ? nil : apnsID,
                    payload: payload)
    }
}

/// A field the user typed that cannot be used as it is.
struct FieldProblem: Error, Sendable, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
