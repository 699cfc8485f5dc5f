import PushCore
import PushTestSupport
import Testing

/// Two writers of one profile keep each other's changes: each lays only its own edits over the
/// file as it is now, and a field both changed is named (the later edit wins).
@Suite struct ProfileMergeTests {
    static func token(_ number: Int) -> TokenBookEntry {
        TokenBookEntry(label: "Device \(number)", token: .numbered(number))
    }

    static let read = Profile.apns(name: "Shop", environment: .sandbox, topic: "com.shop.app",
                                   auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"),
                                   tokens: [token(1), token(2), token(3)])

    @Test func aDeviceAddedByOneAndAnotherRenamedByTheOtherAreBothKept() {
        // Console B adds a device and writes first.
        var byB = Self.read
        byB.tokens.append(TokenBookEntry(label: "Shop device B", token: .numbered(9)))
        let disk = Self.read.applyingEdits(from: Self.read, to: byB).profile
        // Console A, still on what it read, renames device 2 and deletes device 3.
        var byA = Self.read
        byA.tokens[1].label = "Renamed by A"
        byA.tokens.remove(at: 2)
        let (merged, conflicts) = disk.applyingEdits(from: Self.read, to: byA)
        #expect(merged.tokens.map(\.label) == ["Device 1", "Renamed by A", "Shop device B"])
        #expect(conflicts.isEmpty)
    }

    @Test func settingsMergeFieldByFieldAndABothSidedChangeIsNamed() {
        var other = Self.read
        other.service = .apns(APNsSettings(environment: .production, topic: "com.shop.app", auth: Self.read.apns!.auth))
        other.tokens[0].label = "Their name"
        var mine = Self.read
        mine.service = .apns(APNsSettings(environment: .sandbox, topic: "com.shop.app2", auth: Self.read.apns!.auth))
        mine.tokens[0].label = "My name"
        mine.tokens[0].note = "test phone"
        let (merged, conflicts) = other.applyingEdits(from: Self.read, to: mine)
        #expect(merged.apns?.environment == .production, "their environment switch is kept")
        #expect(merged.apns?.topic == "com.shop.app2", "my topic change is applied")
        #expect(merged.tokens[0].label == "My name" && merged.tokens[0].note == "test phone")
        #expect(conflicts == [#"device "My name" label"#])
    }

    @Test func anEditOfADeviceDeletedElsewhereBringsItBackAndNothingChangedChangesNothing() {
        var other = Self.read
        other.tokens.removeFirst()
        var mine = Self.read
        mine.tokens[0].label = "Still using it"
        #expect(other.applyingEdits(from: Self.read, to: mine).profile.tokens.map(\.label) == ["Device 2", "Device 3", "Still using it"])
        #expect(other.applyingEdits(from: Self.read, to: Self.read).profile == other, "no edit: the file as it is")
    }
}
