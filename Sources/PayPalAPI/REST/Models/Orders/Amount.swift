import PayPalVocabulary

extension OrdersClient {
    /// A purchase unit's amount, and what it is made of when the items, tax and shipping are itemised: the total
    /// must be item total + tax + shipping + handling + insurance − shipping discount − discount.
    public struct Amount: Codable, Sendable, Equatable {
        public struct Breakdown: Codable, Sendable, Equatable {
            public var itemTotal: MoneyValue?
            public var shipping: MoneyValue?
            public var handling: MoneyValue?
            public var taxTotal: MoneyValue?
            public var insurance: MoneyValue?
            public var shippingDiscount: MoneyValue?
            public var discount: MoneyValue?

            public init(
                itemTotal: Money? = nil, shipping: Money? = nil, handling: Money? = nil, taxTotal: Money? = nil, insurance: Money? = nil,
                shippingDiscount: Money? = nil, discount: Money? = nil
            ) {
                self.itemTotal = itemTotal.map(MoneyValue.init)
                self.shipping = shipping.map(MoneyValue.init)
                self.handling = handling.map(MoneyValue.init)
                self.taxTotal = taxTotal.map(MoneyValue.init)
                self.insurance = insurance.map(MoneyValue.init)
                self.shippingDiscount = shippingDiscount.map(MoneyValue.init)
                self.discount = discount.map(MoneyValue.init)
            }
        }

        public var currencyCode: String
        public var value: String
        public var breakdown: Breakdown?

        public init(_ total: Money, breakdown: Breakdown? = nil) {
            currencyCode = total.currency.code
            value = total.text
            self.breakdown = breakdown
        }

        /// The total, or nil when it is not an amount of a currency PayPal has.
        public var money: Money? { MoneyValue(currencyCode: currencyCode, value: value).money }
    }
}
