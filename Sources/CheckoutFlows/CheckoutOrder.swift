import PayPalAPI

/// What the merchant app hands the library: who is paid, for what, and how the checkout behaves.
public struct CheckoutOrder: Sendable, Equatable {
    public struct LineItem: Sendable, Equatable {
        public var name: String
        public var unitPrice: Money
        public var quantity: Int

        public init(name: String, unitPrice: Money, quantity: Int) {
            self.name = name
            self.unitPrice = unitPrice
            self.quantity = quantity
        }

        public var total: Money { Money(minorUnits: unitPrice.minorUnits * Int64(quantity), currency: unitPrice.currency) }
    }

    public struct Receiver: Sendable, Equatable {
        public var email: String
        public var amount: Money
        public var isPrimary: Bool

        public init(email: String, amount: Money, isPrimary: Bool = false) {
            self.email = email
            self.amount = amount
            self.isPrimary = isPrimary
        }
    }

    /// What the payment is for, as the MPL's payment types; it decides fees and the button's word.
    public enum Purpose: String, Sendable, Equatable {
        case goods = "GOODS"
        case service = "SERVICE"
        case personal = "PERSONAL"
        case donation = "DONATION"

        /// The Adaptive Payments `paymentType`: donations are services.
        var paymentType: String { self == .donation ? "SERVICE" : rawValue }
    }

    public var merchantName: String
    public var purpose: Purpose
    /// The items of a simple payment; empty for payments that are not itemised.
    public var items: [LineItem]
    public var tax: Money
    public var shipping: Money
    /// Whom the money goes to; a simple payment has one receiver whose amount is the order total.
    public var receivers: [Receiver]
    public var shippingEnabled: Bool
    public var feesPayer: String
    public var memo: String?

    public init(
        merchantName: String, purpose: Purpose, items: [LineItem], tax: Money, shipping: Money,
        receivers: [Receiver], shippingEnabled: Bool, feesPayer: String = "EACHRECEIVER", memo: String? = nil
    ) {
        self.merchantName = merchantName
        self.purpose = purpose
        self.items = items
        self.tax = tax
        self.shipping = shipping
        self.receivers = receivers
        self.shippingEnabled = shippingEnabled
        self.feesPayer = feesPayer
        self.memo = memo
    }

    public var currency: Currency { tax.currency }
    public var subtotal: Money { items.map(\.total).sum(in: currency) }

    /// What the buyer pays: the primary's amount in a chained payment, else every receiver's.
    public var total: Money {
        if let primary = receivers.first(where: \.isPrimary) { return primary.amount }
        return receivers.map(\.amount).sum(in: currency)
    }

    /// The body of the library's Pay request.
    var payBody: [String: Any] {
        var body: [String: Any] = [
            "actionType": "PAY",
            "currencyCode": currency.code,
            "feesPayer": feesPayer,
            "receiverList": ["receiver": receivers.map { receiver in
                ["email": receiver.email, "amount": receiver.amount.text, "primary": receiver.isPrimary,
                 "paymentType": purpose.paymentType] as [String: Any]
            }],
            "requestEnvelope": ["errorLanguage": "en_US"],
        ]
        body["memo"] = memo
        if receivers.count == 1, let receiver = receivers.first, !items.isEmpty {
            body["receiverOptions"] = [[
                "receiver": ["email": receiver.email],
                "invoiceData": [
                    "item": items.map { ["name": $0.name, "price": $0.total.text, "itemPrice": $0.unitPrice.text, "itemCount": $0.quantity] },
                    "totalTax": tax.text, "totalShipping": shipping.text,
                ] as [String: Any],
            ]]
        }
        return body
    }
}
