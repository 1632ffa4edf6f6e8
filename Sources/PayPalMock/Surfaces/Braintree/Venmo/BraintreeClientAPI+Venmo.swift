import Foundation

/// Braintree's client API for `BTVenmoClient`: the payment context the Venmo app shows the buyer (GraphQL), the
/// context read back once they approved, and the approved account vaulted for the client token's customer.
extension BraintreeClientAPI {
    /// Opens a payment context for the paysheet, under the merchant's own Venmo profile (the default when none is named).
    func openVenmoContext(_ paysheet: VenmoPaymentContext.Paysheet, profileId: String?) async throws -> VenmoPaymentContext {
        if let profileId, profileId != VenmoProfile(merchant).id {
            throw GraphQLFailure.input(
                ["merchantProfileId"], "merchantProfileId names no Venmo profile of this merchant: send payWithVenmo.merchantId from the configuration, or none.")
        }
        let context = VenmoPaymentContext(id: Identifier.venmoPaymentContextId(), merchantId: merchant.merchantId, paysheet: paysheet, createdAt: clock.now())
        try await store.write { db in try db.save(context) }
        return context
    }

    /// The merchant's payment context with the id; another merchant's is not found.
    func venmoContext(id: String) async throws -> VenmoPaymentContext {
        let merchantId = merchant.merchantId
        guard let context = try await store.read({ db in try db.document(VenmoPaymentContext.self, id: id) }), context.merchantId == merchantId else {
            throw GraphQLFailure.notFound(id)
        }
        return context
    }

    /// `payment_methods/venmo_accounts`: vaults the account a `MULTI_USE` nonce stands for, for the customer the client
    /// token names, using the nonce up; the answer is a new nonce standing for the vaulted account, and whether it is
    /// the customer's default.
    func vaultVenmo(nonce: String?) async throws -> (nonce: VenmoAccountNonce, isDefault: Bool) {
        let onAccount = ["venmo_account"]
        guard let customerId else {
            throw GatewayFailure.invalid("93104", "customer_id", "Vaulting needs a client token generated with a customer_id.", on: onAccount)
        }
        guard let nonce, !nonce.isEmpty else { throw GatewayFailure.invalid("93103", "nonce", "nonce is required.", on: onAccount) }
        let (merchantId, now) = (merchant.merchantId, clock.now())
        return try await store.write { db in
            guard var customer = try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchantId, customerId)) else {
                throw GatewayFailure.invalid("93105", "customer_id", "The client token's customer does not exist.", on: onAccount)
            }
            let approved: VenmoAccountNonce
            switch try db.useVenmoNonce(nonce, merchantId: merchantId) {
            case nil: throw GatewayFailure.invalid("93108", "nonce", "Unknown payment_method_nonce.", on: onAccount)
            case .consumed: throw GatewayFailure.invalid("93107", "nonce", "Cannot use a payment_method_nonce more than once.", on: onAccount)
            case .account(let account): approved = account
            }
            guard approved.vaultedToken == nil else {
                throw GatewayFailure.invalid("93102", "nonce", "This nonce stands for a vaulted Venmo account already.", on: onAccount)
            }
            guard approved.multiUse else {
                throw GatewayFailure.invalid(
                    "93102", "nonce", "Cannot vault a SINGLE_USE Venmo account: open the payment context with paymentMethodUsage MULTI_USE to vault it.",
                    on: onAccount)
            }
            let account = try db.vaultVenmoAccount(of: approved, for: &customer, at: now)
            try db.save(customer)
            let vaulted = VenmoAccountNonce(
                id: UUID().uuidString.lowercased(), merchantId: merchantId, user: approved.user, payerEmail: approved.payerEmail, multiUse: true,
                vaultedToken: account.id)
            try db.save(vaulted)
            return (vaulted, customer.paymentMethodTokens.first == account.id)
        }
    }
}
