import Foundation
import PushCore

extension Scenario {
    /// Reads a scenario from a JSON file (format in `docs/simulator.md`).
    public static func load(contentsOfFile path: String) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: error.localizedDescription)
        }
        return try Scenario(json: data, file: path)
    }

    /// Decodes a scenario from JSON; `file` names the source in error messages.
    public init(json: Data, file: String) throws(ScenarioError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw .notJSON(file: file, detail: error.localizedDescription)
        }
        guard let object = root as? [String: Any] else {
            throw .notJSON(file: file, detail: "the top level is \(ScenarioDecoder.describe(root))")
        }
        self = try ScenarioDecoder(file: file).scenario(from: object)
    }
}

/// Turns the parsed JSON into a ``Scenario``, naming the exact field of every mistake.
struct ScenarioDecoder {
    let file: String

    private static let topLevelKeys = ["tokens", "latencyMilliseconds", "errorRate", "goaway", "dropAfterStreams", "maxConcurrentStreams",
                                       "fcmTokens", "storms", "clockOffsetSeconds", "failHandshakes",
                                       "idleTimeoutSeconds"]
    private static let outcomeNames = ["unregistered", "badDeviceToken", "tooManyRequests", "internalServerError", "serviceUnavailable", "answer"]
    private static let stormOutcomeNames = ["tooManyRequests", "internalServerError", "serviceUnavailable"]

    func scenario(from object: [String: Any]) throws(ScenarioError) -> Scenario {
        try rejectUnknown(in: object, known: Self.topLevelKeys, at: "")
        var scenario = Scenario()
        scenario.latencyMilliseconds = try integer(object["latencyMilliseconds"], field: "latencyMilliseconds", minimum: 0) ?? 0
        scenario.dropAfterStreams = try integer(object["dropAfterStreams"], field: "dropAfterStreams", minimum: 1)
        scenario.maxConcurrentStreams = try integer(object["maxConcurrentStreams"], field: "maxConcurrentStreams", minimum: 1)
        scenario.idleTimeoutSeconds = try integer(object["idleTimeoutSeconds"], field: "idleTimeoutSeconds", minimum: 0)
        if let value = object["errorRate"] {
            scenario.errorRate = try errorRate(value)
        }
        if let value = object["goaway"] {
            scenario.goaway = try goaway(value)
        }
        if let value = object["storms"] {
            guard let entries = value as? [Any] else {
                throw invalid("storms", expected: "an array of storms", found: value)
            }
            scenario.storms = try entries.enumerated().map { (index, entry) throws(ScenarioError) in
                try storm(entry, field: "storms[\(index)]")
            }
        }
        scenario.clockOffsetSeconds = try integer(object["clockOffsetSeconds"], field: "clockOffsetSeconds", minimum: Int.min) ?? 0
        if let value = object["failHandshakes"] {
            guard let flag = Self.boolean(value) else {
                throw invalid("failHandshakes", expected: "true or false", found: value)
            }
            scenario.failHandshakes = flag
        }
        if let value = object["tokens"] {
            let tokens = try self.object(value, field: "tokens")
            for (key, entry) in tokens {
                let token: DeviceToken
                do {
                    token = try DeviceToken(parsing: key)
                } catch {
                    throw .invalidField(file: file, field: "tokens", expected: "hex device tokens as keys", found: "\"\(key)\" (\(error))")
                }
                scenario.tokenOutcomes[token] = try outcome(entry, field: "tokens.\(key)")
            }
        }
        if let value = object["fcmTokens"] {
            for (token, code) in try self.object(value, field: "fcmTokens") {
                guard let text = code as? String, !text.isEmpty else {
                    throw invalid("fcmTokens.\(token)", expected: "an FCM error code such as \"UNREGISTERED\"", found: code)
                }
                scenario.fcmTokenErrors[token] = FCMErrorCode(rawValue: text)
            }
        }
        return scenario
    }

    private func errorRate(_ value: Any) throws(ScenarioError) -> Scenario.ErrorRate {
        let object = try self.object(value, field: "errorRate")
        try rejectUnknown(in: object, known: ["rate", "seed", "reasons"], at: "errorRate.")
        guard let rate = object["rate"] as? Double, (0...1).contains(rate), !(object["rate"] is String) else {
            throw invalid("errorRate.rate", expected: "a number from 0 to 1", found: object["rate"])
        }
        let seed = try integer(object["seed"], field: "errorRate.seed", minimum: 0) ?? 0
        var result = Scenario.ErrorRate(rate: rate, seed: UInt64(seed))
        if let reasons = object["reasons"] {
            guard let names = reasons as? [String], !names.isEmpty else {
                throw invalid("errorRate.reasons", expected: "a non-empty array of APNs reason strings", found: reasons)
            }
            result.reasons = names.map { APNsReason(rawValue: $0) }
        }
        return result
    }

    private func goaway(_ value: Any) throws(ScenarioError) -> Scenario.GoawayRule {
        let object = try self.object(value, field: "goaway")
        try rejectUnknown(in: object, known: ["afterStreams", "reason"], at: "goaway.")
        guard let count = try integer(object["afterStreams"], field: "goaway.afterStreams", minimum: 1) else {
            throw invalid("goaway.afterStreams", expected: "a positive integer", found: nil)
        }
        var rule = Scenario.GoawayRule(afterStreams: count)
        if let reason = object["reason"] {
            if reason is NSNull {
                rule.reason = nil
            } else {
                guard let name = reason as? String, !name.isEmpty else {
                    throw invalid("goaway.reason", expected: "an APNs reason string such as \"Shutdown\", or null for no debug data", found: reason)
                }
                rule.reason = APNsReason(rawValue: name)
            }
        }
        return rule
    }

