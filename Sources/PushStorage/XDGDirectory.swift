import PushCore

/// pushtui's folder under an XDG base directory, the one rule for config, state and data:
/// `$VARIABLE/pushtui` when the variable holds an absolute path (the specification says a relative
/// one is invalid and must be ignored), else `~/FALLBACK/pushtui`.
///
/// See the [XDG Base Directory Specification](https://specifications.freedesktop.org/basedir-spec/latest/).
public enum XDGDirectory {
    /// pushtui's folder under `variable` (e.g. `XDG_STATE_HOME`) as `environment` sets it, else
    /// under `home`/`fallback` (e.g. `.local/state`).
    public static func pushtui(variable: String, fallback: String, environment: [String: String], home: String) -> String {
        if let base = environment[variable], base.hasPrefix("/") {
            return ProfilePath.resolve("pushtui", relativeTo: base)
        }
        return ProfilePath.resolve(fallback + "/pushtui", relativeTo: home)
    }
}
