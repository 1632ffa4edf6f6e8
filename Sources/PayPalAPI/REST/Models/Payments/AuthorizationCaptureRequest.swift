import PayPalVocabulary

extension PaymentsClient {
    /// The body of `POST /v2/payments/authorizations/{id}/capture`: nothing captures the whole authorization.
    public struct AuthorizationCaptureRequest: Encodable, Sendable, Equatable {
        /// Up to 115 % of the authorization (at most $75 more), in one or more captures.
        public var amount: MoneyValue?
        /// True when no more will be captured: what is left of the hold is released.
        public var finalCapture: Bool?
        public var invoiceId: String?
        public var noteToPayer: String?

        public init(amount: Money? = nil, finalCapture: Bool? = nil, invoiceId: String? = nil, noteToPayer: String? = nil) {
            self.amount = amount.map(MoneyValue.init)
            self.finalCapture = finalCapture
            self.invoiceId = invoiceId
            self.noteToPayer = noteToPayer
        }
    }
}
