import Foundation
import PostgresNIO

/// One PostgreSQL transaction of the store: each primitive is one query, sent and waited for on the engine's thread.
final class PostgresTransaction: StoreTransaction {
    enum Mode {
        /// One committed state, changing nothing.
        case read
        /// Alone among the store's writes, in every process on the database: of two overlapping writes that could
        /// not have run one after the other, PostgreSQL refuses one (40001), and the engine runs it again.
        case write

        var begin: PostgresQuery {
            switch self {
            case .read: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
            case .write: "BEGIN ISOLATION LEVEL SERIALIZABLE"
            }
        }
    }

    private let session: PostgresSession
    /// The first query PostgreSQL refused: it refuses every later one, and the transaction must not commit, even
    /// when the closure went on after the error.
    private var failure: (any Error)?
    /// Documents or aliases inserted or updated, for `StoreChanges`.
    private var changedDocumentsOrAliases = false

    private init(session: PostgresSession) {
        self.session = session
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws. `changed` says
    /// whether the committed transaction inserted or updated documents or aliases.
    static func run<T>(
        _ mode: Mode, in session: PostgresSession, _ body: (any StoreTransaction) throws -> T
    ) throws -> (value: T, changed: Bool) {
        try session.execute(mode.begin)
        let transaction = PostgresTransaction(session: session)
        do {
            let value = try body(transaction)
            if let failure = transaction.failure { throw failure }
            let end = try session.execute("COMMIT")
            guard end.command == "COMMIT" else { throw PostgresStoreError.notCommitted(end.command) }
            return (value, transaction.changedDocumentsOrAliases)
        } catch {
            // A connection given up on (its query outlived the deadline) is closing: nothing more is sent on it.
            guard !session.abandoned.isSet else { throw error }
            do {
                try session.execute("ROLLBACK")
            } catch {
                // A connection that cannot roll back is not given to the next transaction; nor is its close waited
                // for, which a server that stopped answering never finishes.
                session.abandoned.set()
                session.connection.closeUnwaited()
            }
            throw error
        }
    }

    // MARK: Queries

    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        do {
            return try session.rows(query)
        } catch {
            failure = failure ?? error
            throw error
        }
    }

    /// How many rows the statement inserted, updated or deleted.
    @discardableResult
    func execute(_ query: PostgresQuery) throws -> Int {
        do {
            return try session.execute(query).rows ?? 0
        } catch {
            failure = failure ?? error
            throw error
        }
    }

    func texts(_ query: PostgresQuery) throws -> [String] {
        try rows(query).map { try $0.decode(String.self) }
    }

    // MARK: Documents

    func documentBody(kind: String, id: String) throws -> String? {
        try texts("SELECT body FROM documents WHERE kind = \(kind) AND id = \(id)").first
    }

    func documentBodies(kind: String) throws -> [String] {
        try texts("SELECT body FROM documents WHERE kind = \(kind) ORDER BY position")
    }

    func saveDocumentBody(_ body: String, kind: String, id: String) throws {
        try execute(
            "INSERT INTO documents (kind, id, body) VALUES (\(kind), \(id), \(body)) ON CONFLICT (kind, id) DO UPDATE SET body = excluded.body")
        changedDocumentsOrAliases = true
    }

    func deleteDocument(kind: String, id: String) throws {
        try execute("DELETE FROM documents WHERE kind = \(kind) AND id = \(id)")
    }

    func documentCount(kind: String) throws -> Int {
        try rows("SELECT count(*) FROM documents WHERE kind = \(kind)").first?.decode(Int.self) ?? 0
    }

    func documentIds(among ids: [String]) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        return try texts("SELECT id FROM documents WHERE id = ANY(\(ids))")
    }

    func newestDocumentIds(kind: String, where filter: DocumentFilter, limit: Int) throws -> [String] {
        try texts(PostgresDocumentCondition.newest(kind: kind, where: filter, limit: limit))
    }

    func lastDocumentPosition() throws -> Int64 {
        try rows("SELECT coalesce(max(position), 0) FROM documents").first?.decode(Int64.self) ?? 0
    }

    func documentIds(after position: Int64, kinds: [String]) throws -> [String] {
        try texts("SELECT id FROM documents WHERE position > \(position) AND kind = ANY(\(kinds)) ORDER BY position")
    }

    // MARK: Aliases

    func insertAlias(_ alias: String, in space: AliasSpace, for id: String) throws -> Bool {
        let inserted = try execute("INSERT INTO aliases (space, alias, id) VALUES (\(space.name), \(alias), \(id)) ON CONFLICT DO NOTHING") > 0
        if inserted { changedDocumentsOrAliases = true }
        return inserted
    }

    func aliasOwner(_ alias: String, in space: AliasSpace) throws -> String? {
        try texts("SELECT id FROM aliases WHERE space = \(space.name) AND alias = \(alias)").first
    }

    func aliasOwners(in space: AliasSpace) throws -> [String] {
        try texts("SELECT id FROM aliases WHERE space = \(space.name) ORDER BY position")
    }

    func deleteAlias(_ alias: String, in space: AliasSpace) throws {
        try execute("DELETE FROM aliases WHERE space = \(space.name) AND alias = \(alias)")
    }

    func aliases(among aliases: [String]) throws -> [String] {
        guard !aliases.isEmpty else { return [] }
        return try texts("SELECT alias FROM aliases WHERE alias = ANY(\(aliases))")
    }

    // MARK: Settings

    func settingBody(key: String) throws -> String? {
        try texts("SELECT body FROM settings WHERE key = \(key)").first
    }

    func saveSettingBody(_ body: String, key: String) throws {
        try execute("INSERT INTO settings (key, body) VALUES (\(key), \(body)) ON CONFLICT (key) DO UPDATE SET body = excluded.body")
    }

    // MARK: Unknown log-ins

    func unknownLoginCounter(digest: String) throws -> String? {
        try texts("SELECT counter FROM unknown_logins WHERE name_digest = \(digest)").first
    }

    func saveUnknownLoginCounter(_ counter: String, digest: String, touchedAt now: Date, forgettingBefore cutoff: Date) throws {
        try execute("DELETE FROM unknown_logins WHERE touched_at < \(cutoff)")
        try execute("""
            INSERT INTO unknown_logins (name_digest, counter, touched_at) VALUES (\(digest), \(counter), \(now))
            ON CONFLICT (name_digest) DO UPDATE SET counter = excluded.counter, touched_at = excluded.touched_at
            """)
    }

    func deleteUnknownLoginCounters() throws {
        try execute("DELETE FROM unknown_logins")
    }
}