    private func storm(_ value: Any, field: String) throws(ScenarioError) -> Scenario.Storm {
        let object = try self.object(value, field: field)
        let kind = object["outcome"] as? String
        try rejectUnknown(in: object, known: ["afterRequests", "count", "outcome"] + (kind == "tooManyRequests" ? ["retryAfter"] : []),
                          at: field + ".")
        guard let after = try integer(object["afterRequests"], field: field + ".afterRequests", minimum: 0) else {
            throw invalid(field + ".afterRequests", expected: "a non-negative integer", found: nil)
        }
        guard let count = try integer(object["count"], field: field + ".count", minimum: 1) else {
            throw invalid(field + ".count", expected: "a positive integer", found: nil)
        }
        let outcome: Scenario.Storm.Outcome
        switch kind {
        case "tooManyRequests":
            outcome = .tooManyRequests(retryAfter: try integer(object["retryAfter"], field: field + ".retryAfter", minimum: 0))
        case "internalServerError":
            outcome = .internalServerError
        case "serviceUnavailable":
            outcome = .serviceUnavailable
        default:
            let expected = "one of " + Self.stormOutcomeNames.map { "\"\($0)\"" }.joined(separator: ", ")
            throw invalid(field + ".outcome", expected: expected, found: object["outcome"])
        }
        return Scenario.Storm(afterRequests: after, count: count, outcome: outcome)
    }

    /// A JSON `true` or `false`; Foundation hands numbers and booleans over as the same NSNumber type.
    private static func boolean(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        let typeCode = String(cString: number.objCType)
        guard typeCode == "c" || typeCode == "B" else { return nil }
        return number.boolValue
    }

    private func outcome(_ value: Any, field: String) throws(ScenarioError) -> TokenOutcome {
        let object = try self.object(value, field: field)
        let kind = object["outcome"] as? String
        switch kind {
        case "unregistered":
            try rejectUnknown(in: object, known: ["outcome", "since"], at: field + ".")
            return .unregistered(since: try date(object["since"], field: field + ".since"))
        case "badDeviceToken":
            try rejectUnknown(in: object, known: ["outcome"], at: field + ".")
            return .badDeviceToken
        case "tooManyRequests":
            try rejectUnknown(in: object, known: ["outcome", "retryAfter"], at: field + ".")
            return .tooManyRequests(retryAfter: try integer(object["retryAfter"], field: field + ".retryAfter", minimum: 0))
        case "internalServerError":
            try rejectUnknown(in: object, known: ["outcome"], at: field + ".")
            return .internalServerError
        case "serviceUnavailable":
            try rejectUnknown(in: object, known: ["outcome"], at: field + ".")
            return .serviceUnavailable
        case "answer":
            try rejectUnknown(in: object, known: ["outcome", "status", "reason"], at: field + ".")
            guard let status = try integer(object["status"], field: field + ".status", minimum: 200), status < 600 else {
                throw invalid(field + ".status", expected: "an HTTP status from 200 to 599", found: object["status"])
            }
            guard let reason = object["reason"] as? String else {
                throw invalid(field + ".reason", expected: "a reason string (any text: it is sent as is)", found: object["reason"])
            }
            return .answer(status: status, reason: APNsReason(rawValue: reason))
        default:
            let expected = "one of " + Self.outcomeNames.map { "\"\($0)\"" }.joined(separator: ", ")
            throw invalid(field + ".outcome", expected: expected, found: object["outcome"])
        }
    }

    /// `since` is an ISO 8601 time or milliseconds since 1970, the unit of APNs' own `timestamp`.
    private func date(_ value: Any?, field: String) throws(ScenarioError) -> Date {
        if let text = value as? String, let date = ISO8601DateFormatter().date(from: text) {
            return date
        }
        if !(value is String), let milliseconds = value as? Int64, milliseconds >= 0 {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        throw invalid(field, expected: "an ISO 8601 time such as \"2026-01-01T00:00:00Z\" or milliseconds since 1970", found: value)
    }

    private func integer(_ value: Any?, field: String, minimum: Int) throws(ScenarioError) -> Int? {
        guard let value else { return nil }
        guard !(value is String), Self.boolean(value) == nil, let number = value as? Int, number >= minimum else {
            let expected = minimum > 0 ? "a positive integer" : minimum == 0 ? "a non-negative integer" : "an integer"
            throw invalid(field, expected: expected, found: value)
        }
        return number
    }

    private func object(_ value: Any, field: String) throws(ScenarioError) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw invalid(field, expected: "an object", found: value)
        }
        return object
    }

    private func rejectUnknown(in object: [String: Any], known: [String], at prefix: String) throws(ScenarioError) {
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownField(file: file, field: prefix + unknown, known: known)
        }
    }

    private func invalid(_ field: String, expected: String, found: Any?) -> ScenarioError {
        .invalidField(file: file, field: field, expected: expected, found: found.map(Self.describe) ?? "nothing")
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: "\"\(text)\""
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        case _ where boolean(value) != nil: boolean(value) == true ? "true" : "false"
        case let number as NSNumber: number.stringValue
        default: "\(value)"
        }
    }
}
