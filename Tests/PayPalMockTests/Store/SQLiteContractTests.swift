import Testing
@testable import PayPalMock

/// The store's contract on SQLite, in memory.
@Suite(.timeLimit(.minutes(3))) struct SQLiteContractTests {
    @Test(arguments: StoreContract.checks) func check(_ check: StoreCheck) async throws {
        try await check.run(SQLiteEngine.inMemory())
    }
}
