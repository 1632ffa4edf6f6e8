extension VaultClient {
    /// `payment_source` of a vault token: a card (only what PayPal keeps of it) or a PayPal wallet.
    public struct SavedSource: Codable, Sendable, Equatable {
        public struct Card: Codable, Sendable, Equatable {
            /// `VISA`, `MASTERCARD`…
            public var brand: String?
            public var lastDigits: String?
            /// `YYYY-MM`.
            public var expiry: String?
            public var name: String?
        }

        public var card: Card?
        public var paypal: Wallet?
    }

    /// A saved PayPal wallet: whose it is (once the buyer agreed) and on what terms.
    public struct Wallet: Codable, Sendable, Equatable {
        public var emailAddress: String?
        public var payerId: String?
        public var name: PayerName?
        public var terms: WalletTerms

        private enum CodingKeys: String, CodingKey { case emailAddress, payerId, name }

        /// The terms sit beside the owner, not under a key of their own.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            emailAddress = try container.decodeIfPresent(String.self, forKey: .emailAddress)
            payerId = try container.decodeIfPresent(String.self, forKey: .payerId)
            name = try container.decodeIfPresent(PayerName.self, forKey: .name)
            terms = try WalletTerms(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(emailAddress, forKey: .emailAddress)
            try container.encodeIfPresent(payerId, forKey: .payerId)
            try container.encodeIfPresent(name, forKey: .name)
            try terms.encode(to: encoder)
        }
    }
}
