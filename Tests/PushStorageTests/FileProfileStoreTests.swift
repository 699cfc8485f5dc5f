import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

@Suite("File profile store")
struct FileProfileStoreTests {
    private func profile(named name: String, token: String = ProfileFixture.token) throws -> Profile {
        Profile.apns(name: name, environment: .sandbox, topic: "com.example.\(name)",
                auth: .token(keyFile: "k.p8", keyID: "KEY1234567", teamID: "TEAM123456"),
                tokens: [TokenBookEntry(label: "phone", token: try DeviceToken(parsing: token))])
    }

    @Test func loadAllReportsBrokenFilesSortedAndLeavesThemUntouched() throws {
        let directory = try TemporaryDirectory()
        let store = FileProfileStore(directory: directory.path)
        try store.save(try profile(named: "zeta"), to: directory.file("z.json"))
        try store.save(try profile(named: "alpha"), to: directory.file("a.json"))
        let corrupt = "{\"name\": \"broken\",\n  \"topic\": }\n"
        try directory.write(corrupt, to: "m.json")
        try directory.write("not a profile", to: "notes.txt")
        try FileManager.default.createDirectory(atPath: directory.file("d.json"), withIntermediateDirectories: false)

        let results = store.loadAll()
        #expect(results.map(\.file) == ["a.json", "d.json", "m.json", "z.json"].map(directory.file))
        #expect(results.map { $0.profile?.name } == ["alpha", nil, nil, "zeta"])
        #expect(results[1].error?.description == directory.file("d.json") + ": is a directory, not a regular file")
        #expect(results[2].error?.problems.first?.position?.line == 2)

        try store.save(try profile(named: "alpha2"), to: directory.file("a.json"))
        _ = try store.updateTokenOutcomes(file: directory.file("z.json"), updates: [
            TokenOutcomeUpdate(token: .device(try DeviceToken(parsing: ProfileFixture.token)), outcome: "Unregistered",
                               time: Date(timeIntervalSince1970: 0)),
        ])
        #expect(try directory.bytes("m.json") == Array(corrupt.utf8))
    }

