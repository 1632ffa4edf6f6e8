import Foundation
import PayPalVocabulary

/// The payments made against an order, loaded with it so that its view can show them.
struct OrderPayments: Sendable {
    var authorizations: [String: PaymentAuthorization] = [:]
    var captures: [String: PaymentCapture] = [:]
    var refunds: [String: PaymentRefund] = [:]
}

/// An order as Orders v2 answers with it. `Prefer: return=minimal` keeps `id`, `status` and `links`, plus the
/// payer and the payments once there are any, which official client samples read from capture answers.
struct OrderView: Encodable, Sendable {
    enum Detail: Sendable {
        case minimal
        case representation
    }

    var id: String
    var intent: String?
    var status: String
    var paymentSource: PaymentSourceView?
    var payer: PayerView?
    var purchaseUnits: [PurchaseUnitView]?
    var createTime: String?
    var updateTime: String?
    var links: [LinkView]

    init(_ order: Order, payments: OrderPayments, base: String, detail: Detail) {
        id = order.id
        status = order.status.rawValue
        links = Self.links(of: order, base: base)
        let paid = order.status == .completed || order.status == .voided
        if detail == .minimal && !paid { return }
        payer = order.payer.map(PayerView.init)
        paymentSource = order.payer.map { PaymentSourceView(paypal: .init($0, vault: order.vault, orderId: order.id, base: base)) }
        purchaseUnits = order.purchaseUnits.map {
            PurchaseUnitView($0, of: order.id, payments: payments, base: base, full: detail == .representation)
        }
        guard detail == .representation else { return }
        intent = order.intent.rawValue
        createTime = Timestamp.rest(order.createdAt)
        updateTime = Timestamp.rest(order.updatedAt)
    }

    static func links(of order: Order, base: String) -> [LinkView] {
        let own = "\(base)/v2/checkout/orders/\(order.id)"
        let action = order.intent.rawValue.lowercased()
        let complete = LinkView(href: "\(own)/\(action)", rel: action, method: "POST")
        let update = LinkView(href: own, rel: "update", method: "PATCH")
        let approve = approveURL(of: order.id, base: base)
        let more: [LinkView] = switch order.status {
        case .created: [LinkView(href: approve, rel: "approve", method: "GET"), update, complete]
        case .payerActionRequired: [LinkView(href: approve, rel: "payer-action", method: "GET")]
        case .approved: [update, complete]
        case .completed, .saved, .voided: []
        }
        return [LinkView(href: own, rel: "self", method: "GET")] + more
    }

    /// Where the buyer approves the order: PayTerm's own checkout page, which a script can also POST to.
    static func approveURL(of id: String, base: String) -> String { LinkView.href("\(base)/checkoutnow", query: [("token", id)]) }
}

struct PayerView: Encodable, Sendable {
    struct Name: Encodable, Sendable {
        var givenName: String
        var surname: String
    }

    struct CountryOnly: Encodable, Sendable {
        var countryCode: String
    }

    var name: Name
    var emailAddress: String
    var payerId: String
    var address: CountryOnly

    init(_ payer: Order.Payer) {
        name = Name(givenName: payer.givenName, surname: payer.surname)
        emailAddress = payer.email
        payerId = payer.payerId
        address = CountryOnly(countryCode: payer.countryCode)
    }
}

struct PaymentSourceView: Encodable, Sendable {
    struct PayPal: Encodable, Sendable {
        struct Attributes: Encodable, Sendable {
            var vault: OrderVaultView
        }

        var emailAddress: String
        var accountId: String
        var accountStatus = "VERIFIED"
        var name: PayerView.Name
        var address: PayerView.CountryOnly
        /// The saved wallet, once the order that asked to save it is paid.
        var attributes: Attributes?

        init(_ payer: Order.Payer, vault: Order.VaultRequest?, orderId: String, base: String) {
            emailAddress = payer.email
            accountId = payer.payerId
            name = PayerView.Name(givenName: payer.givenName, surname: payer.surname)
            address = PayerView.CountryOnly(countryCode: payer.countryCode)
            if let vault, let tokenId = vault.tokenId {
                attributes = Attributes(vault: vault.savedAfterAnswer == true
                    ? .approved(orderId: orderId, base: base) : .vaulted(tokenId: tokenId, customerId: vault.customerId, orderId: orderId, base: base))
            }
        }
    }

