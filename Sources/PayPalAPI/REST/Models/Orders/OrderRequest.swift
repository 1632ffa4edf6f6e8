extension OrdersClient {
    /// The body of `POST /v2/checkout/orders`.
    public struct OrderRequest: Encodable, Sendable, Equatable {
        /// Where the buyer goes after approving or canceling on PayPal's pages.
        public struct ApplicationContext: Codable, Sendable, Equatable {
            public var returnUrl: String?
            public var cancelUrl: String?

            public init(returnUrl: String? = nil, cancelUrl: String? = nil) {
                self.returnUrl = returnUrl
                self.cancelUrl = cancelUrl
            }
        }

        public var intent: Intent
        /// One to ten.
        public var purchaseUnits: [PurchaseUnit]
        /// How the buyer pays: a PayPal wallet to save, or a saved one to charge without them (which needs a
        /// `PayPal-Request-Id`).
        public var paymentSource: PaymentSource?
        public var applicationContext: ApplicationContext?

        public init(
            intent: Intent, purchaseUnits: [PurchaseUnit], paymentSource: PaymentSource? = nil, applicationContext: ApplicationContext? = nil
        ) {
            self.intent = intent
            self.purchaseUnits = purchaseUnits
            self.paymentSource = paymentSource
            self.applicationContext = applicationContext
        }
    }
}
