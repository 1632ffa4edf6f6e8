import PayPalAPI
import PayPalVocabulary

/// The merchant app's shop: a catalogue, and the checkout experiences of the MPL guide built from it.
public enum DemoStore {
    public static let merchantName = "PayTerm Demo Store"
    public static let merchantEmail = "merchant@business.example.com"

    public struct Product: Sendable, Equatable {
        public var name: String
        public var price: Money
    }

    public static let catalogue: [Product] = [
        Product(name: "Ceramic mug", price: usd(1_200)),
        Product(name: "Pour-over coffee, 250 g", price: usd(1_450)),
        Product(name: "Tea towel", price: usd(650)),
    ]

    /// Sales tax in basis points of the subtotal, and a flat shipping charge.
    public static let taxBasisPoints: Int64 = 825
    public static let shippingCharge = usd(499)

    /// Whom #4 sends money to: a recipient in the United States, where the sender may choose who pays a card's fee,
    /// or one in Germany, where the recipient always pays it.
    public enum PersonalRecipient: String, CaseIterable, Sendable {
        case noor, lena

        public var name: String { self == .noor ? "Noor Haddad" : "Lena Becker" }
        public var email: String { "\(rawValue)@personal.example.com" }
        public var country: String { self == .noor ? "United States" : "Germany" }
    }

    /// What the coffee club charges each time, under the buyer's preapproval.
    public static let preapprovedCharge = CheckoutOrder.LineItem(name: "Coffee club: this week's bag", unitPrice: usd(1_450), quantity: 1)

    /// The experiences the picker offers, in the guide's order.
    public enum Experience: String, CaseIterable, Sendable {
        case goodsWithShipping, goodsWithoutShipping, donation, personal, parallel, chained, preapproval, preapprovedPayment

        public var title: String {
            switch self {
            case .goodsWithShipping: "#1 Goods with shipping"
            case .goodsWithoutShipping: "#2 Goods without shipping"
            case .donation: "#3 Donation"
            case .personal: "#4 Personal send money"
            case .parallel: "Parallel payment (store + partner)"
            case .chained: "Chained payment (agent + hotel)"
            case .preapproval: "#6 Preapproval (coffee club)"
            case .preapprovedPayment: "Preapproved payment with PIN"
            }
        }

        /// True for the experiences whose button says Donate.
        public var donates: Bool { self == .donation }

        /// True for the experiences that check out an order in the library (not the preapproval ones).
        public var checksOutAnOrder: Bool { self != .preapproval && self != .preapprovedPayment }
    }

    /// The order an experience checks out, for the given quantities of the catalogue, with the store's
    /// `dynamicAmountUpdateEnabled`. The preapproval experiences check out no order in the library; theirs is the
    /// preapproved charge, for the app's summary.
    public static func order(
        for experience: Experience, quantities: [Int], dynamicAmounts: Bool = false, recipient: PersonalRecipient = .noor
    ) -> CheckoutOrder {
        var order = fixedOrder(for: experience, quantities: quantities, recipient: recipient)
        order.dynamicAmountUpdateEnabled = dynamicAmounts
        return order
    }

    private static func fixedOrder(for experience: Experience, quantities: [Int], recipient: PersonalRecipient) -> CheckoutOrder {
        let items = zip(catalogue, quantities).filter { $0.1 > 0 }.map { CheckoutOrder.LineItem(name: $0.0.name, unitPrice: $0.0.price, quantity: $0.1) }
        let subtotal = items.map(\.total).sum(in: .usd)
        let tax = subtotal.share(basisPoints: taxBasisPoints)
        switch experience {
        case .goodsWithShipping, .goodsWithoutShipping:
            let shipping = experience == .goodsWithShipping ? shippingCharge : usd(0)
            let total = subtotal + tax + shipping
            return CheckoutOrder(
                merchantName: merchantName, purpose: .goods, items: items, tax: tax, shipping: shipping,
                receivers: [.init(email: merchantEmail, name: merchantName, amount: total)], shippingEnabled: experience == .goodsWithShipping)
        case .donation:
            return CheckoutOrder(
                merchantName: "Open Code Foundation", purpose: .donation, items: [], tax: usd(0), shipping: usd(0),
                receivers: [.init(email: "charity@business.example.com", name: "Open Code Foundation", amount: usd(2_500))], shippingEnabled: true)
        case .personal:
            return CheckoutOrder(
                merchantName: recipient.name, purpose: .personal, items: [], tax: usd(0), shipping: usd(0),
                receivers: [.init(email: recipient.email, name: recipient.name, amount: usd(815))], shippingEnabled: false, feesPayer: .sender)
        case .parallel:
            // Each seller ships its own part: $2.50, tax and shipping.
            let part = usd(250)
            let receivers = [(merchantEmail, merchantName), ("partner@business.example.com", "Partner Roasters")].map { email, name in
                CheckoutOrder.Receiver(
                    email: email, name: name, amount: part + part.share(basisPoints: taxBasisPoints) + shippingCharge,
                    tax: part.share(basisPoints: taxBasisPoints), shipping: shippingCharge)
            }
            return CheckoutOrder(
                merchantName: merchantName, purpose: .goods, items: [], tax: usd(0), shipping: usd(0), receivers: receivers,
                shippingEnabled: true)
        case .chained:
            return CheckoutOrder(
                merchantName: "Wayfarer Travel Agency", purpose: .service, items: [], tax: usd(0), shipping: usd(0),
                receivers: [.init(email: "agent@business.example.com", name: "Wayfarer Travel Agency", amount: usd(10_000), isPrimary: true),
                            .init(email: "hotel@business.example.com", name: "Harbour Hotel", amount: usd(9_000))],
                shippingEnabled: false)
        case .preapproval, .preapprovedPayment:
            return CheckoutOrder(
                merchantName: merchantName, purpose: .goods, items: [preapprovedCharge], tax: usd(0), shipping: usd(0),
                receivers: [.init(email: merchantEmail, name: merchantName, amount: preapprovedCharge.total)], shippingEnabled: false)
        }
    }

    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }
}
