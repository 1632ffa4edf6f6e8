import GRDB

extension Store {
    /// Plants the personas when the database is new.
    func seedIfEmpty() async throws {
        try await write { db in
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM documents WHERE kind = ?", arguments: [BuyerAccount.kind]) == 0 {
                try Self.plantSeed(db)
            }
        }
    }

    /// Forgets every payment, preapproval, session, added buyer, persisted fault, journal entry and idempotent answer,
    /// and plants the personas again.
    func reset() async throws {
        try await write { db in
            for table in ["documents", "aliases", "settings", "journal", "idempotent_answers"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            try Self.plantSeed(db)
        }
    }

    private static func plantSeed(_ db: Database) throws {
        for (buyer, _) in Personas.buyers { try db.fileBuyer(buyer) }
        for merchant in Personas.merchants {
            try db.save(merchant)
            try db.addAlias(merchant.email, in: .merchantEmail, for: merchant.id)
        }
    }
}
