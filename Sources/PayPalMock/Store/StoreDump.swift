import Foundation

/// Everything a store keeps, row by row, in the order it was written: a state on its way from one store to
/// another (`payterm serve --import FILE`).
struct StoreDump: Sendable {
    struct Document: Sendable { var kind, id, body: String }
    struct Alias: Sendable { var space, alias, id: String }
    struct Setting: Sendable { var key, body: String }
    struct Answer: Sendable { var key: IdempotencyKey; var answer: WireResponse; var expiry: Date }
    struct LoginCounter: Sendable { var digest, counter: String; var touchedAt: Date }

    var documents: [Document] = []
    var aliases: [Alias] = []
    var settings: [Setting] = []
    var journal: [JournalRow] = []
    var answers: [Answer] = []
    var loginCounters: [LoginCounter] = []
    var workspaces: [WorkspaceRecord] = []

    /// What it holds, for the one who moves it: "120 documents, 64 aliases, 1 setting".
    var summary: String {
        let counts: [(count: Int, one: String, many: String)] = [
            (documents.count, "document", "documents"), (aliases.count, "alias", "aliases"), (settings.count, "setting", "settings"),
            (journal.count, "journal entry", "journal entries"), (answers.count, "idempotent answer", "idempotent answers"),
            (loginCounters.count, "log-in counter", "log-in counters"), (workspaces.count, "workspace", "workspaces"),
        ]
        return counts.filter { $0.count > 0 }.map { "\($0.count) \($0.count == 1 ? $0.one : $0.many)" }.joined(separator: ", ")
    }
}

extension Store {
    /// Copies a state into this store, which must hold none yet (no document: it was never seeded), in one
    /// transaction. A trainer's workspaces come as records only: each one's own state stays in its file.
    func load(_ dump: StoreDump) async throws {
        try await write { db in
            guard try db.lastDocumentPosition() == 0 else { throw StoreNotEmpty() }
            for document in dump.documents { try db.saveDocumentBody(document.body, kind: document.kind, id: document.id) }
            for alias in dump.aliases { _ = try db.insertAlias(alias.alias, in: AliasSpace(name: alias.space), for: alias.id) }
            for setting in dump.settings { try db.saveSettingBody(setting.body, key: setting.key) }
            try db.appendJournalEntries(dump.journal, keeping: Journal.capacity)
            for kept in dump.answers { try db.saveIdempotentAnswer(kept.answer, for: kept.key, at: .distantPast, until: kept.expiry) }
            for counter in dump.loginCounters {
                try db.saveUnknownLoginCounter(counter.counter, digest: counter.digest, touchedAt: counter.touchedAt, forgettingBefore: .distantPast)
            }
            for workspace in dump.workspaces { _ = try db.insertWorkspace(workspace) }
        }
    }

    /// Copies the state a SQLite file keeps (as `payterm serve --db` left it, migrated first when older) into this
    /// store, which must hold none yet; returns what was copied.
    public func importState(fromSQLite path: String) async throws -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        let dump = try SQLiteEngine.open(at: path).dump()
        try await load(dump)
        return dump.summary
    }
}

/// An import into a store that holds a state already, which it would mix with.
public struct StoreNotEmpty: Error, CustomStringConvertible {
    public var description: String { "The store holds a state already: import into an empty one (a new database, or a new file)." }
}
