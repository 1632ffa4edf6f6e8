import Foundation
import GRDB

/// The backend's state in SQLite: every mutation is one transaction, so a crash never leaves half of one.
public final class Store: Sendable {
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (or creates) the database file, in write-ahead-log mode.
    public static func open(at path: String) throws -> Store {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL with NORMAL sync survives a killed process; only a power loss can drop the last commits.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return try Store(writer: DatabasePool(path: path, configuration: configuration))
    }

    /// A database that lives in memory only, for tests and throwaway runs.
    public static func inMemory() throws -> Store {
        try Store(writer: DatabaseQueue())
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.write(updates)
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.read(value)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE documents (kind TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, id));
                CREATE TABLE aliases (space TEXT NOT NULL, alias TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (space, alias));
                CREATE TABLE settings (key TEXT PRIMARY KEY, body TEXT NOT NULL);
                CREATE TABLE journal (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    entry TEXT NOT NULL
                );
                """)
        }
        migrator.registerMigration("v2") { db in
            // PayPal-Request-Id answers: the exact bytes sent, kept until `expires_at` on the virtual clock.
            try db.execute(sql: """
                CREATE TABLE idempotent_answers (
                    client_id TEXT NOT NULL,
                    route TEXT NOT NULL,
                    request_id TEXT NOT NULL,
                    status INTEGER NOT NULL,
                    body BLOB NOT NULL,
                    expires_at DATETIME NOT NULL,
                    PRIMARY KEY (client_id, route, request_id)
                );
                """)
        }
        return migrator
    }
}
