import Foundation
import PostgresNIO

/// The store's records besides its documents, in PostgreSQL: idempotent answers, the journal, the class's
/// workspaces and drills.
extension PostgresTransaction {
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

    fileprivate static func workspace(_ row: PostgresRow) throws -> WorkspaceRecord {
        let (id, name, port) = try row.decode((String, String, Int).self)
        return WorkspaceRecord(id: id, name: name, port: port)
    }
}
