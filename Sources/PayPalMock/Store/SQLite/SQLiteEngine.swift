import Foundation
import GRDB

/// The store in SQLite, through GRDB: a file in write-ahead-log mode (the embedded default), or memory alone.
/// Writes are serialized by SQLite's single writer; reads run beside them on the last committed state.
final class SQLiteEngine: StoreEngine {
    private let writer: any DatabaseWriter
    let changes = StoreChanges()
    let isSharable: Bool

    private init(writer: any DatabaseWriter, isSharable: Bool) throws {
        self.writer = writer
        self.isSharable = isSharable
        try Self.migrator.migrate(writer)
        writer.add(transactionObserver: SQLiteChangeObserver(reporting: changes), extent: .databaseLifetime)
    }

    /// Opens (or creates) the database file, in write-ahead-log mode, readable and writable by its owner alone
    /// (SQLite gives its -wal and -shm files the same permissions).
    static func open(at path: String) throws -> SQLiteEngine {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let files = FileManager.default
        if !files.fileExists(atPath: path) { _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) }
        for file in [path, path + "-wal", path + "-shm"] where files.fileExists(atPath: file) {
            try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL with NORMAL sync survives a killed process; only a power loss can drop the last commits.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return try SQLiteEngine(writer: DatabasePool(path: path, configuration: configuration), isSharable: true)
    }

    /// A database that lives in memory only, for tests and throwaway runs.
    static func inMemory() throws -> SQLiteEngine {
        try SQLiteEngine(writer: DatabaseQueue(), isSharable: false)
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await writer.write { db in try updates(db) }
    }

    /// Reads on the calling thread: a read never waits for the writer in WAL mode, and hopping to GRDB's reader
    /// queue and back cost more than the read itself.
    func read<T: Sendable>(_ value: @escaping @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try readHere { db in try value(db) }
    }

    private func readHere<T>(_ value: (Database) throws -> T) throws -> T { try writer.read(value) }

