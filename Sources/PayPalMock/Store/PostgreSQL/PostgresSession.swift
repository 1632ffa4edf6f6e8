import Logging
import PostgresNIO
import Synchronization

/// A PostgreSQL connection driven from one of the engine's own threads: each query goes out through postgres-nio
/// and is waited for there, off the event loops and off Swift concurrency's threads, since the services' store
/// closures are synchronous. Each waits at most `deadline`: past it, the store is unavailable, the thread is free
/// again and the connection is closed and never used again (a server that stopped answering may never finish
/// closing it).
struct PostgresSession {
    static let deadline: TimeAmount = .seconds(5)

    let connection: PostgresConnection
    let logger: Logger
    /// Set when a query outlived the deadline: the connection is not given to another transaction.
    let abandoned = Abandoned()

    final class Abandoned: Sendable {
        private let flag = Atomic<Bool>(false)
        var isSet: Bool { flag.load(ordering: .relaxed) }
        func set() { flag.store(true, ordering: .relaxed) }
    }

    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try awaited(connection.query(query, logger: logger)).rows
    }

    @discardableResult
    func execute(_ query: PostgresQuery) throws -> PostgresQueryMetadata {
        try awaited(connection.query(query, logger: logger)).metadata
    }

    private func awaited<T: Sendable>(_ answer: EventLoopFuture<T>) throws -> T {
        let settled = answer.eventLoop.makePromise(of: T.self)
        let overdue = answer.eventLoop.scheduleTask(in: Self.deadline) { [connection, abandoned] in
            abandoned.set()
            settled.fail(StoreUnavailable(reason: "PostgreSQL did not answer a query in time"))
            connection.closeUnwaited()
        }
        answer.whenComplete { result in
            overdue.cancel()
            settled.completeWith(result)
        }
        return try settled.futureResult.wait()
    }
}
