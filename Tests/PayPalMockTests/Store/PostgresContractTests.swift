import Testing
@testable import PayPalMock

/// The store's contract on PostgreSQL, each check in a database of its own.
@Suite(.enabled(if: TestPostgres.enabled, TestPostgres.absent), .timeLimit(.minutes(3)))
struct PostgresContractTests {
    @Test(arguments: StoreContract.checks) func check(_ check: StoreCheck) async throws {
        try await TestPostgres.withEngine { engine in try await check.run(engine) }
    }
}
