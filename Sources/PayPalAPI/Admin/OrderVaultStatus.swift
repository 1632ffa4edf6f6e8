/// When PayPal saves the wallet an order asked to save, as the capture's or authorization's
/// `attributes.vault.status` says: a setting of the mock backend (`/payterm/v1/merchant/order-vault-status`).
public enum OrderVaultStatus: String, MerchantSetting {
    /// With the answer, which has the payment token's id and PayPal's customer.
    case vaulted = "VAULTED"
    /// Just after it: the answer has no id yet, and PayPal sends `VAULT.PAYMENT-TOKEN.CREATED` once saved.
    case approved = "APPROVED"

    public static let path = "order-vault-status"
}
