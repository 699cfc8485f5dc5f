import Foundation

/// Executables SwiftPM built next to the running test bundle (`pushtui`, `pushtui-terminal-probe`).
public enum BuiltExecutable {
    /// The path of the built executable `name`, or an error that says where it was looked for.
    public static func path(_ name: String) throws -> String {
        // The test runner (`<Package>PackageTests.xctest`) lives in the same build directory as the
        // executable products; the platform's own answer comes first, as argv[0] may be relative or a bare name.
        var directories: [URL] = []
        if let executable = ProcessInspection.executablePath() {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let candidates = directories.map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TestSupportError.failed(
                "the \(name) binary was not found next to the test bundle (looked at \(candidates.joined(separator: ", "))); "
                    + "run the tests with `swift test`, which builds it")
        }
        return found
    }
}