    /// Every row the file keeps, in the order written: what `Store.load` copies into another store.
    func dump() throws -> StoreDump {
        try readHere { db in
            var dump = StoreDump()
            dump.documents = try Row.fetchAll(db, sql: "SELECT kind, id, body FROM documents ORDER BY rowid").map {
                StoreDump.Document(kind: $0["kind"], id: $0["id"], body: $0["body"])
            }
            dump.aliases = try Row.fetchAll(db, sql: "SELECT space, alias, id FROM aliases ORDER BY rowid").map {
                StoreDump.Alias(space: $0["space"], alias: $0["alias"], id: $0["id"])
            }
            dump.settings = try Row.fetchAll(db, sql: "SELECT key, body FROM settings ORDER BY rowid").map { StoreDump.Setting(key: $0["key"], body: $0["body"]) }
            dump.journal = try Row.fetchAll(db, sql: "SELECT debug_id, entry FROM journal ORDER BY id").map { JournalRow(debugId: $0["debug_id"], entry: $0["entry"]) }
            dump.answers = try Row.fetchAll(
                db, sql: "SELECT client_id, route, request_id, status, body, expires_at FROM idempotent_answers WHERE status <> 0 ORDER BY rowid"
            ).map {
                StoreDump.Answer(
                    key: IdempotencyKey(clientId: $0["client_id"], operation: $0["route"], requestId: $0["request_id"]),
                    answer: WireResponse(status: .init(code: $0["status"]), body: $0["body"]), expiry: $0["expires_at"])
            }
            dump.loginCounters = try Row.fetchAll(db, sql: "SELECT name_digest, counter, touched_at FROM unknown_logins ORDER BY rowid").map {
                StoreDump.LoginCounter(digest: $0["name_digest"], counter: $0["counter"], touchedAt: $0["touched_at"])
            }
            dump.workspaces = try db.workspaces()
            return dump
        }
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
        migrator.registerMigration("v3") { db in
            // Passwords and PINs written in clear are hashed as they are read; writing them back stores only hashes.
            for buyer in try db.documents(BuyerAccount.self) { try db.save(buyer) }
            for preapproval in try db.documents(PreapprovalRecord.self) { try db.save(preapproval) }
            // Tokens were filed by their text; they are filed by digest now, so the old ones are dropped.
            try db.execute(sql: "DELETE FROM documents WHERE kind IN (?, ?)", arguments: [AccessToken.kind, BuyerSession.kind])
        }
        migrator.registerMigration("v4") { db in
            // Journal entries are looked up by the debug id their answer carried; older entries get theirs from the entry.
            try db.execute(sql: "ALTER TABLE journal ADD COLUMN debug_id TEXT")
            try db.execute(sql: "CREATE INDEX journal_by_debug_id ON journal (debug_id)")
            for row in try Row.fetchAll(db, sql: "SELECT id, entry FROM journal") {
                let entry = try? JSONSerialization.jsonObject(with: Data((row["entry"] as String).utf8)) as? [String: Any]
                try db.execute(sql: "UPDATE journal SET debug_id = ? WHERE id = ?", arguments: [entry?["debug_id"] as? String, row["id"] as Int64])
            }
        }
        migrator.registerMigration("v5") { db in
            // The trainer's class: a row a workspace, its name unique; its files and keys derive from its id.
            try db.execute(sql: """
                CREATE TABLE workspaces (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE,
                    port INTEGER NOT NULL DEFAULT 0
                );
                """)
            // The class was one setting that held every workspace's keys in clear: its workspaces keep their names
            // and files (`workspaces/NAME.sqlite`, so NAME is their id), and their keys are derived from now on.
            if let body = try String.fetchOne(db, sql: "SELECT body FROM settings WHERE key = 'classroom'"),
               let seats = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]] {
                for name in seats.compactMap({ $0["name"] as? String }) {
                    try db.execute(sql: "INSERT OR IGNORE INTO workspaces (id, name) VALUES (?, ?)", arguments: [name, name])
                }
            }
            // Overwritten, not only unlinked, so no page of the file keeps them.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            try db.execute(sql: "DELETE FROM settings WHERE key = 'classroom'")
            try db.execute(sql: "PRAGMA secure_delete = OFF")
        }
        migrator.registerMigration("v6") { db in
            // Failed log-ins for names no account has (by digest), counted as an account's are, for half an hour.
            try db.execute(sql: "CREATE TABLE unknown_logins (name_digest TEXT PRIMARY KEY, counter TEXT NOT NULL, touched_at DATETIME NOT NULL)")
        }
        migrator.registerMigration("v7") { db in
            // Each kept answer clears the expired ones: by an index, not by reading every answer.
            try db.execute(sql: "CREATE INDEX idempotent_answers_by_expiry ON idempotent_answers (expires_at)")
        }
        migrator.registerMigration("v8") { db in
            // Each trainee's drills, with their workspace: a trainer's reset keeps them, a removal takes them.
            try db.execute(sql: "CREATE TABLE workspace_progress (workspace_id TEXT PRIMARY KEY, body TEXT NOT NULL)")
        }
        migrator.registerMigration("v9") { db in
            // The class's drills, kept once: each workspace's row held them all, and every assignment rewrote every row.
            try db.execute(sql: "CREATE TABLE drill_assignments (drill TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT NOT NULL)")
            try db.execute(sql: """
                INSERT OR IGNORE INTO drill_assignments (drill, position, body)
                SELECT json_extract(assigned.value, '$.drill'), assigned.key, assigned.value
                FROM workspace_progress, json_each(workspace_progress.body, '$.assignments') AS assigned
                ORDER BY assigned.key
                """)
        }
        migrator.registerMigration("v10") { db in
            // Searches read the documents they find by an index, newest first, not every document of the kind.
            for field in SearchedField.all {
                try db.execute(sql: SQLiteDocumentCondition.index(field))
            }
        }
        return migrator
    }
}
