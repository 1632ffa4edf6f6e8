import Testing
@testable import PayPalMock

/// Opening a PostgreSQL store: its tables made once, kept across openings, and plain words when it cannot.
@Suite(.timeLimit(.minutes(3))) struct PostgresEngineTests {
    @Test(.enabled(if: TestPostgres.enabled, TestPostgres.absent)) func reopeningADatabaseKeepsItsState() async throws {
        try await TestPostgres.withDatabase { address in
            try await PostgresEngine.open(at: PostgresAddress(address)).write { db in try db.saveSettingBody("{}", key: "kept") }
            let reopened = try await PostgresEngine.open(at: PostgresAddress(address))
            #expect(try await reopened.read { db in try db.settingBody(key: "kept") } == "{}")
        }
    }

    @Test(.enabled(if: TestPostgres.enabled, TestPostgres.absent)) func aDatabaseOfANewerPayTermIsRefused() async throws {
        try await TestPostgres.withDatabase { address in
            _ = try await PostgresEngine.open(at: PostgresAddress(address))
            try await TestPostgres.execute("UPDATE payterm_schema SET version = 99", at: address)
            await #expect {
                try await PostgresEngine.open(at: PostgresAddress(address))
            } throws: { error in
                "\(error)".contains("version 99 of PayTerm's tables, from a newer PayTerm")
            }
        }
    }

    @Test func aServerThatIsNotThereIsNamedWithoutThePassword() async throws {
        await #expect {
            try await PostgresEngine.open(at: PostgresAddress("postgres://payterm:hidden@127.0.0.1:1/payterm"))
        } throws: { error in
            "\(error)".contains("Could not open the PostgreSQL store at postgres://payterm@127.0.0.1:1/payterm") && !"\(error)".contains("hidden")
        }
    }
}
