import Testing
@testable import PushCore

@Suite struct PushTypeTests {
    struct Expectation: Sendable, CustomStringConvertible {
        let type: PushType
        let suffix: String?
        let defaultPriority: Int
        let allowed: [Int]
        let limit: Int
        var description: String { type.rawValue }
    }

    static let table: [Expectation] = [
        .init(type: .alert, suffix: nil, defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .background, suffix: nil, defaultPriority: 5, allowed: [5], limit: 4096),
        .init(type: .voip, suffix: ".voip", defaultPriority: 10, allowed: [10, 5, 1], limit: 5120),
        .init(type: .complication, suffix: ".complication", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .fileprovider, suffix: ".pushkit.fileprovider", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .mdm, suffix: nil, defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .location, suffix: ".location-query", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .liveactivity, suffix: ".push-type.liveactivity", defaultPriority: 10, allowed: [10, 5], limit: 4096),
        .init(type: .pushtotalk, suffix: ".voip-ptt", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .widgets, suffix: ".push-type.widgets", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
        .init(type: .controls, suffix: ".push-type.controls", defaultPriority: 10, allowed: [10, 5, 1], limit: 4096),
    ]

    @Test(arguments: table)
    func ruleMatchesApplesTable(_ expected: Expectation) {
        #expect(expected.type.isKnown)
        #expect(expected.type.topicSuffix == expected.suffix)
        #expect(expected.type.defaultPriority == expected.defaultPriority)
        #expect(expected.type.allowedPriorities == expected.allowed)
        #expect(expected.type.payloadLimit == expected.limit)
        #expect(expected.type.allowedPriorities.contains(expected.type.defaultPriority))
    }

    @Test func knownListsEveryTypeOnce() {
        #expect(PushType.known.map(\.rawValue) == Self.table.map(\.type.rawValue))
        #expect(Set(PushType.known).count == PushType.known.count)
    }

    @Test func unknownTypeKeepsRawValueAndIsPermissive() {
        let type = PushType(rawValue: "hologram")
        #expect(type.rawValue == "hologram")
        #expect(type.description == "hologram")
        #expect(!type.isKnown)
        #expect(type.rule == .unknown)
        #expect(type.topicMismatch("anything.voip") == nil)
    }

    @Test(arguments: table.filter { $0.suffix != nil })
    func suffixedTypeNeedsItsSuffix(_ expected: Expectation) throws {
        let suffix = try #require(expected.suffix)
        #expect(expected.type.topicMismatch("com.example.app" + suffix) == nil)
        #expect(expected.type.topicMismatch("com.example.app") == .missingSuffix(suffix))
        #expect(expected.type.topicMismatch(suffix) == .missingSuffix(suffix), "a bare suffix has no bundle ID")
    }

    @Test(arguments: [PushType.alert, .background])
    func bundleIDTypeRejectsForeignSuffixes(_ type: PushType) {
        #expect(type.topicMismatch("com.example.app") == nil)
        #expect(type.topicMismatch("com.example.app.voip") == .foreignSuffix(".voip", of: .voip))
        #expect(type.topicMismatch("com.example.app.push-type.liveactivity") == .foreignSuffix(".push-type.liveactivity", of: .liveactivity))
        #expect(type.topicMismatch("com.example.app.voip-ptt") == .foreignSuffix(".voip-ptt", of: .pushtotalk))
    }

    @Test func mdmTopicIsNeverChecked() {
        #expect(PushType.mdm.topicMismatch("com.apple.mgmt.External.1234") == nil)
        #expect(PushType.mdm.topicMismatch("x.voip") == nil)
    }
}

@Suite struct APNsIDVersion4Tests {
    @Test(arguments: [(UInt64(0), UInt64(0)), (UInt64.max, UInt64.max), (0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210)])
    func randomBitsMakeACanonicalVersion4UUID(high: UInt64, low: UInt64) {
        let text = APNsID.version4(high: high, low: low)
        #expect(APNsID.isCanonical(text), "\(text)")
        #expect(Array(text)[14] == "4")
        #expect("89ab".contains(Array(text)[19]))
    }

    @Test func knownAnswer() {
        #expect(APNsID.version4(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210) == "01234567-89ab-4def-bedc-ba9876543210")
    }
}
