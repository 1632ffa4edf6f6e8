import Foundation
import Hummingbird

/// `/payterm/v1/buyer/venmo/…`: the Venmo app's log-in, and the Venmo app on a Braintree payment context (`{context_id}`),
/// with the session of the buyer signed in to Venmo as a bearer token. PayTerm's buyers sign in to Venmo with the
/// email and password they use for PayPal, but the two are accounts apart: each counts its failures and locks alone.
struct VenmoBuyerRoutes: Surface {
    let buyers: BuyerSide
    let merchants: BraintreeMerchants

    static let logInPath = "/payterm/v1/buyer/venmo/login"

    init(_ parts: BackendParts) {
        (buyers, merchants) = (parts.buyers, parts.braintree.merchants)
    }

    func register(on routes: RouteTable) {
        routes.on(.post, RouterPath(Self.logInPath), for: \.anyone) { _, context, _ in
            try .rest(try await buyers.logIn(RESTBody.decode(LoginBody.self, from: context.body), to: .venmo), status: .created)
        }
        let venmo = "/payterm/v1/buyer/venmo/:contextId"
        routes.on(.get, RouterPath(venmo), for: \.buyer) { request, context, buyer in
            let session = buyer.token
            let viewer = try await buyers.buyer(token: session).venmo
            return try await view(buyers.venmoContext(id: context.parameters.require("contextId"), session: session), viewer: viewer)
        }
        routes.on(.post, RouterPath(venmo + "/approve"), for: \.buyer) { request, context, buyer in
            try await view(buyers.approveVenmo(id: context.parameters.require("contextId"), session: buyer.token))
        }
        routes.on(.post, RouterPath(venmo + "/cancel"), for: \.buyer) { request, context, buyer in
            try await view(buyers.cancelVenmo(id: context.parameters.require("contextId"), session: buyer.token))
        }
    }

    /// The context as the Venmo app shows it; `viewer`, the signed-in buyer's Venmo account, pays until someone approved.
    private func view(_ context: VenmoPaymentContext, viewer: VenmoUser? = nil) async throws -> WireResponse {
        let merchant = try await merchants.merchant(id: context.merchantId)
        let name = context.paysheet.displayName ?? merchant?.displayName ?? context.merchantId
        return try .rest(VenmoContextView(context, merchantName: name, viewer: viewer))
    }
}

/// A Venmo payment context as the Venmo app shows it to the buyer.
struct VenmoContextView: Encodable, Sendable {
    struct LineItem: Encodable, Sendable {
        var name: String
        var quantity: Int
        var unitAmount: String
        var type: String
    }

    var contextId: String
    var merchantName: String
    var amount: String?
    var currencyCode: String?
    /// The paysheet's "subject to change" notice, unless the merchant's app said the amount is final.
    var subjectToChange: Bool
    /// `MULTI_USE` (the merchant may keep the account for later payments) or `SINGLE_USE`.
    var usage: String
    var lineItems: [LineItem]
    /// `CREATED`, `APPROVED` or `CANCELED`.
    var status: String
    /// The approving buyer's Venmo username, with Venmo's `@`; before an approval, the signed-in buyer's (whom the
    /// paysheet pays as).
    var username: String?

    init(_ context: VenmoPaymentContext, merchantName: String, viewer: VenmoUser?) {
        let paysheet = context.paysheet
        contextId = context.id
        self.merchantName = merchantName
        amount = paysheet.amount?.text
        currencyCode = paysheet.amount?.currency.code
        subjectToChange = !paysheet.isFinalAmount
        usage = paysheet.usage.rawValue
        lineItems = paysheet.lineItems.map { LineItem(name: $0.name, quantity: $0.quantity, unitAmount: $0.unitAmount.text, type: $0.kind) }
        status = context.status.rawValue
        username = (context.approval?.user ?? viewer).map { "@" + $0.username }
    }
}
