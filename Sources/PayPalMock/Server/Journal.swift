import Foundation
import GRDB

/// The record of recent requests and responses, secrets masked, kept in the store.
struct Journal: Sendable {
    static let capacity = 1_000

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
    }

    let store: Store

    func record(_ exchange: Exchange) async throws {
        let entry = try Self.entryText(exchange)
        try await store.write { db in
            try db.execute(sql: "INSERT INTO journal (entry) VALUES (?)", arguments: [entry])
            try db.execute(sql: "DELETE FROM journal WHERE id <= ?", arguments: [db.lastInsertedRowID - Int64(Self.capacity)])
        }
    }

    /// The newest entries first, as one JSON document: `{"entries": [...]}`.
    func recent(limit: Int) async throws -> Data {
        let entries = try await store.read { db in
            try String.fetchAll(db, sql: "SELECT entry FROM journal ORDER BY id DESC LIMIT ?", arguments: [limit])
        }
        return Data(("{\"entries\":[" + entries.joined(separator: ",") + "]}").utf8)
    }

    private static func entryText(_ exchange: Exchange) throws -> String {
        var headers: [String: String] = [:]
        for (name, value) in exchange.requestHeaders {
            headers[name.lowercased()] = Redaction.isSecret(header: name) ? Redaction.mask : value
        }
        var request: [String: Any] = ["headers": headers]
        request["body"] = Redaction.maskedBody(exchange.requestBody)
        var response: [String: Any] = [:]
        response["body"] = Redaction.maskedBody(exchange.responseBody)
        let entry: [String: Any] = [
            "time": Timestamp.rest(exchange.time), "debug_id": exchange.debugId, "method": exchange.method,
            "path": exchange.path, "status": exchange.status, "duration_ms": exchange.durationMilliseconds,
            "request": request, "response": response,
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
