import Foundation
import Logging
import PostgresNIO
import Testing
@testable import PayPalMock

/// The PostgreSQL server the tests use, at PAYTERM_TEST_POSTGRES (Scripts/test starts one for its run): each
/// test gets a database of its own, dropped after it.
enum TestPostgres {
    static let address = ProcessInfo.processInfo.environment["PAYTERM_TEST_POSTGRES"]

    /// Whether the tests that need the server run: always under CI, where they fail without one; by hand only
    /// when there is one.
    static let enabled = address != nil || ProcessInfo.processInfo.environment["CI"] != nil

    static let absent: Comment = "PAYTERM_TEST_POSTGRES names no PostgreSQL server (Scripts/test starts one)"

    /// Runs `body` with the address of a new, empty database, dropped after.
    static func withDatabase<T>(_ body: (String) async throws -> T) async throws -> T {
        guard let address, var url = URLComponents(string: address) else { throw TestPostgresMissing() }
        let name = "payterm_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        try await administer("CREATE DATABASE \(name)")
        url.path = "/\(name)"
        do {
            let value = try await body(url.string!)
            try await administer("DROP DATABASE \(name) WITH (FORCE)")
            return value
        } catch {
            try? await administer("DROP DATABASE \(name) WITH (FORCE)")
            throw error
        }
    }

    /// Runs `body` on an engine of its own database.
    static func withEngine<T>(threads: Int = 4, _ body: (PostgresEngine) async throws -> T) async throws -> T {
        try await withDatabase { address in try await body(PostgresEngine.open(at: PostgresAddress(address), threads: threads)) }
    }

    private static func administer(_ sql: String) async throws {
        guard let address else { throw TestPostgresMissing() }
        try await execute(sql, at: address)
    }

    /// Runs one statement in the database at `address`, beside the store.
    static func execute(_ sql: String, at address: String) async throws {
        _ = try await count(sql, at: address)
    }

    /// Runs one statement in the database at `address`, beside the store: the number in its first row's first
    /// column, 0 when it answers no row.
    static func count(_ sql: String, at address: String) async throws -> Int {
        try await connected(to: address) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).collect().first?.decode(Int.self) ?? 0
        }
    }

    /// How PostgreSQL would run `query` in the database at `address` where it can help it, by indexes (a
    /// sequential scan only where no index serves): its plan's lines.
    static func plan(of query: PostgresQuery, at address: String) async throws -> [String] {
        try await connected(to: address) { connection, logger in
            _ = try await connection.query("SET enable_seqscan = off", logger: logger).collect()
            let explained = PostgresQuery(unsafeSQL: "EXPLAIN " + query.sql, binds: query.binds)
            return try await connection.query(explained, logger: logger).collect().map { try $0.decode(String.self) }
        }
    }

    private static func connected<T>(to address: String, _ body: (PostgresConnection, Logger) async throws -> T) async throws -> T {
        let logger = Logger(label: "payterm.tests.postgres")
        let connection = try await PostgresConnection.connect(configuration: PostgresAddress(address).configuration, id: 0, logger: logger)
        do {
            let value = try await body(connection, logger)
            try await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

struct TestPostgresMissing: Error, CustomStringConvertible {
    var description: String { "\(TestPostgres.absent)" }
}
