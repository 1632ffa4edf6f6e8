import GRDB
import Testing
@testable import PayPalMock

/// Every search the backend makes reads by an index, on both engines: a support search and the authorizations'
/// expiry take the same time with 15,000 orders as with 15, instead of reading every document of the kind.
@Suite(.timeLimit(.minutes(3))) struct SearchIndexTests {
    /// Each search the support desk and the outbox's expiry sweep make, by kind.
    static let searches: [(kind: String, filter: DocumentFilter)] =
        (CaseFinder.buyerSearches("alex@personal.example.com") + CaseFinder.merchantSearches("AUJqZ9kPJOeVEwcG1a4Y5SJhOkSeZ4Xk"))
            .map { ($0.documentKind, $0.filter) }
            + AuthorizationExpiry.holding.map { (PaymentAuthorization.kind, $0) }

    @Test func everySearchReadsByAnIndexOnSQLite() async throws {
        let engine = try SQLiteEngine.inMemory()
        for search in Self.searches {
            let query = SQLiteDocumentCondition.newest(kind: search.kind, where: search.filter, limit: SupportDesk.maxResults)
            let plan = try await engine.read { db in
                try Row.fetchAll(db as! Database, sql: "EXPLAIN QUERY PLAN " + query.sql, arguments: query.arguments).map { $0["detail"] as String }
            }
            // Each value compared, not only the kind: `(kind=? AND <expr>=?)`.
            let reads = plan.filter { $0.hasPrefix("SEARCH") || $0.hasPrefix("SCAN") }
            #expect(!reads.isEmpty && reads.allSatisfy { $0.contains("USING INDEX documents_by_") && $0.contains("<expr>=?") }, "\(search.kind): \(plan)")
        }
    }

    @Test(.enabled(if: TestPostgres.enabled, TestPostgres.absent)) func everySearchReadsByAnIndexOnPostgreSQL() async throws {
        try await TestPostgres.withDatabase { address in
            _ = try await PostgresEngine.open(at: PostgresAddress(address), threads: 1)
            for search in Self.searches {
                let plan = try await TestPostgres.plan(of: PostgresDocumentCondition.newest(kind: search.kind, where: search.filter, limit: SupportDesk.maxResults), at: address)
                // By a searched field's index, its value in the index's condition (`… #>> '{payer,email}' = …`).
                let byField = plan.contains { $0.contains("Index Scan") && $0.contains("documents_by_") } && plan.contains { $0.contains("Index Cond") && $0.contains("#>>") }
                #expect(byField && !plan.contains { $0.contains("Seq Scan") }, "\(search.kind): \(plan)")
            }
        }
    }
}
