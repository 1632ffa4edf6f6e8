import PostgresNIO

/// What the PostgreSQL store refuses, in words that say what to do next.
enum PostgresStoreError: Error, CustomStringConvertible {
    case badAddress(String)
    case cannotOpen(String, PSQLError)
    case newerSchema(Int)
    case notCommitted(String)

    var description: String {
        switch self {
        case .badAddress(let why):
            "Not a PostgreSQL address: \(why). Write it as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (add ?host=/socket/folder for a Unix socket)."
        case .cannotOpen(let address, let error):
            // PSQLError's own description hides the server's words; its debug description has them.
            "Could not open the PostgreSQL store at \(address): \(String(reflecting: error)). Check that the server runs there and that the user may create tables in that database."
        case .newerSchema(let version):
            "The PostgreSQL database holds version \(version) of PayTerm's tables, from a newer PayTerm: run that PayTerm, or give this one another database."
        case .notCommitted(let answer):
            "PostgreSQL answered \(answer) to a commit: the transaction was not kept. Try again."
        }
    }
}
