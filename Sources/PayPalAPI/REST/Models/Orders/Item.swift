import PayPalVocabulary

extension OrdersClient {
    /// A line of a purchase unit: a name, a unit price and a quantity (a string of digits, as PayPal writes it).
    public struct Item: Codable, Sendable, Equatable {
        public var name: String
        public var unitAmount: MoneyValue
        public var tax: MoneyValue?
        public var quantity: String
        public var description: String?
        public var sku: String?
        /// `PHYSICAL_GOODS`, `DIGITAL_GOODS` or `DONATION`.
        public var category: String?

        public init(
            name: String, unitAmount: Money, quantity: Int, tax: Money? = nil, description: String? = nil, sku: String? = nil, category: String? = nil
        ) {
            self.name = name
            self.unitAmount = MoneyValue(unitAmount)
            self.quantity = String(quantity)
            self.tax = tax.map(MoneyValue.init)
            self.description = description
            self.sku = sku
            self.category = category
        }
    }
}
