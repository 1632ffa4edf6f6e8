/// Orders v2 request bodies, read leniently: every field optional, so that a missing one gets PayPal's issue.
struct OrderRequestBody: Decodable, Sendable {
    struct ApplicationContext: Decodable, Sendable {
        var returnUrl: String?
        var cancelUrl: String?
    }

    var intent: String?
    var purchaseUnits: [PurchaseUnitBody]?
    var paymentSource: [String: JSONValue]?
    var applicationContext: ApplicationContext?
}

struct PurchaseUnitBody: Decodable, Sendable {
    struct Payee: Decodable, Sendable {
        var emailAddress: String?
        var merchantId: String?
    }

    var referenceId: String?
    var amount: AmountBody?
    var payee: Payee?
    var items: [ItemBody]?
    var description: String?
    var customId: String?
    var invoiceId: String?
    var softDescriptor: String?
    var shipping: ShippingBody?
}

struct AmountBody: Decodable, Sendable {
    struct Breakdown: Decodable, Sendable {
        var itemTotal: MoneyBody?
        var shipping: MoneyBody?
        var handling: MoneyBody?
        var taxTotal: MoneyBody?
        var insurance: MoneyBody?
        var shippingDiscount: MoneyBody?
        var discount: MoneyBody?
    }

    var currencyCode: String?
    var value: String?
    var breakdown: Breakdown?
}

struct ItemBody: Decodable, Sendable {
    var name: String?
    var unitAmount: MoneyBody?
    var tax: MoneyBody?
    var quantity: String?
    var description: String?
    var sku: String?
    var category: String?
}

struct ShippingBody: Decodable, Sendable {
    struct Name: Decodable, Sendable {
        var fullName: String?
    }

    var name: Name?
    var address: PortableAddressBody?
}

/// PayPal's portable address: `address_line_1`, `admin_area_2` (city), `admin_area_1` (state)…
struct PortableAddressBody: Decodable, Sendable {
    var addressLine1: String?
    var addressLine2: String?
    var adminArea2: String?
    var adminArea1: String?
    var postalCode: String?
    var countryCode: String?
}

/// One JSON Patch operation.
struct PatchOperationBody: Decodable, Sendable {
    var op: String?
    var path: String?
    var value: JSONValue?
}

/// `confirm-payment-source`.
struct ConfirmBody: Decodable, Sendable {
    var paymentSource: [String: JSONValue]?
}
