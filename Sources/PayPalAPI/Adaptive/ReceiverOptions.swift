import PayPalVocabulary

extension Adaptive {
    /// Per-receiver extras of a Pay: the invoice the receiver's amount is made of.
    public struct ReceiverOptions: Encodable, Sendable, Equatable {
        public struct ReceiverIdentifier: Encodable, Sendable, Equatable {
            public var email: String
        }

        public var receiver: ReceiverIdentifier
        public var invoiceData: InvoiceData?
        public var description: String?
        public var customId: String?

        public init(email: String, invoiceData: InvoiceData? = nil, description: String? = nil, customId: String? = nil) {
            receiver = ReceiverIdentifier(email: email)
            self.invoiceData = invoiceData
            self.description = description
            self.customId = customId
        }
    }

    /// The items, tax and shipping of a receiver's amount, which must add up to it.
    public struct InvoiceData: Encodable, Sendable, Equatable {
        public struct Item: Encodable, Sendable, Equatable {
            public var name: String
            /// The line's total: `itemPrice` times `itemCount`.
            public var price: String
            public var itemPrice: String
            public var itemCount: Int

            public init(name: String, itemPrice: Money, itemCount: Int) {
                self.name = name
                self.itemPrice = itemPrice.text
                self.itemCount = itemCount
                price = (itemPrice.times(Int64(itemCount)) ?? itemPrice).text
            }
        }

        public var item: [Item]?
        public var totalTax: String?
        public var totalShipping: String?

        public init(items: [Item]? = nil, totalTax: Money? = nil, totalShipping: Money? = nil) {
            item = items
            self.totalTax = totalTax?.text
            self.totalShipping = totalShipping?.text
        }
    }
}
