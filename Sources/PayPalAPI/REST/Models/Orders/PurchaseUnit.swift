extension OrdersClient {
    /// What one merchant is paid for in an order. Requests set the amount and what it is for; answers add the
    /// payee and the payments made.
    public struct PurchaseUnit: Codable, Sendable, Equatable {
        public struct Payee: Codable, Sendable, Equatable {
            public var emailAddress: String?
            public var merchantId: String?

            public init(emailAddress: String? = nil, merchantId: String? = nil) {
                self.emailAddress = emailAddress
                self.merchantId = merchantId
            }
        }

        /// The payments made against the unit.
        public struct Payments: Codable, Sendable, Equatable {
            public var authorizations: [PaymentsClient.Authorization]?
            public var captures: [PaymentsClient.Capture]?
            public var refunds: [PaymentsClient.Refund]?
        }

        /// `default` when the order has one unit and the request named none.
        public var referenceId: String?
        public var amount: Amount?
        public var payee: Payee?
        public var description: String?
        public var customId: String?
        public var invoiceId: String?
        public var softDescriptor: String?
        public var items: [Item]?
        public var shipping: Shipping?
        public var payments: Payments?

        public init(
            amount: Amount, referenceId: String? = nil, description: String? = nil, customId: String? = nil, invoiceId: String? = nil,
            softDescriptor: String? = nil, items: [Item]? = nil, shipping: Shipping? = nil
        ) {
            self.amount = amount
            self.referenceId = referenceId
            self.description = description
            self.customId = customId
            self.invoiceId = invoiceId
            self.softDescriptor = softDescriptor
            self.items = items
            self.shipping = shipping
        }
    }
}
