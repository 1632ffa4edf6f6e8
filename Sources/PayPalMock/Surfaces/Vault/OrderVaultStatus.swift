import Foundation

/// When PayPal saves the wallet an order asked to save, as its answer to the capture or authorization says
/// (`attributes.vault.status`): a tester's setting of the backend (`/payterm/v1/merchant/order-vault-status`),
/// "VAULTED" until changed.
enum OrderVaultStatus: String, MerchantSetting {
    /// Saved with the answer, which gives the payment token's id and PayPal's customer.
    case vaulted = "VAULTED"
    /// Saved just after the answer, which has no id yet: PayPal says so with `VAULT.PAYMENT-TOKEN.CREATED`.
    case approved = "APPROVED"

    static let settingKey = "order-vault-status"

    /// How long after its answer PayPal announces a wallet it saved later: the merchant hears of it after, and an
    /// audience has time to read that its app waits.
    static let announcedAfter: TimeInterval = 3
}
