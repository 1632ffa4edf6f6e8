extension Store {
    /// Connects to a PostgreSQL database (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, or with
    /// `?host=/folder` for a Unix socket), creating or migrating PayTerm's tables there: every backend connected
    /// to the same database shares one state.
    public static func connect(to address: String) async throws -> Store {
        Store(engine: try await PostgresEngine.open(at: PostgresAddress(address)))
    }
}

extension BackendConfiguration.Storage {
    /// Where the state is kept, as a banner shows it: a PostgreSQL address without its password.
    public var shown: String {
        switch self {
        case .file(let path): path
        case .inMemory: "memory only (nothing is kept after exit)"
        case .postgres(let address): (try? PostgresAddress(address).description).map { "PostgreSQL at \($0)" } ?? "PostgreSQL"
        }
    }
}
