/// Whether PayPal lets the merchant save buyers' wallets, as its onboarding answers: a setting of the mock backend
/// (`/payterm/v1/merchant/vault-eligibility`). A merchant that is not eligible is refused with
/// `NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE` when it asks to save one.
public enum VaultEligibility: String, MerchantSetting {
    case success = "SUCCESS"
    /// PayPal wants more from the merchant first.
    case needMoreData = "NEED_MORE_DATA"
    case denied = "DENIED"

    public static let path = "vault-eligibility"
}
