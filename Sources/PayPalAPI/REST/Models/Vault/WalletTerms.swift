extension VaultClient {
    /// What a buyer agrees to when their PayPal wallet is saved: who charges it and how.
    public struct WalletTerms: Codable, Sendable, Equatable {
        /// `MERCHANT` (the merchant charges it) or `PLATFORM` (a platform, for its merchants).
        public var usageType: String?
        /// `CONSUMER` (PayPal's default) or `BUSINESS`.
        public var customerType: String?
        /// False (the default) answers a second saving of the same buyer's wallet with the token they have.
        public var permitMultiplePaymentTokens: Bool?
        /// How the merchant will charge: `IMMEDIATE`, `DEFERRED`, `RECURRING_PREPAID`…
        public var usagePattern: String?
        /// What the buyer is told the saved wallet is for.
        public var description: String?

        public init(
            usageType: String? = "MERCHANT", customerType: String? = nil, permitMultiplePaymentTokens: Bool? = nil, usagePattern: String? = nil,
            description: String? = nil
        ) {
            self.usageType = usageType
            self.customerType = customerType
            self.permitMultiplePaymentTokens = permitMultiplePaymentTokens
            self.usagePattern = usagePattern
            self.description = description
        }
    }
}
