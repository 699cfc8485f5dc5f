import CCurl
import CCurlShims

/// libcurl's process-wide initialisation, done once before the first handle is made.
enum CurlGlobal {
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

    /// Runs `curl_global_init` the first time it is called (Swift runs a static `let` initialiser once).
    static func initializeOnce() { _ = initialized }
}
