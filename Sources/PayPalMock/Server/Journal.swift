import Foundation
import GRDB

/// The record of recent requests and responses, secrets masked, kept in the store.
///
/// Requests do not wait for their entry to be written: entries queue here and one writer stores each
/// batch in a single transaction, which keeps journaling off the request's path. Reading the journal, and
/// stopping the backend, wait for the queue to drain.
actor Journal {
    /// The most entries kept; older ones are dropped as new ones come.
    static let capacity = 1_000
    /// The most headers of a request (and of its response) an entry keeps, and the most characters of each name
    /// and value: with bodies kept to `Redaction.bodyLimit`, an entry stays under about 70 KB and the journal
    /// under 70 MB.
    static let headerLimit = 32
    static let headerValueLimit = 512

    struct Exchange: Sendable {
        var time: Date
        var debugId: String
        var method: String
        var path: String
        /// The status the client saw: 0 when a fault kept the answer from it.
        var status: Int
        var durationMilliseconds: Int
        var requestHeaders: [(String, String)]
        var requestBody: Data
        /// The headers the backend set on the answer (the server adds `Content-Length` and `Date` as it sends).
        var responseHeaders: [(String, String)]
        var responseBody: Data
        /// The fault a tester armed that this exchange got, in words.
        var fault: String?
    }

    private let store: Store
    private var queued: [Exchange] = []
    private var writer: Task<Void, Never>?

    init(store: Store) {
        self.store = store
    }

    /// Queues the exchange; the writer stores it shortly after.
    func record(_ exchange: Exchange) {
        queued.append(exchange)
        if writer == nil { writer = Task { await writeQueued() } }
    }

    /// Waits until every queued entry is stored.
    func drain() async {
        await writer?.value
    }

    private func writeQueued() async {
        while !queued.isEmpty {
            let batch = queued.compactMap { exchange in (try? exchange.entryText()).map { (exchange.debugId, $0) } }
            queued.removeAll()
            try? await store.write { db in
                for (debugId, entry) in batch {
                    try db.execute(sql: "INSERT INTO journal (debug_id, entry) VALUES (?, ?)", arguments: [debugId, entry])
                }
                try db.execute(sql: "DELETE FROM journal WHERE id <= ?", arguments: [db.lastInsertedRowID - Int64(Self.capacity)])
            }
        }
        writer = nil
    }

    /// The newest entries first, as one JSON document: `{"entries": [...]}`.
    func recent(limit: Int) async throws -> Data {
        await drain()
        let entries = try await store.read { db in
            try String.fetchAll(db, sql: "SELECT entry FROM journal ORDER BY id DESC LIMIT ?", arguments: [limit])
        }
        return Data(("{\"entries\":[" + entries.joined(separator: ",") + "]}").utf8)
    }

    /// The entry of the exchange whose answer carried `debugId`, as one JSON object; nil when none has it.
    func entry(debugId: String) async throws -> Data? {
        await drain()
        let entry = try await store.read { db in
            try String.fetchOne(db, sql: "SELECT entry FROM journal WHERE debug_id = ? ORDER BY id DESC LIMIT 1", arguments: [debugId])
        }
        return entry.map { Data($0.utf8) }
    }
}
