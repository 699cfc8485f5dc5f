import PushCore

/// Requests and payloads shared by the request, linter and check tests.
enum Fixture {
    static let tokenHex = String(repeating: "0123456789abcdef", count: 4)

    static func request(
        _ payload: String = #"{"aps":{"alert":"Hello"}}"#, type: PushType = .alert, topic: String? = nil,
        priority: Int? = nil, expiration: Int? = nil, collapseID: String? = nil, apnsID: String? = nil,
        tokenHex: String = tokenHex
    ) throws -> PushRequest {
        PushRequest(token: try DeviceToken(parsing: tokenHex), topic: topic ?? "com.example.app" + (type.topicSuffix ?? ""),
                    pushType: type, priority: priority, expiration: expiration, collapseID: collapseID,
                    apnsID: apnsID, payload: payload)
    }
}
