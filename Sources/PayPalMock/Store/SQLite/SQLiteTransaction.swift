import Foundation
import GRDB

/// The SQLite store's transactions are GRDB's database connections. Its statements are compiled once per
/// connection (`cachedStatement`): SQLite's parser and GRDB's authorizer had cost a quarter of a checkout's CPU.
extension Database: StoreTransaction {
    func documentBody(kind: String, id: String) throws -> String? {
        try String.fetchOne(cachedStatement(sql: "SELECT body FROM documents WHERE kind = ? AND id = ?"), arguments: [kind, id])
    }

    func documentBodies(kind: String) throws -> [String] {
        try String.fetchAll(cachedStatement(sql: "SELECT body FROM documents WHERE kind = ? ORDER BY rowid"), arguments: [kind])
    }

    func saveDocumentBody(_ body: String, kind: String, id: String) throws {
        try cachedStatement(
            sql: "INSERT INTO documents (kind, id, body) VALUES (?, ?, ?) ON CONFLICT(kind, id) DO UPDATE SET body = excluded.body"
        ).execute(arguments: [kind, id, body])
    }

    func deleteDocument(kind: String, id: String) throws {
        try cachedStatement(sql: "DELETE FROM documents WHERE kind = ? AND id = ?").execute(arguments: [kind, id])
    }

    func documentCount(kind: String) throws -> Int {
        try Int.fetchOne(cachedStatement(sql: "SELECT count(*) FROM documents WHERE kind = ?"), arguments: [kind]) ?? 0
    }