    @Test func updatingABrokenFileRefusesAndKeepsItsBytes() throws {
        let directory = try TemporaryDirectory()
        let broken = #"{"name": "x", "tokens": [{"label": "a", "token": "zz"}]}"#
        try directory.write(broken, to: "x.json")
        let store = FileProfileStore(directory: directory.path)
        #expect(throws: ProfileStoreError.self) {
            try store.updateTokenOutcomes(file: directory.file("x.json"), updates: [
                TokenOutcomeUpdate(token: .device(try DeviceToken(parsing: "aa")), outcome: "Unregistered", time: Date(timeIntervalSince1970: 0)),
            ])
        }
        #expect(try directory.bytes("x.json") == Array(broken.utf8))
    }

    @Test func savedFilesArePrivateAndKeepUnknownMembers() throws {
        let directory = try TemporaryDirectory()
        try directory.write(ProfileFixture.withUnknownMembers, to: "demo.json")
        let store = FileProfileStore(directory: directory.path)
        var stored = try store.load(nameOrFile: "demo")
        #expect(stored.file == directory.file("demo.json"))
        let changed = stored.profile.withAPNsTopic("com.example.changed")
        try store.save(changed, to: stored.file)

        let attributes = try FileManager.default.attributesOfItem(atPath: stored.file)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        stored = try store.load(nameOrFile: stored.file)
        #expect(stored.profile == changed)
        let text = String(decoding: try directory.bytes("demo.json"), as: UTF8.self)
        for fragment in ["\"future\": {", "\"rotation\": \"2027\"", "\"x-owner\": \"ops\"", "\"colour\": \"blue\"", "\"zzz\": true"] {
            #expect(text.contains(fragment), "lost \(fragment)")
        }
        #expect(try #require(text.range(of: "\"future\"")).lowerBound < (try #require(text.range(of: "\"zzz\""))).lowerBound)
    }

    @Test func saveCreatesAMissingDirectory() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("new/profiles/a.json")
        try FileProfileStore(directory: directory.file("new/profiles")).save(try profile(named: "a"), to: file)
        #expect(try FileProfileStore(directory: directory.file("new/profiles")).load(nameOrFile: "a").file == file)
    }

    @Test func loadsByPathThenNameThenFileStem() throws {
        let directory = try TemporaryDirectory()
        let store = FileProfileStore(directory: directory.path)
        // a.json is named "b" and b.json is named "c": a name beats a file stem.
        try store.save(try profile(named: "b"), to: directory.file("a.json"))
        try store.save(try profile(named: "c"), to: directory.file("b.json"))
        #expect(try store.load(nameOrFile: "b").file == directory.file("a.json"))
        #expect(try store.load(nameOrFile: "c").file == directory.file("b.json"))
        #expect(try store.load(nameOrFile: "a").profile.name == "b")
        #expect(try store.load(nameOrFile: "a.json").profile.name == "b")
        #expect(try store.load(nameOrFile: directory.file("b.json")).profile.name == "c")
    }

    @Test func missingAmbiguousAndBrokenProfilesAreExplained() throws {
        let directory = try TemporaryDirectory()
        let store = FileProfileStore(directory: directory.path)
        try store.save(try profile(named: "twin"), to: directory.file("one.json"))
        try store.save(try profile(named: "twin"), to: directory.file("two.json"))
        try directory.write("{", to: "bad.json")

        #expect(throws: ProfileStoreError.ambiguous("twin", files: [directory.file("one.json"), directory.file("two.json")])) {
            try store.load(nameOrFile: "twin")
        }
        #expect(throws: ProfileStoreError.notFound("nope", directory: directory.path, available: ["twin", "twin"])) {
            try store.load(nameOrFile: "nope")
        }
        #expect {
            try store.load(nameOrFile: "bad")
        } throws: { error in
            guard let loadError = (error as? ProfileStoreError)?.loadError else { return false }
            return loadError.file == directory.file("bad.json") && loadError.problems.first?.position?.column == 2
        }
        #expect {
            try store.load(nameOrFile: directory.file("absent.json"))
        } throws: { error in
            (error as? ProfileStoreError)?.description == directory.file("absent.json") + ": does not exist"
        }
    }

    @Test func tokenOutcomesAreWrittenBackAndKeepConcurrentEdits() throws {
        let directory = try TemporaryDirectory()
        let store = FileProfileStore(directory: directory.path)
        let file = directory.file("p.json")
        try store.save(try profile(named: "p"), to: file)
        let loaded = try store.load(nameOrFile: "p")
        // Someone edits the file after pushtui loaded it.
        let edited = loaded.profile.withAPNsTopic("com.example.edited")
        try store.save(edited, to: file)

        let token = try DeviceToken(parsing: ProfileFixture.token)
        let written = try store.updateTokenOutcomes(file: file, updates: [
            TokenOutcomeUpdate(token: .device(token), outcome: "Unregistered", time: Date(timeIntervalSince1970: 1_793_614_500)),
        ])
        let reread = try store.load(nameOrFile: file).profile
        #expect(reread == written)
        #expect(reread.apns?.topic == "com.example.edited")
        #expect(reread.tokens.first?.deadSummary(in: nil) == "Unregistered since 2026-11-02")
    }

    @Test func updateWithoutAMatchDoesNotRewriteTheFile() throws {
        let directory = try TemporaryDirectory()
        // A hand-written file in a non-canonical layout: rewriting it would change its bytes.
        let text = #"{"name":"p","service":"apns","environment":"sandbox","topic":"t","auth":{"type":"token","keyFile":"k","keyID":"i","teamID":"m"}}"#
        try directory.write(text, to: "p.json")
        try FileProfileStore(directory: directory.path).updateTokenOutcomes(file: directory.file("p.json"), updates: [
            TokenOutcomeUpdate(token: .device(try DeviceToken(parsing: "ab")), outcome: "Unregistered", time: Date(timeIntervalSince1970: 0)),
        ])
        #expect(try directory.bytes("p.json") == Array(text.utf8))
    }
}

/// Writers that re-read under the directory's lock: two threads each adding devices from their own,
/// soon stale, view of one file lose none of each other's.
@Suite struct ProfileEditsUnderLockTests {
    @Test func twoWritersAddingFromStaleViewsKeepEveryDevice() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-edits")
        let file = directory.file("shop.json")
        let store = FileProfileStore(directory: directory.path)
        let start = Profile.apns(name: "Shop", topic: "com.shop.app", auth: .token(keyFile: "k.p8", keyID: "ABCDE12345", teamID: "TEAM123456"))
        try store.save(start, to: file)
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            var view = start
            for number in 0..<50 {
                var edited = view
                edited.tokens.append(TokenBookEntry(label: "w\(writer)-\(number)",
                                                    token: .numbered(writer * 1000 + number)))
                do {
                    // Half the time the writer does not look at what it wrote: its next base is stale.
                    let written = try store.saveEdits(from: view, to: edited, in: file).profile
                    view = number.isMultiple(of: 2) ? written : edited
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let labels = Set(try store.load(nameOrFile: file).profile.tokens.map(\.label))
        #expect(labels.count == 100, "\(100 - labels.count) devices lost")
    }
}