    var paypal: PayPal
}

struct PurchaseUnitView: Encodable, Sendable {
    struct Amount: Encodable, Sendable {
        var currencyCode: String
        var value: String
        var breakdown: [String: MoneyView]?
    }

    struct Item: Encodable, Sendable {
        var name: String
        var unitAmount: MoneyView
        var tax: MoneyView?
        var quantity: String
        var description: String?
        var sku: String?
        var category: String?
    }

    struct Payee: Encodable, Sendable {
        var emailAddress: String
        var merchantId: String
    }

    struct Shipping: Encodable, Sendable {
        struct Name: Encodable, Sendable { var fullName: String }
        var name: Name?
        var address: AddressView?
        var trackers: [TrackerView]?
    }

    struct Payments: Encodable, Sendable {
        var authorizations: [AuthorizationView]?
        var captures: [CaptureView]?
        var refunds: [RefundView]?
    }

    var referenceId: String
    var amount: Amount?
    var payee: Payee?
    var description: String?
    var customId: String?
    var invoiceId: String?
    var softDescriptor: String?
    var items: [Item]?
    var shipping: Shipping?
    var payments: Payments?

    init(_ unit: PurchaseUnit, of orderId: String, payments: OrderPayments, base: String, full: Bool) {
        referenceId = unit.referenceId
        let trackers = (unit.trackers ?? []).map { TrackerView($0, orderId: orderId, base: base) }
        if unit.shipping != nil || !trackers.isEmpty {
            shipping = Shipping(
                name: unit.shipping?.fullName.map(Shipping.Name.init), address: unit.shipping?.address.map(AddressView.init),
                trackers: trackers.isEmpty ? nil : trackers)
        }
        let authorizations = unit.authorizationIds.compactMap { payments.authorizations[$0] }
        let captures = unit.captureIds.compactMap { payments.captures[$0] }
        let refunds = captures.flatMap(\.refundIds).compactMap { payments.refunds[$0] }
        if !authorizations.isEmpty || !captures.isEmpty {
            self.payments = Payments(
                authorizations: authorizations.isEmpty ? nil : authorizations.map { AuthorizationView($0, base: base) },
                captures: captures.isEmpty ? nil : captures.map { CaptureView($0, base: base) },
                refunds: refunds.isEmpty ? nil : refunds.map { RefundView($0, base: base) })
        }
        guard full else { return }
        amount = Amount(currencyCode: unit.amount.currency.code, value: unit.amount.text, breakdown: unit.breakdown.map(Self.breakdown))
        let merchant = Personas.merchants[0]
        payee = Payee(emailAddress: merchant.email, merchantId: merchant.id)
        description = unit.description
        customId = unit.customId
        invoiceId = unit.invoiceId
        softDescriptor = unit.softDescriptor
        items = unit.items.isEmpty ? nil : unit.items.map {
            Item(name: $0.name, unitAmount: MoneyView($0.unitAmount), tax: $0.tax.map(MoneyView.init), quantity: String($0.quantity),
                 description: $0.description, sku: $0.sku, category: $0.category)
        }
    }

    private static func breakdown(_ breakdown: PurchaseUnit.Breakdown) -> [String: MoneyView] {
        let parts: [(String, Money?)] = [
            ("item_total", breakdown.itemTotal), ("shipping", breakdown.shipping), ("handling", breakdown.handling),
            ("tax_total", breakdown.taxTotal), ("insurance", breakdown.insurance), ("shipping_discount", breakdown.shippingDiscount),
            ("discount", breakdown.discount),
        ]
        return parts.reduce(into: [:]) { result, part in result[part.0] = part.1.map(MoneyView.init) }
    }
}

/// PayPal's portable address.
struct AddressView: Encodable, Sendable {
    var addressLine1: String
    var addressLine2: String?
    var adminArea2: String
    var adminArea1: String?
    var postalCode: String
    var countryCode: String

    init(_ address: Address) {
        addressLine1 = address.line1
        addressLine2 = address.line2
        adminArea2 = address.city
        adminArea1 = address.state
        postalCode = address.postalCode
        countryCode = address.countryCode
    }

    private enum CodingKeys: String, CodingKey {
        case addressLine1 = "address_line_1", addressLine2 = "address_line_2", adminArea2 = "admin_area_2", adminArea1 = "admin_area_1"
        case postalCode, countryCode
    }
}
