/// Walks an FCM message along ``FCMSchema`` and reports, with the path as FCM would name it
/// (`message.android.ttl`), each unknown field and each value of the wrong type.
struct FCMSchemaChecker {
    func check(_ value: JSONValue, schema: FCMSchema, path: String, into findings: inout LintFindings) {
        guard let members = value.members else { return }
        for member in members {
            let fieldPath = path + "." + member.key
            guard let type = schema.type(of: member.key) else {
                findings.error(.fcmUnknownField, Self.unknownFieldMessage(member.key, path: path, schema: schema), at: member.keyPosition)
                continue
            }
            check(member, type: type, path: fieldPath, into: &findings)
        }
    }

    private func check(_ member: JSONMember, type: FCMFieldType, path: String, into findings: inout LintFindings) {
        let value = member.value
        // proto3 JSON reads null as "not set" for every field.
        if value == .null { return }
        func wrong(_ hint: String = "") {
            let code: LintCode
            switch type {
            case .duration, .durationList: code = .fcmDuration
            case .enumeration: code = .fcmEnum
            default: code = .fcmType
            }
            findings.error(code, "\(path): expected \(type.expectation), found \(value.quoted)\(hint)", at: member.keyPosition)
        }
        switch type {
        case .string, .timestamp:
            if value.stringValue == nil { wrong(Self.quotingHint(value)) }
        case .bool:
            if !Self.isBool(value) { wrong() }
        case .integer:
            if !Self.isInteger(value) { wrong() }
        case .number:
            if value.numberValue == nil && value.stringValue.flatMap(Double.init) == nil { wrong() }
        case .duration:
            if !Self.isDuration(value) { wrong(Self.durationHint(value)) }
        case .enumeration(let names):
            if !Self.isEnumValue(value, of: names) { wrong() }
        case .stringMap:
            checkStringMap(member, path: path, into: &findings)
        case .stringList:
            if !(value.arrayElements?.allSatisfy { $0.stringValue != nil } ?? false) { wrong() }
        case .durationList:
            if !(value.arrayElements?.allSatisfy(Self.isDuration) ?? false) { wrong() }
        case .object(let schema):
            if value.members == nil { wrong() } else { check(value, schema: schema, path: path, into: &findings) }
        case .anyObject:
            if value.members == nil { wrong() }
        }
    }

    private func checkStringMap(_ member: JSONMember, path: String, into findings: inout LintFindings) {
        guard let entries = member.value.members else {
            findings.error(.fcmType, "\(path): expected \(FCMFieldType.stringMap.expectation), found \(member.value.quoted)", at: member.keyPosition)
            return
        }
        // Google: map<string, string>; a number is answered with a field violation on
        // message.data[…].value.
        for entry in entries where entry.value.stringValue == nil {
            findings.error(.fcmType, "\(path).\(entry.key): expected a string, found \(entry.value.kindName)\(Self.quotingHint(entry.value))", at: entry.keyPosition)
        }
    }

    /// `message.priority: unknown field …`, naming where a legacy field went.
    static func unknownFieldMessage(_ key: String, path: String, schema: FCMSchema) -> String {
        var message = "\(path).\(key): \(schema.name) has no field '\(key)'; FCM answers \"Unknown name … Cannot find field\""
        if schema.name == FCMSchema.message.name, let replacement = FCMSchema.legacyFields[FCMSchema.snakeCase(key)] {
            message += " (a legacy HTTP API field: use \(replacement))"
        } else if let near = nearestField(to: key, in: schema) {
            message += " (did you mean '\(near)'?)"
        }
        return message
    }

    /// A field of `schema` one or two edits away from `key` (`titel` → `title`).
    static func nearestField(to key: String, in schema: FCMSchema) -> String? {
        let written = Array(FCMSchema.snakeCase(key))
        return schema.fields.keys.sorted().first { editDistance(Array($0), written, limit: 2) <= 2 }
    }

    /// Levenshtein distance, giving up above `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func isBool(_ value: JSONValue) -> Bool {
        if case .bool = value { return true }
        return value.stringValue == "true" || value.stringValue == "false"
    }

    static func isInteger(_ value: JSONValue) -> Bool {
        if let number = value.numberValue { return number.isWholeNumber }
        guard let text = value.stringValue else { return false }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `"3.5s"`, `"0s"`, `"2419200s"`: digits, up to nine decimals, then `s`.
    static func isDuration(_ value: JSONValue) -> Bool {
        guard let text = value.stringValue, text.hasSuffix("s") else { return false }
        let number = text.dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), parts.count <= 2 else { return false }
        guard parts.count == 2 else { return true }
        return (1...9).contains(parts[1].count) && parts[1].allSatisfy(\.isASCIIDigit)
    }

    /// The seconds of a duration string such as `"3.5s"`.
    static func seconds(ofDuration value: JSONValue) -> Double? {
        guard isDuration(value), let text = value.stringValue else { return nil }
        return Double(text.dropLast())
    }

    static func isEnumValue(_ value: JSONValue, of names: [String]) -> Bool {
        if let text = value.stringValue { return names.contains { $0.lowercased() == text.lowercased() } }
        guard let index = value.numberValue?.integerValue else { return false }
        return names.indices.contains(index)
    }

    private static func durationHint(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): return "; write \"\(number.literal)s\""
        case .string(let text) where Double(text) != nil: return "; add the unit: \"\(text)s\""
        default: return ""
        }
    }

    /// How to write a number or boolean as the string FCM wants.
    static func quotingHint(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): return "; write \"\(number.literal)\""
        case .bool(let flag): return "; write \"\(flag)\""
        default: return ""
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
