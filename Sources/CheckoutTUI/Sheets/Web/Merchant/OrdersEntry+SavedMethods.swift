import CheckoutFlows
import PayPalAPI

/// The merchant's server's calls for the shopper's payment methods Save PayPal keeps, and the backend's settings of
/// how PayPal saves them.
extension OrdersEntry {
    /// The merchant's server lists the shopper's saved payment tokens.
    static func listSavedMethods(customerId: String) -> EntryCall {
        EntryCall("list saved methods") { parties throws(PayPalAPIError) in
            try await parties.merchantREST.vault.listPaymentTokens(customerId: customerId, pageSize: 20).paymentTokens
        } then: { result, app in
            app.merchant.methods.listed(result, events: &app.events, language: app.language)
            return []
        }
    }

    static func deleteSavedMethod(_ id: String) -> EntryCall {
        EntryCall("delete saved method") { parties throws(PayPalAPIError) in
            try await parties.merchantREST.vault.deletePaymentToken(id: id)
        } then: { result, app in
            app.merchant.methods.deleted(id, result, events: &app.events, language: app.language)
            if case .success = result { app.merchant.shopper.forget(id) }
            return []
        }
    }

    /// Reads (nil) or changes PayPal's answer to the merchant's requests to save wallets (the backend's setting).
    static func vaultEligibility(change: VaultEligibility?) -> EntryCall {
        setting("vault eligibility", change) { result, app in app.merchant.methods.eligibility(change, result, events: &app.events, language: app.language) }
    }

    /// Reads (nil) or changes when PayPal saves the wallet an order asked to save (the backend's setting).
    static func orderVaultStatus(change: OrderVaultStatus?) -> EntryCall {
        setting("order vault status", change) { result, app in app.merchant.methods.vaultStatus(change, result, events: &app.events, language: app.language) }
    }

    /// Reads (nil) or changes a setting of the backend's for the merchant.
    private static func setting<Setting: MerchantSetting>(
        _ name: String, _ change: Setting?, then take: @escaping @Sendable (Result<Setting, PayPalAPIError>, inout AppState) -> Void
    ) -> EntryCall {
        EntryCall(name) { parties throws(PayPalAPIError) in
            if let change { try await parties.admin.setMerchantSetting(change) } else { try await parties.admin.merchantSetting(Setting.self) }
        } then: { result, app in
            take(result, &app)
            return []
        }
    }
}
