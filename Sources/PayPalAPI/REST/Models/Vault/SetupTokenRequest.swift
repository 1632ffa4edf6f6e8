extension VaultClient {
    /// The body of `POST /v3/vault/setup-tokens` for a PayPal wallet, saved without a purchase.
    public struct SetupTokenRequest: Encodable, Sendable, Equatable {
        public struct PaymentSource: Encodable, Sendable, Equatable {
            public var paypal: WalletRequest
        }

        /// The customer to save it for; PayPal makes one when there is none.
        public var customer: Customer?
        public var paymentSource: PaymentSource

        public init(customer: Customer? = nil, terms: WalletTerms = .init(), experienceContext: ExperienceContext? = nil) {
            self.customer = customer
            paymentSource = PaymentSource(paypal: WalletRequest(terms: terms, experienceContext: experienceContext))
        }
    }

    /// `payment_source.paypal` of a setup token request: the terms, and where the buyer returns after agreeing.
    public struct WalletRequest: Encodable, Sendable, Equatable {
        public var terms: WalletTerms
        public var experienceContext: ExperienceContext?

        private enum CodingKeys: String, CodingKey { case experienceContext }

        /// The terms sit beside `experience_context`, not under a key of their own.
        public func encode(to encoder: any Encoder) throws {
            try terms.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(experienceContext, forKey: .experienceContext)
        }
    }
}
