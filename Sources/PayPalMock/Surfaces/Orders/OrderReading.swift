import Foundation
import PayPalVocabulary

/// Turns Orders v2 request bodies into domain values, naming what is missing or malformed as PayPal does.
enum OrderReading {
    static let maxPurchaseUnits = 10

    static func intent(_ text: String?) throws(RESTError) -> OrderIntent {
        guard let text else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "intent is missing: CAPTURE or AUTHORIZE.", field: "/intent") }
        guard let intent = OrderIntent(rawValue: text) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "intent is CAPTURE or AUTHORIZE, not '\(text)'.", field: "/intent")
        }
        return intent
    }

    static func purchaseUnits(_ bodies: [PurchaseUnitBody]?) throws(RESTError) -> [PurchaseUnit] {
        guard let bodies, !bodies.isEmpty else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "purchase_units needs 1 to 10 purchase units.", field: "/purchase_units")
        }
        guard bodies.count <= maxPurchaseUnits else {
            throw .invalidRequest("INVALID_ARRAY_MAX_ITEMS", "An order has at most 10 purchase units.", field: "/purchase_units")
        }
        var units: [PurchaseUnit] = []
        for (index, body) in bodies.enumerated() {
            let field = "/purchase_units/\(index)"
            if bodies.count > 1, body.referenceId == nil {
                throw .unprocessable("REFERENCE_ID_REQUIRED", "With more than one purchase unit, each needs a reference_id.", field: field + "/reference_id")
            }
            let unit = try purchaseUnit(body, at: field)
            if units.contains(where: { $0.referenceId == unit.referenceId }) {
                throw .unprocessable("DUPLICATE_REFERENCE_ID", "reference_id '\(unit.referenceId)' is used twice.", field: field + "/reference_id")
            }
            if let first = units.first, first.amount.currency != unit.amount.currency {
                throw .unprocessable("MULTI_CURRENCY_ORDER", "Every purchase unit must be in one currency.", field: field + "/amount/currency_code")
            }
            units.append(unit)
        }
        return units
    }

    static func purchaseUnit(_ body: PurchaseUnitBody, at field: String) throws(RESTError) -> PurchaseUnit {
        guard let amountBody = body.amount else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "amount is missing.", field: field + "/amount")
        }
        let unit = PurchaseUnit(
            referenceId: body.referenceId ?? "default", amount: try amount(amountBody, at: field + "/amount"),
            breakdown: try amountBody.breakdown.map { b throws(RESTError) in try breakdown(b, at: field + "/amount/breakdown") },
            items: try items(body.items ?? [], at: field + "/items"),
            description: try bounded(body.description, "description", at: field), customId: try bounded(body.customId, "custom_id", at: field),
            invoiceId: try bounded(body.invoiceId, "invoice_id", at: field), softDescriptor: try bounded(body.softDescriptor, "soft_descriptor", at: field),
            shipping: try body.shipping.map { s throws(RESTError) in try shipping(s, at: field + "/shipping") })
        if let problem = unit.problem(at: field) { throw RESTError(problem) }
        return unit
    }

    /// A purchase unit's text, within PayPal's bound for it.
    static func bounded(_ value: String?, _ name: String, at field: String) throws(RESTError) -> String? {
        try SpecText.bounded(value, atMost: SpecText.purchaseUnitBounds[name] ?? Int.max, field: field + "/" + name)
    }

    static func amount(_ body: AmountBody, at field: String) throws(RESTError) -> Money {
        try MoneyBody(currencyCode: body.currencyCode, value: body.value).money(at: field)
    }

    static func breakdown(_ body: AmountBody.Breakdown, at field: String) throws(RESTError) -> PurchaseUnit.Breakdown {
        func part(_ money: MoneyBody?, _ name: String) throws(RESTError) -> Money? {
            try money.map { m throws(RESTError) in try m.money(at: field + "/" + name, negative: "CANNOT_BE_NEGATIVE") }
        }
        return PurchaseUnit.Breakdown(
            itemTotal: try part(body.itemTotal, "item_total"), shipping: try part(body.shipping, "shipping"),
            handling: try part(body.handling, "handling"), taxTotal: try part(body.taxTotal, "tax_total"),
            insurance: try part(body.insurance, "insurance"), shippingDiscount: try part(body.shippingDiscount, "shipping_discount"),
            discount: try part(body.discount, "discount"))
    }

    static func items(_ bodies: [ItemBody], at field: String) throws(RESTError) -> [PurchaseUnit.Item] {
        var items: [PurchaseUnit.Item] = []
        for (index, body) in bodies.enumerated() {
            let itemField = "\(field)/\(index)"
            guard let name = body.name, !name.isEmpty else {
                throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "An item needs a name.", field: itemField + "/name")
            }
            func bounded(_ value: String?, _ key: String) throws(RESTError) -> String? {
                try SpecText.bounded(value, atMost: SpecText.itemBounds[key] ?? Int.max, field: itemField + "/" + key)
            }
            _ = try bounded(name, "name")
            guard let unitAmount = body.unitAmount else {
                throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "An item needs a unit_amount.", field: itemField + "/unit_amount")
            }
            guard let text = body.quantity else {
                throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "An item needs a quantity.", field: itemField + "/quantity")
            }
            guard text.count <= 10, text.first != "0", let quantity = Int64(text), quantity > 0, text.allSatisfy(\.isASCIIDigit) else {
                throw .invalidRequest("INVALID_PARAMETER_SYNTAX", "quantity is a whole number from 1, written as a string: \"2\".", field: itemField + "/quantity")
            }
            items.append(PurchaseUnit.Item(
                name: name, unitAmount: try unitAmount.money(at: itemField + "/unit_amount", negative: "CANNOT_BE_NEGATIVE"),
                tax: try body.tax.map { t throws(RESTError) in try t.money(at: itemField + "/tax", negative: "CANNOT_BE_NEGATIVE") },
                quantity: quantity,
                description: try bounded(body.description, "description"), sku: try bounded(body.sku, "sku"),
                category: try bounded(body.category, "category")))
        }
        return items
    }

    static func shipping(_ body: ShippingBody, at field: String) throws(RESTError) -> PurchaseUnit.Shipping {
        PurchaseUnit.Shipping(fullName: body.name?.fullName, address: try body.address.map { a throws(RESTError) in try address(a, at: field + "/address") })
    }

    static func address(_ body: PortableAddressBody, at field: String) throws(RESTError) -> Address {
        guard let country = body.countryCode, country.count == 2 else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "An address needs a two-letter country_code.", field: field + "/country_code")
        }
        return Address(
            id: "", name: "", line1: body.addressLine1 ?? "", line2: body.addressLine2, city: body.adminArea2 ?? "",
            state: body.adminArea1, postalCode: body.postalCode ?? "", countryCode: country)
    }
}
