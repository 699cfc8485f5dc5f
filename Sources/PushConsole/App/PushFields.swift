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

    /// The typed priority, or the problem with it; nil when left to the push type. Read by
    /// ``APNsPriority/parse(_:)``, the one reading of `apns-priority`, so `+5` or `7` never reach a request.
    var parsedPriority: Result<Int?, FieldProblem> {
        guard !priority.isEmpty else { return .success(nil) }
        guard let number = APNsPriority.parse(priority) else {
            return .failure(FieldProblem("priority must be \(APNsPriority.spokenChoices); found '\(priority)'"))
        }
        return .success(number)
    }

    /// The priority a push of these fields carries: the typed one, else the push type's default.
    var effectivePriority: Int {
        ((try? parsedPriority.get()) ?? nil) ?? pushType.defaultPriority
    }

    /// Sets the typed priority; nil leaves it to the push type.
    mutating func choosePriority(_ value: Int?) {
        priority = value.map(String.init) ?? ""
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

    /// What is wrong with the typed priority and expiration, in that order.
    var problems: [FieldProblem] {
        [parsedPriority, parsedExpiration].compactMap { result in
            if case .failure(let problem) = result { return problem }
            return nil
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
