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

    private func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        do {
            return try session.rows(query)
        } catch {
            failure = failure ?? error
            throw error
        }
    }

    /// How many rows the statement inserted, updated or deleted.
    @discardableResult
    private func execute(_ query: PostgresQuery) throws -> Int {
        do {
            return try session.execute(query).rows ?? 0
        } catch {
            failure = failure ?? error
            throw error
        }
    }

    private func texts(_ query: PostgresQuery) throws -> [String] {
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

    // MARK: Idempotent answers

    func idempotentAnswer(_ key: IdempotencyKey, at now: Date) throws -> WireResponse? {
        guard let row = try rows("""
            SELECT status, body FROM idempotent_answers
            WHERE client_id = \(key.clientId) AND route = \(key.operation) AND request_id = \(key.requestId) AND expires_at > \(now)
                AND status <> 0
            """).first
        else { return nil }
        let (status, body) = try row.decode((Int, Data).self)
        return WireResponse(status: .init(code: status), body: body)
    }

    /// A claim is a row with status 0 and no body.
    func claimIdempotencyKey(_ key: IdempotencyKey, at now: Date, until expiry: Date) throws -> Bool {
        try execute("""
            INSERT INTO idempotent_answers (client_id, route, request_id, status, body, expires_at)
            VALUES (\(key.clientId), \(key.operation), \(key.requestId), 0, '', \(expiry))
            ON CONFLICT (client_id, route, request_id) DO UPDATE SET status = 0, body = '', expires_at = excluded.expires_at
            WHERE idempotent_answers.expires_at <= \(now)
            """) == 1
    }

    func releaseIdempotencyKey(_ key: IdempotencyKey) throws {
        try execute("""
            DELETE FROM idempotent_answers
            WHERE client_id = \(key.clientId) AND route = \(key.operation) AND request_id = \(key.requestId) AND status = 0
            """)
    }

    func saveIdempotentAnswer(_ answer: WireResponse, for key: IdempotencyKey, at now: Date, until expiry: Date) throws {
        try execute("DELETE FROM idempotent_answers WHERE expires_at <= \(now)")
        try execute("""
            INSERT INTO idempotent_answers (client_id, route, request_id, status, body, expires_at)
            VALUES (\(key.clientId), \(key.operation), \(key.requestId), \(answer.status.code), \(answer.body), \(expiry))
            ON CONFLICT (client_id, route, request_id) DO UPDATE SET
                status = excluded.status, body = excluded.body, expires_at = excluded.expires_at
            """)
    }

    // MARK: The journal

    func appendJournalEntries(_ entries: [JournalRow], keeping capacity: Int) throws {
        guard !entries.isEmpty else { return }
        // One statement for the batch; a debug id is never empty, so "" stands for none in the array.
        let debugIds = entries.map { $0.debugId ?? "" }
        let texts = entries.map(\.entry)
        guard let last = try rows("""
            WITH appended AS (
                INSERT INTO journal (debug_id, entry)
                SELECT nullif(debug_id, ''), entry FROM unnest(\(debugIds)::text[], \(texts)::text[]) WITH ORDINALITY AS batch(debug_id, entry, n)
                ORDER BY n
                RETURNING id
            )
            SELECT max(id) FROM appended
            """).first?.decode(Int64.self)
        else { return }
        try execute("DELETE FROM journal WHERE id <= \(last - Int64(capacity))")
    }

    func journalEntries(limit: Int) throws -> [String] {
        try texts("SELECT entry FROM journal ORDER BY id DESC LIMIT \(limit)")
    }

    func journalEntries(debugId: String, limit: Int) throws -> [String] {
        try texts("SELECT entry FROM journal WHERE debug_id = \(debugId) ORDER BY id DESC LIMIT \(limit)")
    }

    // MARK: Workspaces

    func workspaces() throws -> [WorkspaceRecord] {
        // By code point, as SQLite orders text, whatever the database's collation.
        try rows(#"SELECT id, name, port FROM workspaces ORDER BY name COLLATE "C""#).map(Self.workspace)
    }

    func workspace(named name: String) throws -> WorkspaceRecord? {
        try rows("SELECT id, name, port FROM workspaces WHERE name = \(name)").first.map(Self.workspace)
    }

    func workspaceCount() throws -> Int {
        try rows("SELECT count(*) FROM workspaces").first?.decode(Int.self) ?? 0
    }

    func insertWorkspace(_ workspace: WorkspaceRecord) throws -> Bool {
        try execute(
            "INSERT INTO workspaces (id, name, port) VALUES (\(workspace.id), \(workspace.name), \(workspace.port)) ON CONFLICT (name) DO NOTHING"
        ) == 1
    }

    func updateWorkspacePort(id: String, port: Int) throws -> Bool {
        try execute("UPDATE workspaces SET port = \(port) WHERE id = \(id)") == 1
    }

    /// Its row, and its schema with all it holds, at once.
    func deleteWorkspace(id: String) throws {
        try execute("DELETE FROM workspaces WHERE id = \(id)")
        try execute("DELETE FROM workspace_progress WHERE workspace_id = \(id)")
        try execute("DROP SCHEMA IF EXISTS \(unescaped: PostgresSchema.workspaceSchema(id)) CASCADE")
    }

    func workspaceProgress(id: String) throws -> String? {
        try rows("SELECT body FROM workspace_progress WHERE workspace_id = \(id)").first?.decode(String.self)
    }

    func saveWorkspaceProgress(_ body: String, id: String) throws -> Bool {
        guard try !rows("SELECT 1 FROM workspaces WHERE id = \(id)").isEmpty else { return false }
        try execute(
            "INSERT INTO workspace_progress (workspace_id, body) VALUES (\(id), \(body)) ON CONFLICT (workspace_id) DO UPDATE SET body = excluded.body")
        return true
    }

    func drillAssignments() throws -> [String] {
        try rows("SELECT body FROM drill_assignments ORDER BY position").map { try $0.decode(String.self) }
    }

    func saveDrillAssignment(_ body: String, drill: String) throws {
        try execute("""
            INSERT INTO drill_assignments (drill, position, body)
            VALUES (\(drill), (SELECT coalesce(max(position), 0) + 1 FROM drill_assignments), \(body))
            ON CONFLICT (drill) DO UPDATE SET body = excluded.body
            """)
    }

    func deleteDrillAssignments() throws {
        try execute("DELETE FROM drill_assignments")
    }

    func deleteAllButWorkspaces() throws {
        for table in ["documents", "aliases", "journal", "idempotent_answers", "settings", "unknown_logins"] {
            try execute(PostgresQuery(unsafeSQL: "DELETE FROM \(table)"))
        }
    }

    private static func workspace(_ row: PostgresRow) throws -> WorkspaceRecord {
        let (id, name, port) = try row.decode((String, String, Int).self)
        return WorkspaceRecord(id: id, name: name, port: port)
    }
}
