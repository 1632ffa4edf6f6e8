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
    private let connections: PostgresConnections
    /// The schema its tables are in, quoted; nil for the trainer's, the one the database's connections start in.
    private let schema: String?
    /// The trainer's schema, whose `workspaces` table lists the workspaces a workspace's engine may open.
    private let trainerSchema: String

    /// How long a write PostgreSQL keeps refusing for overlapping others is tried again, before the store is said
    /// to be unavailable.
    private static let retryingFor: TimeInterval = 5

    private init(connections: PostgresConnections, schema: String?, trainerSchema: String) {
        self.connections = connections
        self.schema = schema
        self.trainerSchema = trainerSchema
    }

    /// Connects to the database at `address`, creating or migrating PayTerm's tables there; `threads` is how many
    /// transactions (and connections) the engine and its workspaces' engines run at once.
    static func open(at address: PostgresAddress, threads: Int = 6) async throws -> PostgresEngine {
        let connections = PostgresConnections(configuration: address.configuration, threads: threads, logger: Logger(label: "payterm.store.postgres"))
        do {
            let trainerSchema = try await connections.run(in: nil) { session in
                try PostgresSchema.migrate(session)
                return try session.rows("SELECT current_schema()").first?.decode(String.self) ?? "public"
            }
            return PostgresEngine(connections: connections, schema: nil, trainerSchema: PostgresSchema.quoted(trainerSchema))
        } catch let error as PSQLError {
            throw PostgresStoreError.cannotOpen(address.description, error)
        }
    }

    /// The engine of the workspace with that id, in a schema of its own, created or migrated now; nil when the
    /// trainer's table no longer lists the workspace (removed meanwhile, maybe by another process), so that no
    /// schema outlives its workspace.
    func workspace(id: String) async throws -> PostgresEngine? {
        let schema = PostgresSchema.workspaceSchema(id)
        let listed = try await connections.run(in: nil) { [trainerSchema] session in
            try PostgresSchema.migrate(session, workspace: (schema: schema, id: id, listedIn: trainerSchema))
        }
        return listed ? PostgresEngine(connections: connections, schema: schema, trainerSchema: trainerSchema) : nil
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await Self.unavailableWhenAway {
            try await connections.run(in: schema) { session in try PostgresTransaction.run(.read, in: session, value).value }
        }
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        let (value, changed) = try await Self.unavailableWhenAway {
            try await connections.run(in: schema) { session in
                try Self.retrying { try PostgresTransaction.run(.write, in: session, updates) }
            }
        }
        if changed { changes.committed() }
        return value
    }

    /// Runs `transaction` until PostgreSQL keeps it, waiting a little longer (at random) after each refusal for
    /// a serialization failure or a deadlock, so that writes refused together do not meet again; past
    /// `retryingFor`, the store is unavailable rather than the refusal the client's.
    private static func retrying<T>(_ transaction: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(retryingFor)
        var attempt = 1
        while true {
            do {
                return try transaction()
            } catch let error as PSQLError where error.refusedForOverlapping {
                guard Date() < deadline else { throw StoreUnavailable(reason: "PostgreSQL refused a write \(attempt) times for overlapping others") }
                Thread.sleep(forTimeInterval: .random(in: 0...min(TimeInterval(1 << min(attempt, 10)) / 1_000, 0.1)))
                attempt += 1
            }
        }
    }

    /// The database away (unreachable, stopped answering, shutting down) is the store unavailable; any other error,
    /// the services' own among them, goes as it is.
    private static func unavailableWhenAway<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as PSQLError where error.meansTheDatabaseIsAway {
            throw StoreUnavailable(reason: String(reflecting: error))
        } catch let error where error is ChannelError || error is IOError || error is NIOConnectionError || error is NIOThreadPoolError.ThreadPoolInactive {
            throw StoreUnavailable(reason: "\(error)")
        }
    }
}

extension PSQLError {
    /// A serialization failure (40001) or a deadlock (40P01): the transaction may succeed if run again.
    fileprivate var refusedForOverlapping: Bool {
        guard let state = serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }

    /// No answer from the server (the connection failed or closed), or the server's word that it cannot serve now:
    /// a connection exception (08…), an operator intervention such as a shutdown (57…), insufficient resources (53…).
    fileprivate var meansTheDatabaseIsAway: Bool {
        guard let state = serverInfo?[.sqlState] else { return true }
        return ["08", "57", "53"].contains(String(state.prefix(2)))
    }
}
