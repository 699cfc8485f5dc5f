// TEMPORARY stand-ins for the PushCore API named in the brief, so the simulator can be
// built and tested before those modules land on main. Deleted when they are merged.
import Foundation

public struct DeviceToken: Hashable, Sendable {
    public let hex: String
    public init(parsing raw: String) throws {
        let lower = raw.lowercased()
        guard !lower.isEmpty, lower.count % 2 == 0, lower.allSatisfy(\.isHexDigit) else { throw StubError.bad }
        hex = lower
    }
}

enum StubError: Error { case bad }

public struct PushType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct APNsReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let badDeviceToken = APNsReason(rawValue: "BadDeviceToken")
    public static let unregistered = APNsReason(rawValue: "Unregistered")
    public static let missingProviderToken = APNsReason(rawValue: "MissingProviderToken")
    public static let invalidProviderToken = APNsReason(rawValue: "InvalidProviderToken")
    public static let expiredProviderToken = APNsReason(rawValue: "ExpiredProviderToken")
    public static let tooManyProviderTokenUpdates = APNsReason(rawValue: "TooManyProviderTokenUpdates")
    public static let unrelatedKeyIDInToken = APNsReason(rawValue: "UnrelatedKeyIdInToken")
    public static let tooManyRequests = APNsReason(rawValue: "TooManyRequests")
    public static let internalServerError = APNsReason(rawValue: "InternalServerError")
    public static let serviceUnavailable = APNsReason(rawValue: "ServiceUnavailable")
    public static let shutdown = APNsReason(rawValue: "Shutdown")
    public static let payloadTooLarge = APNsReason(rawValue: "PayloadTooLarge")
    public var status: Int? {
        switch rawValue {
        case "BadDeviceToken", "PayloadEmpty": 400
        case "MissingProviderToken", "InvalidProviderToken", "ExpiredProviderToken", "UnrelatedKeyIdInToken": 403
        case "BadPath": 404
        case "MethodNotAllowed": 405
        case "Unregistered": 410
        case "PayloadTooLarge": 413
        case "TooManyProviderTokenUpdates", "TooManyRequests": 429
        case "InternalServerError": 500
        case "ServiceUnavailable", "Shutdown": 503
        default: nil
        }
    }
}

public struct APNsRejection: Sendable, Equatable {
    public let status: Int
    public let reason: APNsReason
    public let timestamp: Int?
    public init(status: Int, reason: APNsReason, timestamp: Int? = nil) { self.status = status; self.reason = reason; self.timestamp = timestamp }
    public init(_ reason: APNsReason, timestamp: Int? = nil) { self.init(status: reason.status ?? 400, reason: reason, timestamp: timestamp) }
    public var body: [UInt8] {
        var object: [String: Any] = ["reason": reason.rawValue]
        if let timestamp { object["timestamp"] = timestamp }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { [UInt8]($0) } ?? []
    }
}

public enum APNsRequestCheck {
    public static func deviceToken(fromPath path: String) -> DeviceToken? {
        guard path.hasPrefix("/3/device/") else { return nil }
        return try? DeviceToken(parsing: String(path.dropFirst(10)))
    }
    public static func check(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) -> APNsRejection? {
        if method != "POST" { return APNsRejection(status: 405, reason: APNsReason(rawValue: "MethodNotAllowed")) }
        guard path.hasPrefix("/3/device/") else { return APNsRejection(status: 404, reason: APNsReason(rawValue: "BadPath")) }
        if (try? DeviceToken(parsing: String(path.dropFirst(10)))) == nil { return APNsRejection(status: 400, reason: .badDeviceToken) }
        if body.isEmpty { return APNsRejection(status: 400, reason: APNsReason(rawValue: "PayloadEmpty")) }
        if body.count > 4096 { return APNsRejection(status: 413, reason: .payloadTooLarge) }
        return nil
    }
}
