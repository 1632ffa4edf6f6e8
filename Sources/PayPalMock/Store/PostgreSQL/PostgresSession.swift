import Logging
import PostgresNIO

/// A PostgreSQL connection driven from one of the engine's own threads: each query goes out through postgres-nio
/// and is waited for there, off the event loops and off Swift concurrency's threads, since the services' store
/// closures are synchronous.
struct PostgresSession {
    let connection: PostgresConnection
    let logger: Logger

    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try connection.query(query, logger: logger).wait().rows
    }

    @discardableResult
    func execute(_ query: PostgresQuery) throws -> PostgresQueryMetadata {
        try connection.query(query, logger: logger).wait().metadata
    }
}
