extension Adaptive {
    /// A receiver as answers show it. Every value is text on this wire, flags and amounts included.
    public struct ReceiverInfo: Decodable, Sendable, Equatable {
        public var amount: String
        public var email: String?
        public var phone: String?
        /// `true` or `false`.
        public var primary: String?
        public var invoiceId: String?
        public var paymentType: String?
        public var accountId: String?

        public var isPrimary: Bool { primary == "true" }
    }
}
