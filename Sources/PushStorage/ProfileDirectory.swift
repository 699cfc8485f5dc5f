import Foundation
import PushCore

/// Where profiles live when the user does not say.
public enum ProfileDirectory {
    /// The profiles directory, first match wins: `explicit` (`--profiles DIR`, relative to
    /// `currentDirectory`), `./profiles` when it is a directory, `$XDG_CONFIG_HOME/pushtui/profiles`
    /// when that variable holds an absolute path, else `~/.config/pushtui/profiles`.
    ///
    /// See the [XDG Base Directory Specification](https://specifications.freedesktop.org/basedir-spec/latest/).
    public static func resolve(explicit: String?, currentDirectory: String, environment: [String: String],
                               home: String) -> String {
        if let explicit, !explicit.isEmpty {
            return ProfilePath.resolve(explicit, relativeTo: currentDirectory)
        }
        let local = ProfilePath.resolve("profiles", relativeTo: currentDirectory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: local, isDirectory: &isDirectory), isDirectory.boolValue {
            return local
        }
        return XDGDirectory.pushtui(variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment, home: home) + "/profiles"
    }
}
