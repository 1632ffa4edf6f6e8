import Foundation
import Hummingbird

/// `/payterm/v1/buyer/hermes/{token}`: the PayPal app and PayPal's web page on a Braintree approval, with the
/// buyer's session as a bearer token; and the tester's switch for the buyer's App Switch eligibility.
struct HermesBuyerRoutes {
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

    struct EligibilityBody: Decodable, Sendable {
        var eligible: Bool?
    }

    func register(on routes: RouteTable) {
        let hermes = "/payterm/v1/buyer/hermes/:token"
        routes.on(.get, RouterPath(hermes)) { request, context in
            let (resource, buyer) = try await buyers.hermes(token: context.parameters.require("token"), session: buyers.session(of: request).token)
            let merchant = try await merchants.merchant(id: resource.merchantId)
            return try .rest(HermesView(resource, merchantName: merchant?.displayName ?? resource.merchantId, buyer: buyer, now: buyers.clock.now()))
        }
        routes.on(.post, RouterPath(hermes + "/approve")) { request, context in
            let session = try await buyers.session(of: request).token
            let body = try RESTBody.decode(SurfaceBody.self, from: context.body)
            let url = try await buyers.approveHermes(
                token: context.parameters.require("token"), session: session, fundingSourceId: body.fundingSourceId, payLaterPlan: body.payLaterPlan,
                contact: body.contact, from: surface(body))
            return try .rest(["redirect_url": url])
        }
        routes.on(.post, RouterPath(hermes + "/cancel")) { request, context in
            // Cancelling from the log-in needs no session; one sent is checked first, and must be the approval's buyer's.
            let session = request.bearerToken == nil ? nil : try await buyers.session(of: request).token
            let body = try RESTBody.decode(SurfaceBody.self, from: context.body)
            return try .rest(["redirect_url": try await buyers.cancelHermes(token: context.parameters.require("token"), session: session, from: surface(body))])
        }
        let eligibility = "/payterm/v1/braintree/app-switch-eligibility"
        routes.on(.get, RouterPath(eligibility)) { _, _ in
            try .rest(["eligible": try await store.read { db in try AppSwitchEligibility.current(in: db) }])
        }
        routes.on(.post, RouterPath(eligibility)) { _, context in
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

/// A Braintree approval as the PayPal app and web page show it to the buyer.
struct HermesView: Encodable, Sendable {
    var token: String
    var flow: String
    var amount: String?
    var currencyCode: String?
    var merchantName: String
    var offerPayLater: Bool
    var requestBillingAgreement: Bool
    var appSwitch: Bool
    var approved: Bool
    /// The Pay Later plans on offer, their payments due as if chosen now.
    var payLaterPlans: [PayLaterPlanView]
    /// The contact module: the recipient's email and phone to choose from (the first chosen unless the buyer changes
    /// it), and whether they may; nil when the review shows no contact.
    var contact: ContactView?

    struct ContactView: Encodable, Sendable {
        var editable: Bool
        var choices: [Contact]
    }

    init(_ resource: HermesResource, merchantName: String, buyer: BuyerAccount, now: Date) {
        token = resource.id
        flow = resource.flow.rawValue
        amount = resource.amount?.text
        currencyCode = resource.amount?.currency.code
        self.merchantName = merchantName
        offerPayLater = resource.offerPayLater ?? false
        requestBillingAgreement = resource.requestBillingAgreement ?? false
        appSwitch = resource.appSwitch ?? false
        approved = resource.approval != nil
        payLaterPlans = resource.payLaterPlans(at: now).map(PayLaterPlanView.init)
        let choices = resource.contact?.choices(buyerEmail: buyer.email, buyerPhone: buyer.phone) ?? []
        contact = choices.isEmpty ? nil : ContactView(editable: resource.contact?.preference == .updateContactInfo, choices: choices)
    }
}
