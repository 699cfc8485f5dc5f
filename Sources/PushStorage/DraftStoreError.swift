import Foundation

/// Why the drafts file could not be read, or a save did not happen (the file is then unchanged).
public enum DraftStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but cannot be read (permissions, not a regular file, too large): a save
    /// refuses to write over what it cannot see.
    case unreadable(InputFileError)
    /// The file was read but holds no drafts (not JSON, or not the shape pushtui writes): the next
    /// save sets it aside (``FileDraftStore/corruptSuffix``) and starts the file anew.
    case notDrafts(path: String)
    /// Writing the file failed.
    case write(AtomicFileError)

    /// The message for a person.
    public var description: String {
        switch self {
        case .unreadable(let error):
            return "\((error.path as NSString).lastPathComponent) \(error.problemDescription): no draft is saved until it is fixed (\(error.path))"
        case .notDrafts(let path):
            let name = (path as NSString).lastPathComponent
            return "drafts not read: \(name) is not a drafts file; the next save keeps it as \(name)\(FileDraftStore.corruptSuffix)<time> (\(path))"
        case .write(let error): return "drafts not saved: \(error.description)"
        }
    }
}
