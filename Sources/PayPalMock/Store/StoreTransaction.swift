import Foundation

/// One transaction on the store, as a `Store.read` or `Store.write` closure gets it: everything the backend keeps,
/// in the few shapes it keeps it in. Each store (SQLite, PostgreSQL) answers these in its own SQL; the services
/// build on them alone (`StoredDocument`'s typed documents, aliases and settings above all), never on a database's
/// own API, so that what holds on one store holds on the other.
///
/// A write's transaction is all-or-nothing and sees no other write under way: the services read, decide and
/// write in one closure, as if they were alone.
protocol StoreTransaction: AnyObject {
    // MARK: Documents: a JSON body by kind and id, listed in the order each was first saved

    func documentBody(kind: String, id: String) throws -> String?
    func documentBodies(kind: String) throws -> [String]
    func saveDocumentBody(_ body: String, kind: String, id: String) throws
    func deleteDocument(kind: String, id: String) throws
    func documentCount(kind: String) throws -> Int
    /// Which of `ids` are documents' ids (of any kind).
    func documentIds(among ids: [String]) throws -> [String]
    /// The ids of the newest documents of a kind (by their `createdAt`, then by when first saved) that `filter` keeps.
    func newestDocumentIds(kind: String, where filter: DocumentFilter, limit: Int) throws -> [String]
    /// Where the newest document stands in the order documents were first saved: `documentIds(after:kinds:)` lists
    /// the ones saved since.
    func lastDocumentPosition() throws -> Int64
    func documentIds(after position: Int64, kinds: [String]) throws -> [String]

    // MARK: Aliases: second keys of documents, unique in their space, stored lower-cased

    /// False when the alias is taken already.
    func insertAlias(_ alias: String, in space: AliasSpace, for id: String) throws -> Bool
    func aliasOwner(_ alias: String, in space: AliasSpace) throws -> String?
    func aliasOwners(in space: AliasSpace) throws -> [String]
    func deleteAlias(_ alias: String, in space: AliasSpace) throws
    /// Which of `aliases` are aliases (in any space).
    func aliases(among aliases: [String]) throws -> [String]

    // MARK: Settings: one JSON body a key

    func settingBody(key: String) throws -> String?
    func saveSettingBody(_ body: String, key: String) throws

    // MARK: Failed log-ins for names no account has, by the name's digest

    func unknownLoginCounter(digest: String) throws -> String?
    /// Keeps the counter, and forgets every counter untouched since `cutoff`.
    func saveUnknownLoginCounter(_ counter: String, digest: String, touchedAt now: Date, forgettingBefore cutoff: Date) throws
    func deleteUnknownLoginCounters() throws

    // MARK: PayPal-Request-Id answers

    /// The answer kept for `key`, unless it expired by `now`; nil while the key is only claimed.
    func idempotentAnswer(_ key: IdempotencyKey, at now: Date) throws -> WireResponse?
    /// Claims `key` until `expiry` for a request about to run its operation: false when an answer is kept under it,
    /// or another request holds an unexpired claim.
    func claimIdempotencyKey(_ key: IdempotencyKey, at now: Date, until expiry: Date) throws -> Bool
    /// Gives up a claim whose operation failed, so that the request can be sent again with the same id.
    func releaseIdempotencyKey(_ key: IdempotencyKey) throws
    /// Keeps the answer until `expiry` (replacing the claim, or an expired answer, under the same key), and forgets
    /// every answer expired by `now`.
    func saveIdempotentAnswer(_ answer: WireResponse, for key: IdempotencyKey, at now: Date, until expiry: Date) throws

    // MARK: The journal: entries in the order written

    /// Appends the entries, then forgets all but the newest `capacity`.
    func appendJournalEntries(_ entries: [JournalRow], keeping capacity: Int) throws
    /// The newest entries first.
    func journalEntries(limit: Int) throws -> [String]
    /// The newest entries first whose answer carried `debugId`.
    func journalEntries(debugId: String, limit: Int) throws -> [String]

    // MARK: The trainer's workspaces

    /// Every workspace, by name.
    func workspaces() throws -> [WorkspaceRecord]
    func workspace(named name: String) throws -> WorkspaceRecord?
    func workspaceCount() throws -> Int
    /// False when a workspace has the name already.
    func insertWorkspace(_ workspace: WorkspaceRecord) throws -> Bool
    /// False when the workspace is gone.
    func updateWorkspacePort(id: String, port: Int) throws -> Bool
    func deleteWorkspace(id: String) throws
    /// The trainee's drills in the workspace (`DrillAttempt`s, as JSON), kept with its row; nil when none yet.
    func workspaceProgress(id: String) throws -> String?
    /// False when the workspace is gone.
    func saveWorkspaceProgress(_ body: String, id: String) throws -> Bool

    // MARK: The class's drills, assigned once for every workspace

    /// The drills assigned (`DrillAssignment`s, as JSON), in the order each was first assigned.
    func drillAssignments() throws -> [String]
    /// Keeps the drill's assignment: one assigned again keeps its place, with its new body.
    func saveDrillAssignment(_ body: String, drill: String) throws
    func deleteDrillAssignments() throws

    // MARK: Everything

    /// Forgets every document, alias, setting, journal entry, idempotent answer and log-in counter: all but the
    /// workspaces, which are the trainer's class, not the trainer's payments.
    func deleteAllButWorkspaces() throws
}

/// A journal entry as the store keeps it: its JSON text, and the debug id its answer carried (found by).
struct JournalRow: Sendable {
    var debugId: String?
    var entry: String
}

/// Which documents a search keeps, by the values in their JSON bodies: each store writes it in its own SQL.
indirect enum DocumentFilter: Sendable {
    /// The text at a searched field equals `value` (in lower case when the field ignores case); a number there
    /// equals no text.
    case equals(SearchedField, String)
    /// Some element of the array at `array` has a text at `field` equal, ignoring case, to one of `values`: not
    /// indexed, so it is kept to a kind of few documents (pay keys' receivers).
    case anyElement(array: [String], field: String, equalsOneOf: [String])
    case all([DocumentFilter])
    case any([DocumentFilter])
}
