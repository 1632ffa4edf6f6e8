extension Store {
    /// Connects to a PostgreSQL database (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, or with
    /// `?host=/folder` for a Unix socket), creating or migrating PayTerm's tables there: every backend connected
    /// to the same database shares one state.
    public static func connect(to address: String) async throws -> Store {
        Store(engine: try await PostgresEngine.open(at: PostgresAddress(address)))
    }

    /// The store of this PostgreSQL store's workspace with that id: a schema of its own, in the same database, made
    /// now if new; nil when the workspace is gone.
    func workspaceStore(id: String) async throws -> Store? {
        guard let engine = engine as? PostgresEngine else { preconditionFailure("Only a PostgreSQL store keeps its workspaces' state.") }
        return try await engine.workspace(id: id).map(Store.init)
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
