/// What PayPal said of the wallet an order asked to save, once the order was paid (`attributes.vault.status`).
public enum WalletSaving: Codable, Sendable, Equatable {
    /// `VAULTED`: saved, with the payment token's id and PayPal's customer in the answer.
    case saved(SavedWallet)
    /// `APPROVED`: PayPal saves it after answering, with no id yet; its `VAULT.PAYMENT-TOKEN.CREATED` webhook brings
    /// the id and the customer, for this payer.
    case approved(payerId: String, email: String?)
}
