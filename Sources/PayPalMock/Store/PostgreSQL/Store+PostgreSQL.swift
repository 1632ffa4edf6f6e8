extension Store {
    /// Connects to a PostgreSQL database (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, or with
    /// `?host=/folder` for a Unix socket), creating or migrating PayTerm's tables there: every backend connected
    /// to the same database shares one state.
    public static func connect(to address: String) async throws -> Store {
        Store(engine: try await PostgresEngine.open(at: PostgresAddress(address)))
    }
}
