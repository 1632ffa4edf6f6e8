/// Vault v3 answers: setup tokens, payment tokens, a customer's list, and the vault result on an order.
struct SetupTokenView: Encodable, Sendable {
    var id: String
    var customer: CustomerView
    var status: String
    var paymentSource: VaultedSourceView
    var links: [LinkView]

    init(_ token: SetupToken, base: String) {
        id = token.id
        customer = CustomerView(id: token.customerId)
        status = token.status.rawValue
        paymentSource = VaultedSourceView(token.source)
        let own = LinkView(href: "\(base)/v3/vault/setup-tokens/\(token.id)", rel: "self", method: "GET")
        links = switch token.status {
        case .payerActionRequired: [LinkView(href: Self.approveURL(of: token.approvalSession, base: base), rel: "approve", method: "GET"), own]
        case .approved: [own, LinkView(href: "\(base)/v3/vault/payment-tokens", rel: "confirm", method: "POST")]
        case .vaulted: [own]
        }
    }

    /// Where the buyer agrees to save their wallet, in the approval session `session`; a script can POST their
    /// login to it.
    static func approveURL(of session: String, base: String) -> String {
        LinkView.href("\(base)/agreements/approve", query: [("approval_session_id", session)])
    }
}

struct PaymentTokenView: Encodable, Sendable {
    var id: String
    var customer: CustomerView
    var paymentSource: VaultedSourceView
    var links: [LinkView]

    init(_ token: PaymentToken, base: String) {
        id = token.id
        customer = CustomerView(id: token.customerId)
        paymentSource = VaultedSourceView(token.source)
        links = Self.links(of: token.id, base: base)
    }

    static func links(of id: String, base: String) -> [LinkView] {
        let own = "\(base)/v3/vault/payment-tokens/\(id)"
        return [LinkView(href: own, rel: "self", method: "GET"), LinkView(href: own, rel: "delete", method: "DELETE")]
    }
}

/// One page of a customer's payment tokens.
struct PaymentTokenListView: Encodable, Sendable {
    var customer: CustomerView
    var paymentTokens: [PaymentTokenView]
    var totalItems: Int?
    var totalPages: Int?
    var links: [LinkView]
}

struct CustomerView: Encodable, Sendable {
    var id: String
}

/// `payment_source` of a token: the card's brand, last digits and expiry, or the wallet's owner and terms.
struct VaultedSourceView: Encodable, Sendable {
    struct Card: Encodable, Sendable {
        var brand: String
        var lastDigits: String
        var expiry: String
        var name: String?
    }

    struct Wallet: Encodable, Sendable {
        var emailAddress: String?
        var payerId: String?
        var name: PayerView.Name?
        var usageType: String
        var customerType: String
        var permitMultiplePaymentTokens: Bool
        var usagePattern: String?
        var description: String?
    }

    var card: Card?
    var paypal: Wallet?

    init(_ source: VaultedSource) {
        switch source {
        case .card(let card):
            self.card = Card(brand: card.brand, lastDigits: card.lastDigits, expiry: card.expiry, name: card.name)
        case .paypal(let wallet):
            paypal = Wallet(
                emailAddress: wallet.payer?.email, payerId: wallet.payer?.payerId,
                name: wallet.payer.map { PayerView.Name(givenName: $0.givenName, surname: $0.surname) },
                usageType: wallet.terms.usageType, customerType: wallet.terms.customerType,
                permitMultiplePaymentTokens: wallet.terms.permitMultiplePaymentTokens, usagePattern: wallet.terms.usagePattern,
                description: wallet.terms.description)
        }
    }
}

/// `payment_source.paypal.attributes.vault` of an order that asked to save its wallet, once paid: `VAULTED` with
/// the payment token and PayPal's customer, or `APPROVED` with neither while PayPal saves it after answering.
struct OrderVaultView: Encodable, Sendable {
    var id: String?
    var status: String
    var customer: CustomerView?
    var links: [LinkView]

    static func vaulted(tokenId: String, customerId: String, orderId: String, base: String) -> OrderVaultView {
        OrderVaultView(
            id: tokenId, status: OrderVaultStatus.vaulted.rawValue, customer: CustomerView(id: customerId),
            links: PaymentTokenView.links(of: tokenId, base: base) + [up(orderId, base: base)])
    }

    static func approved(orderId: String, base: String) -> OrderVaultView {
        OrderVaultView(id: nil, status: OrderVaultStatus.approved.rawValue, customer: nil, links: [up(orderId, base: base)])
    }

    /// The order the wallet was saved with.
    private static func up(_ orderId: String, base: String) -> LinkView {
        LinkView(href: "\(base)/v2/checkout/orders/\(orderId)", rel: "up", method: "GET")
    }
}
