import Foundation
import Hummingbird

/// `/payterm/v1/buyer/hermes/{token}`: the PayPal app and PayPal's web page on a Braintree approval, with the
/// buyer's session as a bearer token; and the tester's switch for the buyer's App Switch eligibility.
struct HermesBuyerRoutes: Surface {
    let buyers: BuyerSide
    let merchants: BraintreeMerchants
    var store: Store { merchants.store }

    struct SurfaceBody: Decodable, Sendable {
        var fundingSourceId: String?
        /// The Pay Later plan chosen (`PAY_IN_4`, `PAY_MONTHLY_12`), when the buyer pays later.
        var payLaterPlan: String?
        /// The recipient's contact chosen, among those the review offered.
        var contact: Contact?
        /// `app` or `web`: where the buyer approves, so where they go back from.
        var surface: String?
    }

    struct ShippingBody: Decodable, Sendable {
        var addressId: String?
        var optionId: String?
    }

    struct EligibilityBody: Decodable, Sendable {
        var eligible: Bool?
    }

    init(_ parts: BackendParts) {
        (buyers, merchants) = (parts.buyers, parts.braintree.merchants)
    }

    func register(on routes: RouteTable) {
        let hermes = "/payterm/v1/buyer/hermes/:token"
        routes.on(.get, RouterPath(hermes), for: \.buyer) { request, context, buyer in
            let (token, session) = (try context.parameters.require("token"), buyer.token)
            var (resource, buyer) = try await buyers.hermes(token: token, session: session)
            // PayPal calls the merchant's shipping callback as the review first opens.
            if resource.shipping.map({ $0.addressId == nil }) == true { (resource, buyer) = try await buyers.shipping(token: token, session: session) }
            let merchant = try await merchants.merchant(id: resource.merchantId)
            return try .rest(HermesView(resource, merchantName: merchant?.displayName ?? resource.merchantId, buyer: buyer, now: buyers.clock.now()))
        }
        routes.on(.post, RouterPath(hermes + "/approve"), for: \.buyer) { request, context, buyer in
            let session = buyer.token
            let body = try RESTBody.decode(SurfaceBody.self, from: context.body)
            let url = try await buyers.approveHermes(
                token: context.parameters.require("token"), session: session, fundingSourceId: body.fundingSourceId, payLaterPlan: body.payLaterPlan,
                contact: body.contact, from: surface(body))
            return try .rest(["redirect_url": url])
        }
        routes.on(.post, RouterPath(hermes + "/shipping"), for: \.buyer) { request, context, buyer in
            let session = buyer.token
            let body = try RESTBody.decode(ShippingBody.self, from: context.body)
            let (resource, buyer) = try await buyers.shipping(
                token: context.parameters.require("token"), session: session, addressId: body.addressId, optionId: body.optionId)
            let merchant = try await merchants.merchant(id: resource.merchantId)
            return try .rest(HermesView(resource, merchantName: merchant?.displayName ?? resource.merchantId, buyer: buyer, now: buyers.clock.now()))
        }
        routes.on(.post, RouterPath(hermes + "/cancel"), for: \.anyone) { request, context, _ in
            // Cancelling from the log-in needs no session; one sent must be live and the approval's buyer's.
            let session = request.bearerToken
            let body = try RESTBody.decode(SurfaceBody.self, from: context.body)
            return try .rest(["redirect_url": try await buyers.cancelHermes(token: context.parameters.require("token"), session: session, from: surface(body))])
        }
        let eligibility = "/payterm/v1/braintree/app-switch-eligibility"
        routes.on(.get, RouterPath(eligibility), for: \.admin) { _, _, _ in
            try .rest(["eligible": try await store.read { db in try AppSwitchEligibility.current(in: db) }])
        }
        routes.on(.post, RouterPath(eligibility), for: \.admin) { _, context, _ in
            guard let eligible = try RESTBody.decode(EligibilityBody.self, from: context.body).eligible else {
                throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "eligible (true or false) is missing.", field: "eligible")
            }
            try await store.write { db in try db.saveSetting(eligible, key: AppSwitchEligibility.settingKey) }
            return try .rest(["eligible": eligible])
        }
    }

    private func surface(_ body: SurfaceBody) throws -> HermesResource.Surface {
        guard let name = body.surface, let surface = HermesResource.Surface(rawValue: name) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "surface is app or web.", field: "surface")
        }
        return surface
    }
}
