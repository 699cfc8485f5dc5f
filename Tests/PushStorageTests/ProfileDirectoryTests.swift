import Foundation
import PushStorage
import PushTestSupport
import Testing

@Suite("Profile directory")
struct ProfileDirectoryTests {
    @Test func explicitDirectoryWinsAndIsRelativeToTheCurrentDirectory() throws {
        let work = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: work.file("profiles"), withIntermediateDirectories: false)
        let environment = ["XDG_CONFIG_HOME": "/config"]
        #expect(ProfileDirectory.resolve(explicit: "mine", currentDirectory: work.path, environment: environment, home: "/h")
                == work.file("mine"))
        #expect(ProfileDirectory.resolve(explicit: "/abs", currentDirectory: work.path, environment: environment, home: "/h")
                == "/abs")
    }

    @Test func localProfilesDirectoryComesNext() throws {
        let work = try TemporaryDirectory()
        let environment = ["XDG_CONFIG_HOME": "/config"]
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: work.path, environment: environment, home: "/h")
                == "/config/pushtui/profiles")
        // A plain file called profiles is not a profiles directory.
        try work.write("", to: "profiles")
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: work.path, environment: environment, home: "/h")
                == "/config/pushtui/profiles")
        try FileManager.default.removeItem(atPath: work.file("profiles"))
        try FileManager.default.createDirectory(atPath: work.file("profiles"), withIntermediateDirectories: false)
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: work.path, environment: environment, home: "/h")
                == work.file("profiles"))
    }

    @Test(arguments: [[:], ["XDG_CONFIG_HOME": ""], ["XDG_CONFIG_HOME": "relative/config"]])
    func homeConfigIsTheLastResort(environment: [String: String]) throws {
        let work = try TemporaryDirectory()
        #expect(ProfileDirectory.resolve(explicit: nil, currentDirectory: work.path, environment: environment, home: "/home/me")
                == "/home/me/.config/pushtui/profiles")
    }
}
