/// The paths a profile names (`keyFile`, `caFile`), expanded without touching the file system.
///
/// `~/x` is the home directory, `$NAME` and `${NAME}` are environment variables (anywhere in the
/// path), and a path that is still relative afterwards is relative to the profile file's directory,
/// so a profile and its key can move together. Home and environment are passed in: PushCore never
/// reads them itself.
public enum ProfilePath {
    /// `path` with a leading `~` and every `$NAME` / `${NAME}` replaced.
    ///
    /// A `$` not followed by a name stays as it is; an unset or empty variable is an error naming it,
    /// because silently dropping it would point at a different file.
    public static func expand(_ path: String, home: String, environment: [String: String]) throws(ProfilePathError) -> String {
        var scalars = Substring(path).unicodeScalars[...]
        var output = ""
        if scalars.first == "~" {
            let user = String(String.UnicodeScalarView(scalars.dropFirst().prefix { $0 != "/" }))
            guard user.isEmpty else { throw ProfilePathError(path: path, problem: .otherUserHome(user)) }
            output = home
            scalars = scalars.dropFirst()
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "$" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            let braced = scalars.first == "{"
            let nameStart = braced ? scalars.dropFirst() : scalars
            let name = String(String.UnicodeScalarView(nameStart.prefix(while: isNameScalar)))
            if braced {
                let rest = nameStart.dropFirst(name.unicodeScalars.count)
                guard rest.first == "}" else { throw ProfilePathError(path: path, problem: .unterminatedBrace) }
                scalars = rest.dropFirst()
            } else {
                scalars = nameStart.dropFirst(name.unicodeScalars.count)
            }
            guard !name.isEmpty, let first = name.unicodeScalars.first, !ASCII.isDigit(UInt8(truncatingIfNeeded: first.value)) else {
                // Not a variable reference: keep the text as written.
                output += braced ? "${" + name + "}" : "$" + name
                continue
            }
            guard let value = environment[name], !value.isEmpty else {
                throw ProfilePathError(path: path, problem: .undefinedVariable(name))
            }
            output += value
        }
        return output
    }

    /// `path` made absolute against `directory` when it is relative.
    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        guard !path.hasPrefix("/"), !directory.isEmpty else { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return relative.isEmpty ? base : base + "/" + relative
    }

    /// The directory part of `file`: `.` for a bare file name, `/` for a file in the root.
    public static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// A path from the profile at `profileFile`, expanded and resolved against the profile's directory.
    public static func locate(_ path: String, profileFile: String, home: String,
                              environment: [String: String]) throws(ProfilePathError) -> String {
        resolve(try expand(path, home: home, environment: environment), relativeTo: directory(of: profileFile))
    }

    /// Whether `name` can name an environment variable here (and in `$NAME`): ASCII letters, digits
    /// and underscores, not starting with a digit.
    public static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !ASCII.isDigit(UInt8(truncatingIfNeeded: first.value)) else { return false }
        return name.unicodeScalars.allSatisfy(isNameScalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar == "_" || ASCII.isDigit(UInt8(scalar.value))
            || (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z"))
    }
}
