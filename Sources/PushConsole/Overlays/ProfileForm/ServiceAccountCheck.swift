/// What reading a form's service-account file found: its project and account, or why it cannot be used.
public struct ServiceAccountCheck: Sendable, Equatable {
    /// The path as typed.
    public var path: String
    /// The file's `project_id` (empty when it has none); nil when the file could not be read.
    public var projectID: String?
    /// The file's `client_email`.
    public var clientEmail: String?
    /// Why it cannot be used, naming the file; nil when it reads as a service account.
    public var problem: String?

    public init(path: String, projectID: String?, clientEmail: String?, problem: String?) {
        self.path = path
        self.projectID = projectID
        self.clientEmail = clientEmail
        self.problem = problem
    }
}
