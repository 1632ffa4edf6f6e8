extension Adaptive {
    /// `paymentInfoList`: what each receiver of a payment got.
    public struct PaymentInfoList: Decodable, Sendable, Equatable {
        public var paymentInfo: [PaymentInfo]
    }

    public struct PaymentInfo: Decodable, Sendable, Equatable {
        public var transactionId: String?
        /// `COMPLETED`, `PENDING`, `REFUNDED`, `PARTIALLY_REFUNDED`…
        public var transactionStatus: String?
        public var receiver: ReceiverInfo
        public var refundedAmount: String?
        public var pendingRefund: String?
        /// Why the money waits: `UNILATERAL` for a receiver without an account.
        public var pendingReason: String?
        public var senderTransactionId: String?
        public var senderTransactionStatus: String?
    }
}
