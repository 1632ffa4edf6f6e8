extension PaymentsClient {
    /// Money taken: from an order with intent `CAPTURE`, or from an authorization.
    public struct Capture: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case completed = "COMPLETED"
            case declined = "DECLINED"
            case partiallyRefunded = "PARTIALLY_REFUNDED"
            case pending = "PENDING"
            case refunded = "REFUNDED"
            case failed = "FAILED"
        }

        /// What the merchant receives of the capture.
        public struct Breakdown: Codable, Sendable, Equatable {
            public var grossAmount: MoneyValue
            public var paypalFee: MoneyValue?
            public var netAmount: MoneyValue?
        }

        public var id: String
        public var status: Status
        public var amount: MoneyValue?
        /// True when no more will be captured of the authorization.
        public var finalCapture: Bool?
        public var sellerProtection: SellerProtection?
        public var sellerReceivableBreakdown: Breakdown?
        public var invoiceId: String?
        public var customId: String?
        public var createTime: String?
        public var updateTime: String?
        public var supplementaryData: SupplementaryData?
        public var links: [Link]?
    }
}
