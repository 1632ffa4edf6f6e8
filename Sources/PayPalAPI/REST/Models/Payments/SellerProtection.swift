extension PaymentsClient {
    /// Whether PayPal covers the merchant if the buyer disputes the payment, and for what.
    public struct SellerProtection: Codable, Sendable, Equatable {
        /// `ELIGIBLE`, `PARTIALLY_ELIGIBLE` or `NOT_ELIGIBLE`.
        public var status: String
        /// `ITEM_NOT_RECEIVED`, `UNAUTHORIZED_TRANSACTION`; absent when nothing is covered.
        public var disputeCategories: [String]?
    }
}
