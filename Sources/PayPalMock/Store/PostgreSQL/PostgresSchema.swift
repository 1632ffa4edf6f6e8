import PostgresNIO

/// The store's tables in PostgreSQL, created and migrated by the engine as it opens: `payterm_schema` holds how
/// many of `migrations` the database has had. Backends starting together take turns by an advisory lock.
enum PostgresSchema {
    /// Each migration's statements (one a query: postgres-nio sends no batches), in order; never edit a published one.
    static let migrations: [[PostgresQuery]] = [
        [
            // `position` is the order documents and aliases were first saved in: an update keeps it.
            """
            CREATE TABLE documents (
                kind TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL,
                position BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
                PRIMARY KEY (kind, id)
            )
            """,
            """
            CREATE TABLE aliases (
                space TEXT NOT NULL, alias TEXT NOT NULL, id TEXT NOT NULL,
                position BIGINT GENERATED ALWAYS AS IDENTITY,
                PRIMARY KEY (space, alias)
            )
            """,
            "CREATE TABLE settings (key TEXT PRIMARY KEY, body TEXT NOT NULL)",
            "CREATE TABLE journal (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, debug_id TEXT, entry TEXT NOT NULL)",
            "CREATE INDEX journal_by_debug_id ON journal (debug_id)",
            """
            CREATE TABLE idempotent_answers (
                client_id TEXT NOT NULL, route TEXT NOT NULL, request_id TEXT NOT NULL,
                status INTEGER NOT NULL, body BYTEA NOT NULL, expires_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (client_id, route, request_id)
            )
            """,
            "CREATE INDEX idempotent_answers_by_expiry ON idempotent_answers (expires_at)",
            "CREATE TABLE workspaces (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, port INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE unknown_logins (name_digest TEXT PRIMARY KEY, counter TEXT NOT NULL, touched_at TIMESTAMPTZ NOT NULL)",
        ],
        // Each trainee's drills, with their workspace: a trainer's reset keeps them, a removal takes them.
        ["CREATE TABLE workspace_progress (workspace_id TEXT PRIMARY KEY, body TEXT NOT NULL)"],
        // The class's drills, kept once: each workspace's row held them all, and every assignment rewrote every row.
        [
            "CREATE TABLE drill_assignments (drill TEXT PRIMARY KEY, position BIGINT NOT NULL, body TEXT NOT NULL)",
            """
            INSERT INTO drill_assignments (drill, position, body)
            SELECT assigned.value ->> 'drill', min(assigned.n), (array_agg(assigned.value::text ORDER BY assigned.n))[1]
            FROM workspace_progress, jsonb_array_elements(workspace_progress.body::jsonb -> 'assignments') WITH ORDINALITY AS assigned(value, n)
            GROUP BY assigned.value ->> 'drill'
            """,
        ],
        // Searches read the documents they find by an index, newest first, not every document of the kind.
        SearchedField.all.map(PostgresDocumentCondition.index),
    ]

    /// A workspace's tables: the trainer's, in a schema of the workspace's own, named by its id.
    static func workspaceSchema(_ id: String) -> String {
        quoted("payterm_workspace_" + id)
    }

    /// `name` as an SQL identifier, in double quotes, each of its own doubled.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Brings the database (or, given `workspace`, that workspace's schema, which it creates) up to the last
    /// migration, in one transaction. A workspace's schema is made only while the trainer's `workspaces` table
    /// lists it, and the row is locked meanwhile, so a removal (which deletes the row and drops the schema in one
    /// transaction) either waits for it or is seen by it: false then, and nothing is made.
    @discardableResult
    static func migrate(_ session: PostgresSession, workspace: (schema: String, id: String, listedIn: String)? = nil) throws -> Bool {
        try session.execute("BEGIN")
        do {
            try session.execute("SELECT pg_advisory_xact_lock(hashtext('payterm_schema'))")
            if let workspace {
                guard try !session.rows("SELECT 1 FROM \(unescaped: workspace.listedIn).workspaces WHERE id = \(workspace.id) FOR SHARE").isEmpty else {
                    try session.execute("ROLLBACK")
                    return false
                }
                try session.execute("CREATE SCHEMA IF NOT EXISTS \(unescaped: workspace.schema)")
                try session.execute("SET LOCAL search_path TO \(unescaped: workspace.schema)")
            }
            try session.execute("CREATE TABLE IF NOT EXISTS payterm_schema (version INTEGER NOT NULL)")
            var version = try session.rows("SELECT version FROM payterm_schema").first?.decode(Int.self) ?? -1
            if version < 0 {
                try session.execute("INSERT INTO payterm_schema (version) VALUES (0)")
                version = 0
            }
            guard version <= migrations.count else { throw PostgresStoreError.newerSchema(version) }
            for statements in migrations[version...] {
                for statement in statements { try session.execute(statement) }
            }
            try session.execute("UPDATE payterm_schema SET version = \(migrations.count)")
            try session.execute("COMMIT")
            return true
        } catch {
            _ = try? session.execute("ROLLBACK")
            throw error
        }
    }
}
