import Foundation

/// A directory holding a stand-in `xcrun` for tests of the iOS Simulator route, written against
/// simctl's documented usage: `xcrun simctl push <device> <bundle identifier> <json file>` records
/// its arguments (one a line) and a copy of the file, says `stderr` on standard error and exits
/// `status`; `xcrun simctl list devices booted -j` prints `listing`.
public struct StandInXcrun: Sendable {
    /// The directory: `xcrun`, and what it recorded (`arguments`, `pushed.apns`).
    public let files: TemporaryDirectory

    /// A stand-in whose pushes end with `status` and `stderr`, and whose device listing is `listing`.
    public init(status: Int = 0, stderr: String = "", listing: String = StandInXcrun.noBootedDevices) throws {
        files = try TemporaryDirectory()
        _ = try files.write(listing, to: "listing.json")
        let script = """
            #!/bin/sh
            if [ "$1 $2" = "simctl list" ]; then cat '\(files.file("listing.json"))'; exit 0; fi
            printf '%s\\n' "$@" > '\(files.file("arguments"))'
            cp "$5" '\(files.file("pushed.apns"))'
            printf '%b' '\(stderr)' >&2
            exit \(status)
            """
        let path = try files.write(script, to: "xcrun")
        chmod(path, 0o755)
    }

    /// `xcrun simctl list devices booted -j` with nothing booted.
    public static let noBootedDevices = #"{"devices":{}}"#

    /// `PATH` with the stand-in first.
    public var environment: [String: String] { ["PATH": files.url.path + ":/usr/bin:/bin"] }
    /// The arguments of the last push, or nil before one.
    public var arguments: [String]? { (try? files.read("arguments"))?.split(separator: "\n").map(String.init) }
}
