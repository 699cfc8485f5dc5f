/// pushtui's version: what `pushtui --version` prints and what the README states (a test keeps
/// the two equal). Raise it with every release.
enum Version {
    static let current = "0.10.0"
}
