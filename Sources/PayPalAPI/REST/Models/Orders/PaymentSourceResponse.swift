extension OrdersClient {
    /// `payment_source` of an answer: the wallet that paid.
    public struct PaymentSourceResponse: Codable, Sendable, Equatable {
        public var paypal: PayPalWalletResponse?
    }

    /// The PayPal account that paid, and the payment token it was saved as when the order asked for that.
    public struct PayPalWalletResponse: Codable, Sendable, Equatable {
        public struct Attributes: Codable, Sendable, Equatable {
            public var vault: VaultResponse?
        }

        public var emailAddress: String?
        public var accountId: String?
        public var accountStatus: String?
        public var name: PayerName?
        public var address: PortableAddress?
        public var attributes: Attributes?
    }

    /// `attributes.vault` of a paid order: `VAULTED` with the payment token's id, which later orders pay with
    /// (`PaymentSource.savedWallet`).
    public struct VaultResponse: Codable, Sendable, Equatable {
        public var id: String?
        public var status: String
        public var customer: Customer?
        public var links: [Link]?
    }
}
