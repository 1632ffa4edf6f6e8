import PayPalVocabulary

/// A GraphQL call as Braintree's client SDKs post it: the operation's document and its variables.
struct GraphQLBody: Decodable {
    struct Variables: Decodable {
        var input: VenmoContextInput?
        /// The payment context a `PaymentContext` query names; `paymentContextID` is taken too.
        var id: String?
        var paymentContextID: String?
    }

    var query: String?
    var variables: Variables?
}

/// The operations PayTerm's GraphQL answers, told apart by the fields their documents select.
enum GraphQLOperation {
    case createVenmoPaymentContext
    case venmoPaymentContext

    init?(_ document: String) {
        let compact = document.filter { !$0.isWhitespace }
        if compact.hasPrefix("mutation"), compact.contains("createVenmoPaymentContext(") {
            self = .createVenmoPaymentContext
        } else if compact.hasPrefix("query") || compact.hasPrefix("{"), compact.contains("node("), compact.contains("...onVenmoPaymentContext") {
            self = .venmoPaymentContext
        } else {
            return nil
        }
    }
}

/// A flag the iOS SDK sends as the string `"true"` or `"false"`; a JSON boolean is taken too.
struct GraphQLFlag: Decodable {
    let value: Bool

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            value = flag
            return
        }
        switch try container.decode(String.self) {
        case "true": value = true
        case "false": value = false
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "is \"true\" or \"false\"")
        }
    }
}

/// `CreateVenmoPaymentContextInput`, as `BTVenmoClient` sends it (`VenmoCreatePaymentContextGraphQLBody`).
struct VenmoContextInput: Decodable {
    struct PaysheetDetails: Decodable {
        struct TransactionDetails: Decodable {
            var subTotalAmount: String?
            var discountAmount: String?
            var taxAmount: String?
            var shippingAmount: String?
            var totalAmount: String?
            var lineItems: [LineItem]?
        }

        struct LineItem: Decodable {
            var quantity: Int?
            var unitAmount: String?
            var name: String?
            var type: String?
        }

        var collectCustomerBillingAddress: GraphQLFlag?
        var collectCustomerShippingAddress: GraphQLFlag?
        var transactionDetails: TransactionDetails?
    }

    /// Braintree's limit on a Venmo paysheet's lines (`BTVenmoRequest.lineItems`).
    static let maxLineItems = 249

    var paymentMethodUsage: String?
    var merchantProfileId: String?
    var isFinalAmount: GraphQLFlag?
    var displayName: String?
    var paysheetDetails: PaysheetDetails?

    /// The paysheet the input asks for, or the first value refused, at its path under `input`.
    func paysheet() throws(GraphQLFailure) -> VenmoPaymentContext.Paysheet {
        guard let usage = paymentMethodUsage.flatMap(VenmoPaymentContext.Usage.init(rawValue:)) else {
            throw .input(["paymentMethodUsage"], "paymentMethodUsage is MULTI_USE or SINGLE_USE.")
        }
        let details = paysheetDetails?.transactionDetails
        let path = ["paysheetDetails", "transactionDetails"]
        let parts = [("subTotalAmount", details?.subTotalAmount), ("discountAmount", details?.discountAmount), ("taxAmount", details?.taxAmount),
                     ("shippingAmount", details?.shippingAmount)]
        for (field, text) in parts where text != nil {
            _ = try Self.amount(text, at: path + [field])
            guard details?.totalAmount != nil else { throw .input(path + ["totalAmount"], "\(field) needs a totalAmount beside it.") }
        }
        let total = try Self.amount(details?.totalAmount, at: path + ["totalAmount"])
        if let total, !total.isPositive { throw .input(path + ["totalAmount"], "totalAmount must be more than zero.") }
        let items = details?.lineItems ?? []
        guard items.count <= Self.maxLineItems else { throw .input(path + ["lineItems"], "A paysheet has at most \(Self.maxLineItems) line items.") }
        var lines: [VenmoPaymentContext.LineItem] = []
        for (index, item) in items.enumerated() {
            let at = path + ["lineItems", String(index)]
            guard let quantity = item.quantity, quantity > 0 else { throw .input(at + ["quantity"], "quantity is a whole number above zero.") }
            guard let name = item.name, !name.isEmpty, name.count <= 127 else { throw .input(at + ["name"], "name is 1 to 127 characters.") }
            guard let kind = item.type, ["DEBIT", "CREDIT"].contains(kind) else { throw .input(at + ["type"], "type is DEBIT or CREDIT.") }
            guard let unit = try Self.amount(item.unitAmount, at: at + ["unitAmount"]) else { throw .input(at + ["unitAmount"], "unitAmount is missing.") }
            lines.append(.init(name: name, quantity: quantity, unitAmount: unit, kind: kind))
        }
        return VenmoPaymentContext.Paysheet(
            usage: usage, displayName: displayName, amount: total, isFinalAmount: isFinalAmount?.value ?? false, lineItems: lines,
            collectsShippingAddress: paysheetDetails?.collectCustomerShippingAddress?.value ?? false,
            collectsBillingAddress: paysheetDetails?.collectCustomerBillingAddress?.value ?? false)
    }

    /// A paysheet amount: US dollars, two decimals at most, not negative.
    private static func amount(_ text: String?, at path: [String]) throws(GraphQLFailure) -> Money? {
        guard let text else { return nil }
        guard let amount = try? Money.parse(text, currency: .usd), amount.minorUnits >= 0 else {
            throw .input(path, "\(path.last ?? "amount") is an amount in US dollars, such as \"10.00\".")
        }
        return amount
    }
}
