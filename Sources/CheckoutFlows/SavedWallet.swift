/// A wallet PayPal saved for the merchant's shopper: its payment token, PayPal's customer, and whose it is. The
/// merchant keeps it to pay later orders with no sheet.
public struct SavedWallet: Codable, Sendable, Equatable {
    public var vaultId: String
    public var customerId: String?
    public var email: String?

    public init(vaultId: String, customerId: String?, email: String?) {
        self.vaultId = vaultId
        self.customerId = customerId
        self.email = email
    }
}
