import PayPalVocabulary

/// Buyers a tester adds beside the seeded ones: kept with the rest of the state, so they survive a restart, and
/// gone after a reset.
struct AddedBuyers: Sendable {
    let store: Store

    /// Files the buyer under its email and phone, refusing (409) either when another account has it.
    func add(_ buyer: BuyerAccount) async throws -> Personas.Summary {
        try await store.write { db in try db.fileBuyer(buyer) }
        return Self.summary(buyer)
    }

    /// The seeded buyers, then the added ones in the order they came.
    func summaries() async throws -> [Personas.Summary] {
        let seeded = Set(Personas.buyers.map(\.account.id))
        let added = try await store.read { db in try db.documents(BuyerAccount.self).filter { !seeded.contains($0.id) } }
        return Personas.summaries + added.map(Self.summary)
    }

    /// An added buyer as the list shows it: never its password or PIN.
    private static func summary(_ buyer: BuyerAccount) -> Personas.Summary {
        let funding = buyer.balances.keys.sorted().compactMap { code in Currency(code: code).map { "PayPal balance \(buyer.balance(in: $0))" } }
            + buyer.fundingSources.filter { $0.kind != .balance }.map(\.label)
        return Personas.Summary(
            email: buyer.email, phone: buyer.phone,
            rehearses: "added by a tester: \(buyer.fullName) (\(buyer.country)); " + funding.joined(separator: ", "))
    }
}

extension StoreTransaction {
    /// Saves a new buyer, filed under its email and phone; refuses (409) when another account has either, and the
    /// caller's transaction then keeps nothing.
    func fileBuyer(_ buyer: BuyerAccount) throws {
        guard try owner(of: buyer.email, in: .merchantEmail) == nil, try addAlias(buyer.email, in: .buyerEmail, for: buyer.id) else {
            throw RESTError(status: 409, issue: "EMAIL_TAKEN", description: "Another account has the email \(buyer.email).", field: "email", location: "body")
        }
        if let phone = buyer.phone, try !addAlias(phone, in: .buyerPhone, for: buyer.id) {
            throw RESTError(status: 409, issue: "PHONE_TAKEN", description: "Another account logs in with \(phone).", field: "phone", location: "body")
        }
        try save(buyer)
    }
}