    func documentIds(among ids: [String]) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        return try String.fetchAll(self, sql: "SELECT id FROM documents WHERE id IN (\(Self.marks(ids.count)))", arguments: StatementArguments(ids))
    }

    func newestDocumentIds(kind: String, where filter: DocumentFilter, limit: Int) throws -> [String] {
        let query = SQLiteDocumentCondition.newest(kind: kind, where: filter, limit: limit)
        return try String.fetchAll(self, sql: query.sql, arguments: query.arguments)
    }

    func lastDocumentPosition() throws -> Int64 {
        try Int64.fetchOne(self, sql: "SELECT MAX(rowid) FROM documents") ?? 0
    }

    func documentIds(after position: Int64, kinds: [String]) throws -> [String] {
        try String.fetchAll(
            self, sql: "SELECT id FROM documents WHERE rowid > ? AND kind IN (\(Self.marks(kinds.count))) ORDER BY rowid",
            arguments: StatementArguments([position] + kinds))
    }

    func insertAlias(_ alias: String, in space: AliasSpace, for id: String) throws -> Bool {
        try cachedStatement(sql: "INSERT INTO aliases (space, alias, id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
            .execute(arguments: [space.name, alias, id])
        return changesCount > 0
    }

    func aliasOwner(_ alias: String, in space: AliasSpace) throws -> String? {
        try String.fetchOne(cachedStatement(sql: "SELECT id FROM aliases WHERE space = ? AND alias = ?"), arguments: [space.name, alias])
    }

    func aliasOwners(in space: AliasSpace) throws -> [String] {
        try String.fetchAll(cachedStatement(sql: "SELECT id FROM aliases WHERE space = ? ORDER BY rowid"), arguments: [space.name])
    }

    func deleteAlias(_ alias: String, in space: AliasSpace) throws {
        try cachedStatement(sql: "DELETE FROM aliases WHERE space = ? AND alias = ?").execute(arguments: [space.name, alias])
    }

    func aliases(among aliases: [String]) throws -> [String] {
        guard !aliases.isEmpty else { return [] }
        return try String.fetchAll(
            self, sql: "SELECT alias FROM aliases WHERE alias IN (\(Self.marks(aliases.count)))", arguments: StatementArguments(aliases))
    }

    func settingBody(key: String) throws -> String? {
        try String.fetchOne(cachedStatement(sql: "SELECT body FROM settings WHERE key = ?"), arguments: [key])
    }

    func saveSettingBody(_ body: String, key: String) throws {
        try cachedStatement(sql: "INSERT INTO settings (key, body) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET body = excluded.body")
            .execute(arguments: [key, body])
    }

    func unknownLoginCounter(digest: String) throws -> String? {
        try String.fetchOne(cachedStatement(sql: "SELECT counter FROM unknown_logins WHERE name_digest = ?"), arguments: [digest])
    }

    func saveUnknownLoginCounter(_ counter: String, digest: String, touchedAt now: Date, forgettingBefore cutoff: Date) throws {
        try cachedStatement(sql: "DELETE FROM unknown_logins WHERE touched_at < ?").execute(arguments: [cutoff])
        try cachedStatement(
            sql: """
                INSERT INTO unknown_logins (name_digest, counter, touched_at) VALUES (?, ?, ?)
                ON CONFLICT(name_digest) DO UPDATE SET counter = excluded.counter, touched_at = excluded.touched_at
                """
        ).execute(arguments: [digest, counter, now])
    }

    func deleteUnknownLoginCounters() throws {
        try execute(sql: "DELETE FROM unknown_logins")
    }

    func idempotentAnswer(_ key: IdempotencyKey, at now: Date) throws -> WireResponse? {
        guard let row = try Row.fetchOne(
            cachedStatement(sql: """
                SELECT status, body FROM idempotent_answers
                WHERE client_id = ? AND route = ? AND request_id = ? AND expires_at > ? AND status <> 0
                """),
            arguments: [key.clientId, key.operation, key.requestId, now])
        else { return nil }
        return WireResponse(status: .init(code: row["status"]), body: row["body"])
    }

    /// A claim is a row with status 0 and no body.
    func claimIdempotencyKey(_ key: IdempotencyKey, at now: Date, until expiry: Date) throws -> Bool {
        try cachedStatement(
            sql: """
                INSERT INTO idempotent_answers (client_id, route, request_id, status, body, expires_at) VALUES (?, ?, ?, 0, x'', ?)
                ON CONFLICT(client_id, route, request_id) DO UPDATE SET status = 0, body = x'', expires_at = excluded.expires_at
                WHERE idempotent_answers.expires_at <= ?
                """
        ).execute(arguments: [key.clientId, key.operation, key.requestId, expiry, now])
        return changesCount == 1
    }

    func releaseIdempotencyKey(_ key: IdempotencyKey) throws {
        try cachedStatement(sql: "DELETE FROM idempotent_answers WHERE client_id = ? AND route = ? AND request_id = ? AND status = 0")
            .execute(arguments: [key.clientId, key.operation, key.requestId])
    }

    func saveIdempotentAnswer(_ answer: WireResponse, for key: IdempotencyKey, at now: Date, until expiry: Date) throws {
        try cachedStatement(sql: "DELETE FROM idempotent_answers WHERE expires_at <= ?").execute(arguments: [now])
        try cachedStatement(
            sql: """
                INSERT INTO idempotent_answers (client_id, route, request_id, status, body, expires_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(client_id, route, request_id) DO UPDATE SET
                    status = excluded.status, body = excluded.body, expires_at = excluded.expires_at
                """
        ).execute(arguments: [key.clientId, key.operation, key.requestId, answer.status.code, answer.body, expiry])
    }

    func appendJournalEntries(_ entries: [JournalRow], keeping capacity: Int) throws {
        let insert = try cachedStatement(sql: "INSERT INTO journal (debug_id, entry) VALUES (?, ?)")
        for row in entries { try insert.execute(arguments: [row.debugId, row.entry]) }
        try cachedStatement(sql: "DELETE FROM journal WHERE id <= ?").execute(arguments: [lastInsertedRowID - Int64(capacity)])
    }

    func journalEntries(limit: Int) throws -> [String] {
        try String.fetchAll(self, sql: "SELECT entry FROM journal ORDER BY id DESC LIMIT ?", arguments: [limit])
    }

    func journalEntries(debugId: String, limit: Int) throws -> [String] {
        try String.fetchAll(self, sql: "SELECT entry FROM journal WHERE debug_id = ? ORDER BY id DESC LIMIT ?", arguments: [debugId, limit])
    }

    func workspaces() throws -> [WorkspaceRecord] {
        try Row.fetchAll(self, sql: "SELECT id, name, port FROM workspaces ORDER BY name").map(Self.workspace)
    }

    func workspace(named name: String) throws -> WorkspaceRecord? {
        try Row.fetchOne(self, sql: "SELECT id, name, port FROM workspaces WHERE name = ?", arguments: [name]).map(Self.workspace)
    }

    func workspaceCount() throws -> Int {
        try Int.fetchOne(self, sql: "SELECT count(*) FROM workspaces") ?? 0
    }

    func insertWorkspace(_ workspace: WorkspaceRecord) throws -> Bool {
        try execute(
            sql: "INSERT INTO workspaces (id, name, port) VALUES (?, ?, ?) ON CONFLICT(name) DO NOTHING",
            arguments: [workspace.id, workspace.name, workspace.port])
        return changesCount == 1
    }

    func updateWorkspacePort(id: String, port: Int) throws -> Bool {
        try execute(sql: "UPDATE workspaces SET port = ? WHERE id = ?", arguments: [port, id])
        return changesCount == 1
    }

    func deleteWorkspace(id: String) throws {
        try execute(sql: "DELETE FROM workspaces WHERE id = ?", arguments: [id])
        try execute(sql: "DELETE FROM workspace_progress WHERE workspace_id = ?", arguments: [id])
    }

    func workspaceProgress(id: String) throws -> String? {
        try String.fetchOne(self, sql: "SELECT body FROM workspace_progress WHERE workspace_id = ?", arguments: [id])
    }

    func saveWorkspaceProgress(_ body: String, id: String) throws -> Bool {
        guard try Int.fetchOne(self, sql: "SELECT count(*) FROM workspaces WHERE id = ?", arguments: [id]) == 1 else { return false }
        try execute(
            sql: "INSERT INTO workspace_progress (workspace_id, body) VALUES (?, ?) ON CONFLICT(workspace_id) DO UPDATE SET body = excluded.body",
            arguments: [id, body])
        return true
    }

    func drillAssignments() throws -> [String] {
        try String.fetchAll(self, sql: "SELECT body FROM drill_assignments ORDER BY position")
    }

    func saveDrillAssignment(_ body: String, drill: String) throws {
        try execute(
            sql: """
                INSERT INTO drill_assignments (drill, position, body)
                VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM drill_assignments), ?)
                ON CONFLICT(drill) DO UPDATE SET body = excluded.body
                """,
            arguments: [drill, body])
    }

    func deleteDrillAssignments() throws {
        try execute(sql: "DELETE FROM drill_assignments")
    }

    func deleteAllButWorkspaces() throws {
        for table in ["documents", "aliases", "journal", "idempotent_answers", "settings", "unknown_logins"] {
            try execute(sql: "DELETE FROM \(table)")
        }
    }

    private static func workspace(_ row: Row) -> WorkspaceRecord {
        WorkspaceRecord(id: row["id"], name: row["name"], port: row["port"])
    }

    private static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
