extension VaultClient {
    /// A saved payment source: orders pay with its id (`OrdersClient.PaymentSource.savedWallet`) without the buyer.
    public struct PaymentToken: Codable, Sendable, Equatable {
        public var id: String
        public var customer: Customer?
        public var paymentSource: SavedSource?
        public var links: [Link]?
    }
}
