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
    /// The most headers of a request an entry keeps, and the most characters of each name and value: with
    /// bodies kept to `Redaction.bodyLimit`, an entry stays under about 40 KB and the journal under 40 MB.
    static let headerLimit = 32
    static let headerValueLimit = 512

    struct Exchange: Sendable {
        var time: Date
        var debugId: String
        var method: String
        var path: String
        var status: Int
        var durationMilliseconds: Int
        var requestHeaders: [(String, String)]
        var requestBody: Data
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
            let batch = queued.compactMap { try? Self.entryText($0) }
            queued.removeAll()
            try? await store.write { db in
                for entry in batch {
                    try db.execute(sql: "INSERT INTO journal (entry) VALUES (?)", arguments: [entry])
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

    private static func entryText(_ exchange: Exchange) throws -> String {
        var headers: [String: String] = [:]
        for (name, value) in exchange.requestHeaders.prefix(Self.headerLimit) {
            headers[String(name.lowercased().prefix(Self.headerValueLimit))] =
                Redaction.isSecret(header: name) ? Redaction.mask : String(value.prefix(Self.headerValueLimit))
        }
        var request: [String: Any] = ["headers": headers]
        request["body"] = Redaction.maskedBody(exchange.requestBody)
        var response: [String: Any] = [:]
        response["body"] = Redaction.maskedBody(exchange.responseBody)
        var entry: [String: Any] = [
            "time": Timestamp.rest(exchange.time), "debug_id": exchange.debugId, "method": exchange.method,
            "path": exchange.path, "status": exchange.status, "duration_ms": exchange.durationMilliseconds,
            "request": request, "response": response,
        ]
        entry["fault"] = exchange.fault
        return String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
