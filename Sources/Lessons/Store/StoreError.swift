/// A store operation that could not be done.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A unique value is taken (teacher name, class code).
    case duplicate(String)
    /// The row to change does not exist.
    case notFound(String)
    /// The database itself failed (disk, corruption); the message is for logs.
    case failure(String)

    public var description: String {
        switch self {
        case .duplicate(let what): "\(what) already exists"
        case .notFound(let what): "\(what) does not exist"
        case .failure(let why): "storage failure: \(why)"
        }
    }
}
