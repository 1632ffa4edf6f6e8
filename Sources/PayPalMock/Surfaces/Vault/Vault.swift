import Foundation

/// Vault v3: setup tokens, payment tokens made from them (or from a card directly), a customer's saved tokens,
/// and saving a PayPal wallet when an order that asked for it is paid.
struct Vault: Sendable {
    let store: Store
    let clock: VirtualClock
    let events: WebhookEvents
    /// The REST client calling: it sees and uses its own tokens only.
    var client: String?

    /// The vault of one REST client.
    func scoped(to client: String?) -> Vault {
        var scoped = self
        scoped.client = client
        return scoped
    }

    func createSetupToken(_ body: TokenRequestBody) async throws -> SetupToken {
        let now = clock.now()
        let customerId = try VaultReading.customerId(body.customer, field: "/customer/id")
        let (kind, value) = try VaultReading.onlySource(body.paymentSource, allowed: ["card", "paypal"])
        let source: VaultedSource = kind == "card"
            ? .card(try VaultReading.card(value, at: now))
            : .paypal(SavedWallet(terms: try VaultReading.walletTerms(value.decode(PayPalWalletBody.self))))
        let token = SetupToken(id: Identifier.transactionId(), customerId: customerId, source: source, clientId: client, at: now)
        try await store.write { db in
            try VaultEligibility.check(in: db)
            try db.save(token)
            if let session = token.approvalSessionId { try db.addAlias(session, in: .approvalSession, for: token.id) }
        }
        return token
    }

    func setupToken(id: String) async throws -> SetupToken {
        try await store.read { db in try db.owned(SetupToken.self, id: id, by: client, field: "id") }
    }

    /// The setup token whose approve link names the approval session `session`.
    func setupToken(approvalSession session: String) async throws -> SetupToken {
        try await store.read { db in try db.setupToken(approvalSession: session) }
    }

    /// Makes a payment token from an approved setup token, or saves a card sent directly.
    func createPaymentToken(_ body: TokenRequestBody) async throws -> PaymentToken {
        let now = clock.now()
        let (kind, value) = try VaultReading.onlySource(body.paymentSource, allowed: ["card", "token"])
        if kind == "card" {
            let card = try VaultReading.card(value, at: now)
            let customerId = try VaultReading.customerId(body.customer, field: "/customer/id")
            return try await store.write { db in try Self.save(.card(card), customerId: customerId, for: client, events: events, in: db, at: now) }
        }
        let reference = try value.decode(TokenReferenceBody.self)
        guard let setupId = reference.id else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "payment_source.token.id (the setup token) is missing.", field: "/payment_source/token/id")
        }
        guard reference.type == "SETUP_TOKEN" else {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "payment_source.token.type is SETUP_TOKEN, not \(reference.type ?? "missing").", field: "/payment_source/token/type")
        }
        return try await store.write { db in
            var setup = try db.owned(SetupToken.self, id: setupId, by: client, field: "/payment_source/token/id")
            try setup.checkExchangeable()
            let token = try Self.save(setup.source, customerId: setup.customerId, for: client, events: events, in: db, at: now)
            setup.status = .vaulted
            setup.paymentTokenId = token.id
            try db.save(setup)
            return token
        }
    }

    func paymentToken(id: String) async throws -> PaymentToken {
        try await store.read { db in try db.owned(PaymentToken.self, id: id, by: client, field: "id") }
    }

    /// One page of the customer's tokens, oldest first (none past the last page, however far), and how many they
    /// have in all.
    func paymentTokens(customerId: String, page: Int, pageSize: Int) async throws -> (tokens: [PaymentToken], total: Int) {
        try await store.read { db in
            let all = try db.documents(PaymentToken.self).filter { $0.customerId == customerId && $0.isVisible(to: client) }
            let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
            return (overflow ? [] : Array(all.dropFirst(skipped).prefix(pageSize)), all.count)
        }
    }

    func deletePaymentToken(id: String) async throws {
        let now = clock.now()
        try await store.write { db in
            let token = try db.owned(PaymentToken.self, id: id, by: client, field: "id")
            try db.delete(PaymentToken.self, id: id)
            try events.publish(.paymentTokenDeleted, in: db, at: now) { PaymentTokenView(token, base: $0) }
        }
    }

    // MARK: Shared with orders

    /// Saves a source for a customer, announcing it `announcedAfter` seconds on. A PayPal wallet whose terms do not
    /// permit several tokens keeps the one it has for that customer, as PayPal answers with the existing token.
    static func save(
        _ source: VaultedSource, customerId: String, for client: String?, events: WebhookEvents, in db: any StoreTransaction, at now: Date,
        announcedAfter delay: TimeInterval = 0
    ) throws -> PaymentToken {
        if let existing = try kept(source, customerId: customerId, for: client, in: db) { return existing }
        let token = PaymentToken(id: Identifier.paymentTokenId(), customerId: customerId, source: source, createdAt: now, clientId: client)
        try db.save(token)
        try events.publish(.paymentTokenCreated, in: db, at: now, after: delay) { PaymentTokenView(token, base: $0) }
        return token
    }

    /// The token PayPal already keeps for this wallet and customer, when the wallet's terms permit only one.
    static func kept(_ source: VaultedSource, customerId: String, for client: String?, in db: any StoreTransaction) throws -> PaymentToken? {
        guard case .paypal(let wallet) = source, !wallet.terms.permitMultiplePaymentTokens else { return nil }
        return try db.documents(PaymentToken.self).first { token in
            guard token.customerId == customerId, token.isVisible(to: client), case .paypal(let saved) = token.source else { return false }
            return saved.payer?.payerId == wallet.payer?.payerId
        }
    }

}

extension StoreTransaction {
    /// The setup token an approve link's `approval_session_id` names: through its alias, or, for a token kept from
    /// before sessions had ids of their own, the token's own id.
    func setupToken(approvalSession session: String) throws -> SetupToken {
        try owned(SetupToken.self, id: owner(of: session, in: .approvalSession) ?? session, by: nil, field: "approval_session_id")
    }
}
