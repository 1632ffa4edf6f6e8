import PayPalAPI

/// A wallet PayPal saved for the merchant's shopper: its payment token, PayPal's customer, and whose it is. The
/// merchant keeps it to pay later orders with no sheet.
public struct SavedWallet: Codable, Sendable, Equatable {
    public var vaultId: String
    public var customerId: String?
    public var email: String?
    /// The PayPal account's payer id, when PayPal said it.
    public var payerId: String?

    public init(vaultId: String, customerId: String?, email: String?, payerId: String? = nil) {
        self.vaultId = vaultId
        self.customerId = customerId
        self.email = email
        self.payerId = payerId
    }

    /// The wallet a payment token saves.
    public init(_ token: VaultClient.PaymentToken) {
        let wallet = token.paymentSource?.paypal
        self.init(vaultId: token.id, customerId: token.customer?.id, email: wallet?.emailAddress, payerId: wallet?.payerId)
    }
}
