/// The type of one field of FCM's `Message` schema, as Google's JSON mapping of protocol buffers
/// reads it ([proto3 JSON](https://protobuf.dev/programming-guides/json/)): what a value must look
/// like for FCM not to answer `400 INVALID_ARGUMENT`.
indirect enum FCMFieldType: Sendable {
    /// A JSON string.
    case string
    /// `true` or `false` (proto3 JSON also takes the strings `"true"` and `"false"`).
    case bool
    /// A whole number, or a string holding one (proto3 JSON writes 64-bit integers as strings).
    case integer
    /// A number, or a string holding one.
    case number
    /// A `google.protobuf.Duration`: seconds with up to nine decimals and an `s`, such as `"3.5s"`.
    case duration
    /// A `google.protobuf.Timestamp`: an RFC 3339 string such as `"2014-10-02T15:01:23Z"`.
    case timestamp
    /// One of these enum names (compared without case, as FCM does: its own guide writes
    /// `"priority": "high"`), or its number in declaration order.
    case enumeration([String])
    /// A `map<string, string>`: an object whose values are all strings.
    case stringMap
    /// An array of strings.
    case stringList
    /// An array of durations.
    case durationList
    /// A nested message with its own fields.
    case object(FCMSchema)
    /// A `google.protobuf.Struct`: any JSON object (`apns.payload`, `webpush.notification`).
    case anyObject

    /// How a finding names the expected value: `a duration such as "3.5s"`.
    var expectation: String {
        switch self {
        case .string, .timestamp: return "a string"
        case .bool: return "true or false"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .duration: return #"a duration such as "3.5s""#
        case .enumeration(let names): return "one of " + names.joined(separator: ", ")
        case .stringMap: return "an object whose values are strings"
        case .stringList: return "an array of strings"
        case .durationList: return #"an array of durations such as "0.5s""#
        case .object, .anyObject: return "an object"
        }
    }
}
