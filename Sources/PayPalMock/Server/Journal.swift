import Foundation
import Synchronization

/// The record of recent requests and responses, secrets masked, kept in the store.
///
/// A request never waits on the journal: it leaves its exchange in a queue, under a lock held only to append, and
/// one writer builds the entries and stores each batch in a single transaction. Should the writer fall too far
/// behind (`queueLimit` exchanges, or `queueByteLimit` bytes of bodies), exchanges are counted as dropped instead of
/// queued, and the journal says how many. Reading the journal,
/// and stopping the backend, wait for the queue to drain.
final class Journal: Sendable {
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
        /// Why the backend did not make this call to a merchant (the entry is a call of its own, not one it
        /// received): the URL is not one of the listeners it may call.
        var refused: String? = nil
    }

    /// The most body bytes waiting for the writer: a request body may be 1 MiB.
    static let queueByteLimit = 32 << 20

    private struct Queue {
        var waiting: [Exchange] = []
        var bytes = 0
        var writer: Task<Void, Never>?
        var dropped = 0
    }

    private let store: Store
    /// The most exchanges waiting for the writer.
    private let queueLimit: Int
    private let queue = Mutex(Queue())

    init(store: Store, queueLimit: Int = 10_000) {
        (self.store, self.queueLimit) = (store, queueLimit)
    }

    /// Queues the exchange; the writer stores it shortly after.
    func record(_ exchange: Exchange) {
        queue.withLock { queue in
            let bytes = exchange.requestBody.count + exchange.responseBody.count
            guard queue.waiting.count < queueLimit, queue.bytes + bytes <= Self.queueByteLimit else { return queue.dropped += 1 }
            queue.waiting.append(exchange)
            queue.bytes += bytes
            if queue.writer == nil { queue.writer = Task { await self.writeQueued() } }
        }
    }

    /// How many exchanges were not journaled because the writer was too far behind, since the backend started.
    var dropped: Int { queue.withLock(\.dropped) }

    /// Waits until every queued entry is stored.
    func drain() async {
        while let writer = queue.withLock(\.writer) { await writer.value }
    }

    private func writeQueued() async {
        while true {
            let exchanges = queue.withLock { queue in
                let taken = queue.waiting
                queue.waiting.removeAll()
                queue.bytes = 0
                if taken.isEmpty { queue.writer = nil }
                return taken
            }
            guard !exchanges.isEmpty else { return }
            let batch = exchanges.map { JournalRow(debugId: $0.debugId, entry: $0.entryText()) }
            do {
                try await store.write { db in try db.appendJournalEntries(batch, keeping: Self.capacity) }
            } catch {
                // A store that cannot take the batch (a lost database connection) loses it: counted, never silently.
                queue.withLock { $0.dropped += batch.count }
            }
        }
    }

    /// The newest entries first, as one JSON document: `{"entries": [...], "dropped": 0}`.
    func recent(limit: Int) async throws -> Data {
        await drain()
        let entries = try await store.read { db in try db.journalEntries(limit: limit) }
        return Data(("{\"entries\":[" + entries.joined(separator: ",") + "],\"dropped\":\(dropped)}").utf8)
    }

    /// The entry of the exchange whose answer carried `debugId`, as one JSON object; nil when none has it.
    func entry(debugId: String) async throws -> Data? {
        await drain()
        let entry = try await store.read { db in try db.journalEntries(debugId: debugId, limit: 1).first }
        return entry.map { Data($0.utf8) }
    }
}
