import Foundation

/// What a Venmo nonce turned out to be when a sale or the client API's vaulting used it.
enum VenmoNonceUse {
    case consumed
    case account(VenmoAccountNonce)
}

extension StoreTransaction {
    /// Looks `nonce` up as a Venmo nonce of the merchant's and uses it up; nil when it is none. The sandbox's nonce
    /// pays any number of times.
    func useVenmoNonce(_ nonce: String, merchantId: String) throws -> VenmoNonceUse? {
        if nonce == VenmoAccountNonce.sandbox { return .account(.sandboxJoe(merchantId: merchantId)) }
        guard var minted = try document(VenmoAccountNonce.self, id: nonce), minted.merchantId == merchantId else { return nil }
        guard !minted.consumed else { return .consumed }
        minted.consumed = true
        try save(minted)
        return .account(minted)
    }

    /// Vaults the nonce's Venmo account for `customer`, whom the caller saves.
    func vaultVenmoAccount(of nonce: VenmoAccountNonce, for customer: inout GatewayCustomer, at now: Date) throws -> VaultedVenmoAccount {
        let account = VaultedVenmoAccount(
            id: Identifier.paymentMethodToken(), merchantId: customer.merchantId, customerId: customer.customerId, user: nonce.user,
            payerEmail: nonce.payerEmail, createdAt: now)
        try save(account)
        customer.paymentMethodTokens.append(account.id)
        customer.updatedAt = now
        return account
    }

    func vaultedVenmoAccount(_ token: String, merchantId: String) throws -> VaultedVenmoAccount? {
        guard let account = try document(VaultedVenmoAccount.self, id: token), account.merchantId == merchantId else { return nil }
        return account
    }
}
