import PayPalVocabulary

/// One purchase unit of an order: what one merchant is paid, itemised, and the payments made against it.
struct PurchaseUnit: Codable, Sendable, Equatable {
    /// The breakdown of the amount; each part is optional.
    struct Breakdown: Codable, Sendable, Equatable {
        var itemTotal: Money?
        var shipping: Money?
        var handling: Money?
        var taxTotal: Money?
        var insurance: Money?
        var shippingDiscount: Money?
        var discount: Money?

        var additions: [Money?] { [itemTotal, taxTotal, shipping, handling, insurance] }
        var deductions: [Money?] { [shippingDiscount, discount] }
    }

    struct Item: Codable, Sendable, Equatable {
        var name: String
        var unitAmount: Money
        var tax: Money?
        var quantity: Int64
        var description: String?
        var sku: String?
        var category: String?
    }

    /// Where goods go: a name and an address.
    struct Shipping: Codable, Sendable, Equatable {
        var fullName: String?
        var address: Address?
    }

    var referenceId: String
    var amount: Money
    var breakdown: Breakdown?
    var items: [Item]
    var description: String?
    var customId: String?
    var invoiceId: String?
    var softDescriptor: String?
    var shipping: Shipping?
    var authorizationIds: [String] = []
    var captureIds: [String] = []
    /// The shipments reported for the unit's captures; nil in orders kept before PayTerm tracked shipments.
    var trackers: [OrderTracker]?
}
