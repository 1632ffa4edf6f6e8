extension PaymentsClient {
    /// Money given back of a capture.
    public struct Refund: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case cancelled = "CANCELLED"
            case failed = "FAILED"
            case pending = "PENDING"
            case completed = "COMPLETED"
        }

        /// What the refund costs the merchant, and all refunded of the capture so far.
        public struct Breakdown: Codable, Sendable, Equatable {
            public var grossAmount: MoneyValue?
            public var netAmount: MoneyValue?
            public var totalRefundedAmount: MoneyValue?
        }

        public var id: String
        public var status: Status
        public var amount: MoneyValue?
        public var invoiceId: String?
        public var customId: String?
        public var noteToPayer: String?
        public var sellerPayableBreakdown: Breakdown?
        public var createTime: String?
        public var updateTime: String?
        public var links: [Link]?
    }
}
