import Foundation
import PushStorage
import PushTestSupport
import Testing

@Suite("Atomic file")
struct AtomicFileTests {
    private func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test(arguments: [0o600, 0o644])
    func writesContentWithExactlyTheMode(mode: Int) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("a.json")
        try AtomicFile.write("first", to: path, mode: mode_t(mode))
        try AtomicFile.write("second é", to: path, mode: mode_t(mode))
        #expect(try directory.bytes("a.json") == Array("second é".utf8))
        #expect(try self.mode(of: path) == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.json"])
    }

    @Test func replacesAWiderModeWithTheRequestedOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old", to: "a.json")
        chmod(directory.file("a.json"), 0o666)
        try AtomicFile.write("new", to: directory.file("a.json"), mode: 0o600)
        #expect(try mode(of: directory.file("a.json")) == 0o600)
    }

    @Test func failureNamesTheFileAndLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/a.json")
        #expect {
            try AtomicFile.write("x", to: path, mode: 0o600)
        } throws: { error in
            guard let error = error as? AtomicFileError else { return false }
            return error.path == path && error.step == .create && error.description.contains("No such file or directory")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func renameOntoADirectoryFailsAndCleansUp() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("taken.json/inner"), withIntermediateDirectories: true)
        #expect(throws: AtomicFileError.self) {
            try AtomicFile.write("x", to: directory.file("taken.json"), mode: 0o600)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.json"])
    }

    @Test func aSymbolicLinkStaysALinkAndItsFileIsWritten() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("dotfiles/pushtui"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.file("profiles"), withIntermediateDirectories: true)
        try directory.write("old", to: "dotfiles/pushtui/real.json")
        // A relative link, through a second (absolute) link: the chain is followed to its end.
        try FileManager.default.createSymbolicLink(atPath: directory.file("dotfiles/current.json"), withDestinationPath: "pushtui/real.json")
        try FileManager.default.createSymbolicLink(atPath: directory.file("profiles/link.json"),
                                                   withDestinationPath: directory.file("dotfiles/current.json"))
        try AtomicFile.write("new", to: directory.file("profiles/link.json"), mode: 0o600)
        #expect(try directory.bytes("dotfiles/pushtui/real.json") == Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("profiles/link.json"))
                == directory.file("dotfiles/current.json"), "the link is still the link it was")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("dotfiles/current.json")) == "pushtui/real.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("profiles")) == ["link.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("dotfiles/pushtui")) == ["real.json"],
                "the temporary file was made beside the real file and renamed over it")
    }

    @Test func notFollowingLinksReplacesALinkWithTheFileAndLeavesItsTargetAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("precious", to: "target")
        try FileManager.default.createSymbolicLink(atPath: directory.file("state.txt"), withDestinationPath: directory.file("target"))
        try AtomicFile.write("new", to: directory.file("state.txt"), mode: 0o600, followingLinks: false)
        #expect(try directory.bytes("target") == Array("precious".utf8))
        #expect(try directory.bytes("state.txt") == Array("new".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: directory.file("state.txt"))[.type] as? FileAttributeType == .typeRegular)
        #expect(try mode(of: directory.file("state.txt")) == 0o600)
    }
}
