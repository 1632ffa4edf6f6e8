import PayPalVocabulary

extension PaymentsClient {
    /// The body of `POST /v2/payments/captures/{id}/refund`: nothing refunds what is left of the capture.
    public struct RefundRequest: Encodable, Sendable, Equatable {
        public var amount: MoneyValue?
        public var invoiceId: String?
        public var customId: String?
        public var noteToPayer: String?

        public init(amount: Money? = nil, invoiceId: String? = nil, customId: String? = nil, noteToPayer: String? = nil) {
            self.amount = amount.map(MoneyValue.init)
            self.invoiceId = invoiceId
            self.customId = customId
            self.noteToPayer = noteToPayer
        }
    }
}
