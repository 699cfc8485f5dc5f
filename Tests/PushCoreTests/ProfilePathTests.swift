import PushCore
import Testing

@Suite("Profile paths")
struct ProfilePathTests {
    private let environment = ["KEYS": "/srv/keys", "XDG_STATE_HOME": "/state", "EMPTY": ""]

    @Test(arguments: [
        ("~/keys/a.p8", "/home/me/keys/a.p8"),
        ("~", "/home/me"),
        ("$KEYS/a.p8", "/srv/keys/a.p8"),
        ("${XDG_STATE_HOME}/pushtui/ca.pem", "/state/pushtui/ca.pem"),
        ("/a/${KEYS}x/$KEYS", "/a//srv/keysx//srv/keys"),
        ("cost$", "cost$"),
        ("a$1b", "a$1b"),
        ("plain/relative.p8", "plain/relative.p8"),
        ("/abs/ünïcode~$", "/abs/ünïcode~$"),
    ])
    func expands(path: String, expected: String) throws {
        #expect(try ProfilePath.expand(path, home: "/home/me", environment: environment) == expected)
    }

    @Test(arguments: [
        ("$MISSING/a.p8", ProfilePathError.Problem.undefinedVariable("MISSING")),
        ("${EMPTY}/a.p8", .undefinedVariable("EMPTY")),
        ("${KEYS/a.p8", .unterminatedBrace),
        ("~bob/a.p8", .otherUserHome("bob")),
    ])
    func refuses(path: String, problem: ProfilePathError.Problem) {
        #expect(throws: ProfilePathError(path: path, problem: problem)) {
            try ProfilePath.expand(path, home: "/home/me", environment: environment)
        }
    }

    @Test func errorNamesTheVariable() {
        let error = ProfilePathError(path: "$MISSING/a.p8", problem: .undefinedVariable("MISSING"))
        #expect(error.description == "cannot expand '$MISSING/a.p8': environment variable MISSING is not set")
    }

    @Test(arguments: [
        ("key.p8", "/p/profiles", "/p/profiles/key.p8"),
        ("./key.p8", "/p/profiles/", "/p/profiles/key.p8"),
        ("../keys/key.p8", "/p/profiles", "/p/profiles/../keys/key.p8"),
        ("/abs/key.p8", "/p/profiles", "/abs/key.p8"),
    ])
    func resolvesRelativeToTheProfileDirectory(path: String, directory: String, expected: String) {
        #expect(ProfilePath.resolve(path, relativeTo: directory) == expected)
    }

    @Test func directoryOfAFile() {
        #expect(ProfilePath.directory(of: "/p/profiles/a.json") == "/p/profiles")
        #expect(ProfilePath.directory(of: "/a.json") == "/")
        #expect(ProfilePath.directory(of: "a.json") == ".")
    }

    @Test func locateExpandsThenResolves() throws {
        let located = try ProfilePath.locate("$KEYS/../k.p8", profileFile: "/p/a.json", home: "/h", environment: environment)
        #expect(located == "/srv/keys/../k.p8")
        #expect(try ProfilePath.locate("k.p8", profileFile: "/p/a.json", home: "/h", environment: [:]) == "/p/k.p8")
    }
}
