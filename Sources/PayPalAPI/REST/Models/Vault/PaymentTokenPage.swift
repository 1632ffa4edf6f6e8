extension VaultClient {
    /// One page of a customer's payment tokens, oldest first.
    public struct PaymentTokenPage: Codable, Sendable, Equatable {
        public var customer: Customer?
        public var paymentTokens: [PaymentToken]
        /// Only when the list asked for totals.
        public var totalItems: Int?
        public var totalPages: Int?
        /// `self`, `first`, `last`, and `prev` and `next` where there are such pages.
        public var links: [Link]?

        /// True when a page follows this one.
        public var hasNextPage: Bool { links?.first(rel: "next") != nil }
    }
}
