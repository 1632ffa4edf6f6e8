
/// Whether PayPal lets the merchant's REST app save buyers' wallets, as PayPal's onboarding answers it: a tester's
/// setting of the backend (`/payterm/v1/merchant/vault-eligibility`), "SUCCESS" until changed.
enum VaultEligibility: String, MerchantSetting {
    case success = "SUCCESS"
    /// PayPal wants more from the merchant before it may save wallets.
    case needMoreData = "NEED_MORE_DATA"
    case denied = "DENIED"

    static let settingKey = "vault-eligibility"

    /// Refuses, as PayPal does, to save a wallet for a merchant that is not eligible.
    static func check(in db: any StoreTransaction) throws {
        guard try current(in: db) == .success else {
            throw PayPalIssue.notAllowed(
                "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE",
                "The API caller or the merchant on whose behalf the API call is initiated is not allowed to vault the given source. "
                    + "Please contact PayPal customer support for assistance.")
        }
    }
}
