extension PaymentsClient {
    /// Money held on the buyer's account by an order with intent `AUTHORIZE`, to be captured within 29 days.
    public struct Authorization: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case created = "CREATED"
            case captured = "CAPTURED"
            case denied = "DENIED"
            case partiallyCaptured = "PARTIALLY_CAPTURED"
            /// Voided by the merchant, or by PayPal once it expired.
            case voided = "VOIDED"
            case pending = "PENDING"
        }

        public var id: String
        public var status: Status
        public var amount: MoneyValue?
        public var invoiceId: String?
        public var customId: String?
        public var expirationTime: String?
        public var sellerProtection: SellerProtection?
        public var createTime: String?
        public var updateTime: String?
        public var supplementaryData: SupplementaryData?
        public var links: [Link]?
    }
}
