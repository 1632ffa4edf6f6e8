/// Where a `Store` keeps its state (a SQLite file, a PostgreSQL database): it runs the store's transactions.
protocol StoreEngine: Sendable {
    /// Committed changes to documents and aliases, for work that waits on them.
    var changes: StoreChanges { get }
    /// True when other processes may write to it too (a file, a database server), so that what a backend keeps in
    /// memory of it must be checked against it.
    var isSharable: Bool { get }

    /// Runs `value` in a transaction that sees one committed state of the store and changes nothing.
    func read<T: Sendable>(_ value: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T

    /// Runs `updates` in one transaction, alone among the store's writes: committed whole when it returns,
    /// rolled back whole when it throws.
    func write<T: Sendable>(_ updates: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T
}
