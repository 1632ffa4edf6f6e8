import Foundation
import Logging
import NIOPosix
import PostgresNIO

/// The store in PostgreSQL, through postgres-nio: backends in several processes on one database are one backend.
///
/// The services' store closures are synchronous, so a transaction runs on a thread of the engine's own, which
/// waits for each query; neither Swift concurrency's threads nor the event loops ever wait. Writes run at
/// SERIALIZABLE and run again when PostgreSQL refuses them for overlapping another (in any process): each one
/// commits as if alone among the store's writes, as SQLite's single writer makes them.
final class PostgresEngine: StoreEngine {
    let changes = StoreChanges()
    let isSharable = true
    private let threads: NIOThreadPool
    private let connections: PostgresConnections

    /// Tries of a write that PostgreSQL keeps refusing for overlapping others, before its error is thrown.
    private static let tries = 20

    private init(configuration: PostgresConnection.Configuration, threads count: Int) {
        threads = NIOThreadPool(numberOfThreads: count)
        threads.start()
        connections = PostgresConnections(configuration: configuration, logger: Logger(label: "payterm.store.postgres"))
    }

    /// Connects to the database at `address`, creating or migrating PayTerm's tables there; `threads` is how many
    /// transactions (and connections) the engine runs at once.
    static func open(at address: PostgresAddress, threads: Int = 6) async throws -> PostgresEngine {
        let engine = PostgresEngine(configuration: address.configuration, threads: threads)
        do {
            try await engine.threads.runIfActive { try engine.connections.with(PostgresSchema.migrate) }
        } catch let error as PSQLError {
            throw PostgresStoreError.cannotOpen(address.description, error)
        }
        return engine
    }

    deinit {
        threads.shutdownGracefully { _ in }
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await threads.runIfActive { [connections] in
            try connections.with { session in try PostgresTransaction.run(.read, in: session, value).value }
        }
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        let (value, changed) = try await threads.runIfActive { [connections] in
            try Self.retrying { try connections.with { session in try PostgresTransaction.run(.write, in: session, updates) } }
        }
        if changed { changes.committed() }
        return value
    }

    /// Runs `transaction` until PostgreSQL keeps it, waiting a little longer (at random) after each refusal for
    /// a serialization failure or a deadlock, so that writes refused together do not meet again.
    private static func retrying<T>(_ transaction: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try transaction()
            } catch let error as PSQLError where attempt < tries && error.refusedForOverlapping {
                Thread.sleep(forTimeInterval: .random(in: 0...min(TimeInterval(1 << attempt) / 1_000, 0.1)))
                attempt += 1
            }
        }
    }
}

extension PSQLError {
    /// A serialization failure (40001) or a deadlock (40P01): the transaction may succeed if run again.
    fileprivate var refusedForOverlapping: Bool {
        guard let state = serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }
}
