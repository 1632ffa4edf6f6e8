import Synchronization

/// The backend's state: every mutation is one transaction, so a crash never leaves half of one. Kept by an engine,
/// SQLite (a file, the embedded default) or PostgreSQL (shared by several backends).
public final class Store: Sendable {
    let engine: any StoreEngine
    private let resets = Atomic<Int>(0)

    init(engine: any StoreEngine) {
        self.engine = engine
    }

    /// Committed changes to documents and aliases, for work that waits on them.
    var changes: StoreChanges { engine.changes }

    /// True when other processes may write to the store too (`StoreEngine.isSharable`).
    var isSharable: Bool { engine.isSharable }

    /// How many times the store was reset: what is remembered of it from before a reset is stale.
    var generation: Int { resets.load(ordering: .acquiring) }

    func countReset() { resets.add(1, ordering: .releasing) }

    /// Opens (or creates) a SQLite file, readable and writable by its owner alone.
    public static func open(at path: String) throws -> Store {
        Store(engine: try SQLiteEngine.open(at: path))
    }

    /// A store that lives in memory only, for tests and throwaway runs.
    public static func inMemory() throws -> Store {
        Store(engine: try SQLiteEngine.inMemory())
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await engine.write(updates)
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await engine.read(value)
    }
}
