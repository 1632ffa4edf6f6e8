import Testing
@testable import PayPalMock

/// `postgres://` addresses, as libpq writes them, into postgres-nio's configuration.
@Suite struct PostgresAddressTests {
    @Test func aHostAddressNamesUserPasswordPortAndDatabase() throws {
        let address = try PostgresAddress("postgres://pay%40term:s%3Acret@db.example.test:6543/pay_term")
        #expect(address.configuration.host == "db.example.test")
        #expect(address.configuration.port == 6543)
        #expect(address.configuration.username == "pay@term")
        #expect(address.configuration.password == "s:cret")
        #expect(address.configuration.database == "pay_term")
        #expect(!address.description.contains("cret"))
    }

    @Test func thePortAndTheDatabaseHaveDefaults() throws {
        let address = try PostgresAddress("postgresql://payterm@localhost")
        #expect(address.configuration.port == 5432)
        #expect(address.configuration.database == "payterm")
        #expect(address.configuration.password == nil)
    }

    @Test func aSocketFolderIsGivenAsTheHostParameter() throws {
        let address = try PostgresAddress("postgres://payterm@/state?host=/run/postgresql")
        #expect(address.configuration.unixSocketPath == "/run/postgresql/.s.PGSQL.5432")
        #expect(address.configuration.database == "state")
    }

    @Test(arguments: ["mysql://payterm@localhost/db", "postgres://localhost/db", "postgres://payterm@/db", "not an address"])
    func anAddressItCannotUseIsRefusedSayingHowToWriteOne(_ text: String) {
        #expect {
            try PostgresAddress(text)
        } throws: { error in
            "\(error)".contains("postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
        }
    }
}
