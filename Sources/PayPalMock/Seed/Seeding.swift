extension Store {
    /// Plants the personas when the database is new.
    func seedIfEmpty() async throws {
        try await write { db in
            if try db.documentCount(kind: BuyerAccount.kind) == 0 {
                try Self.plantSeed(db)
            } else if try db.document(BraintreeMerchantAccount.self, id: BraintreeMerchantAccount.sandboxId) == nil {
                // A database from before Braintree's connect page.
                try Self.plantBraintreeLogin(db)
            }
            // A database from before seedings were marked.
            if try SeedMark.current(in: db) == nil { try SeedMark.plant(in: db) }
        }
    }

    /// Forgets every payment, preapproval, session, added buyer, persisted fault, journal entry and idempotent answer,
    /// and plants the personas again.
    func reset() async throws {
        try await write { db in
            try db.deleteAllButWorkspaces()
            try Self.plantSeed(db)
            try db.markSharedStateChanged()
        }
        countReset()
    }

    private static func plantSeed(_ db: any StoreTransaction) throws {
        for (buyer, _) in Personas.buyers { try db.fileBuyer(buyer) }
        for merchant in Personas.merchants {
            try db.save(merchant)
            try db.addAlias(merchant.email, in: .merchantEmail, for: merchant.id)
        }
        try plantBraintreeLogin(db)
        try SeedMark.plant(in: db)
    }

    /// The Braintree login the connect page knows from the start, for the merchant whose keys are configured.
    private static func plantBraintreeLogin(_ db: any StoreTransaction) throws {
        let login = BraintreeMerchantAccount(
            id: BraintreeMerchantAccount.sandboxId, email: BraintreeMerchantAccount.sandboxEmail, password: Personas.hashedPassword,
            businessName: "PayTerm Demo Store", keys: nil)
        try db.save(login)
        try db.addAlias(login.email, in: .braintreeMerchantEmail, for: login.id)
    }
}
