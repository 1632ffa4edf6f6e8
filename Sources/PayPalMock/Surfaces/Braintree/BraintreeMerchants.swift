
/// The merchants the gateway answers for: the one whose keys are configured, and those who signed up on the connect
/// page, whom their partners reach with access tokens and whose client tokens the client API takes.
struct BraintreeMerchants: Sendable {
    let store: Store
    let configured: BraintreeMerchant

    func merchant(id: String) async throws -> BraintreeMerchant? {
        if id == configured.merchantId { return configured }
        let configured = configured
        return try await store.read { db in try db.braintreeMerchant(id: id, configured: configured) }
    }
}

extension StoreTransaction {
    /// The configured merchant, or one who signed up, by merchant id.
    func braintreeMerchant(id: String, configured: BraintreeMerchant) throws -> BraintreeMerchant? {
        if id == configured.merchantId { return configured }
        guard let account = try document(BraintreeMerchantAccount.self, id: id), account.keys != nil else { return nil }
        return account.merchant(configured: configured)
    }
}
