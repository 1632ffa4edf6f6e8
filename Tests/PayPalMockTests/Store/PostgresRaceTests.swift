import Foundation
import Testing
@testable import PayPalMock

/// Backends in several processes on one PostgreSQL database are one backend: each write is alone among all of
/// theirs. Two engines on one database stand for two processes.
@Suite(.enabled(if: TestPostgres.enabled, TestPostgres.absent), .timeLimit(.minutes(3)))
struct PostgresRaceTests {
    private struct Counter: Codable {
        var count: Int
    }

    @Test func concurrentReadModifyWritesThroughTwoEnginesLoseNoUpdate() async throws {
        try await TestPostgres.withDatabase { address in
            // Opened at once, both migrate the new database: one waits for the other's migration.
            async let first = PostgresEngine.open(at: PostgresAddress(address))
            async let second = PostgresEngine.open(at: PostgresAddress(address))
            let engines = try await [first, second]
            try await engines[0].write { db in try db.saveDocumentBody(#"{"count":0}"#, kind: "counter", id: "C") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for write in 0..<16 {
                    group.addTask {
                        try await engines[write % 2].write { db in
                            var counter = try JSONDecoder().decode(Counter.self, from: Data((try db.documentBody(kind: "counter", id: "C") ?? "").utf8))
                            counter.count += 1
                            try db.saveDocumentBody(String(decoding: try JSONEncoder().encode(counter), as: UTF8.self), kind: "counter", id: "C")
                        }
                    }
                }
                try await group.waitForAll()
            }
            let body = try await engines[1].read { db in try db.documentBody(kind: "counter", id: "C") }
            #expect(body == #"{"count":16}"#)
        }
    }
}
