import Foundation
import PayPalVocabulary

/// Braintree's client API for one merchant, as the client SDKs call it with a client token: PayPal
/// approvals opened under an EC or BA token, and the buyer's return URL tokenized into a nonce the gateway's sale takes
/// (Venmo's calls are in `BraintreeClientAPI+Venmo`).
struct BraintreeClientAPI: Sendable {
    let store: Store
    let clock: VirtualClock
    let merchant: BraintreeMerchant
    /// The customer the client token was made for, whose vault the client may add to.
    let customerId: String?

    /// What a Hermes call asks for, as its body's fields.
    struct Approval {
        var flow: HermesResource.Flow
        var amount: String?
        var currency: String?
        var returnUrl: String?
        var cancelUrl: String?
        var merchantAppReturnUrl: String?
        var launchPayPalApp = false
        var requestBillingAgreement = false
        var offerPayLater = false
        var contact: ContactRequest?
        var shippingCallbackUrl: String?
    }

    /// The client API of the merchant `merchantId` names, for a client token's fingerprint: nil when there is no such
    /// merchant, or the fingerprint is not a live one of theirs.
    static func authorized(
        merchantId: String, fingerprint: String?, merchants: BraintreeMerchants, clock: VirtualClock
    ) async throws -> BraintreeClientAPI? {
        guard let fingerprint, let merchant = try await merchants.merchant(id: merchantId),
              let grant = AuthorizationFingerprint.check(fingerprint, for: merchant, at: clock.now()) else { return nil }
        return BraintreeClientAPI(store: merchants.store, clock: clock, merchant: merchant, customerId: grant.customerId)
    }

    func open(_ approval: Approval) async throws -> HermesResource {
        var amount: Money?
        if approval.flow == .checkout {
            guard approval.currency == nil || approval.currency == Currency.usd.code else {
                throw GatewayFailure.invalid("91817", "currency_iso_code", "Currency is not supported by the merchant account.")
            }
            amount = try BraintreeGateway.amount(approval.amount, required: true)
        }
        for (field, url) in [("return_url", approval.returnUrl), ("cancel_url", approval.cancelUrl)] {
            guard let url, let parsed = URLComponents(string: url), parsed.scheme != nil else {
                throw GatewayFailure.invalid("82905", field, "\(field) is required and must be a URL.")
            }
        }
        if let url = approval.shippingCallbackUrl, !["http", "https"].contains(URLComponents(string: url)?.scheme?.lowercased() ?? "") {
            throw GatewayFailure.invalid("82914", "shipping_callback_url", "shipping_callback_url must be an http or https URL.")
        }
        if approval.launchPayPalApp {
            guard let url = approval.merchantAppReturnUrl, URLComponents(string: url)?.scheme == "https" else {
                throw GatewayFailure.invalid("82905", "merchant_app_return_url", "merchant_app_return_url must be an https universal link.")
            }
        }
        let token = approval.flow == .checkout ? Identifier.checkoutToken() : Identifier.billingAgreementToken()
        let resource = HermesResource(
            id: token, merchantId: merchant.merchantId, flow: approval.flow, amount: amount, createdAt: clock.now(), tokenized: false,
            returnUrl: approval.returnUrl, cancelUrl: approval.cancelUrl, merchantAppReturnUrl: approval.merchantAppReturnUrl,
            requestBillingAgreement: approval.flow == .checkout ? approval.requestBillingAgreement : nil,
            offerPayLater: approval.flow == .checkout ? approval.offerPayLater : nil, contact: approval.flow == .checkout ? approval.contact : nil,
            shipping: approval.flow == .checkout ? approval.shippingCallbackUrl.map(HermesShipping.init) : nil)
        return try await store.write { [resource] db in
            var opened = resource
            opened.appSwitch = try approval.launchPayPalApp && AppSwitchEligibility.current(in: db)
            try db.save(opened)
            return opened
        }
    }

    /// Mints a nonce for the approval a success return URL names, by its `ba_token` or else its `token`.
    func tokenize(returnUrl: String?) async throws -> PayPalAccountNonce {
        guard let returnUrl, let url = URLComponents(string: returnUrl) else {
            throw GatewayFailure.invalid("82902", "response.webURL", "The PayPal return URL is missing or not a URL.")
        }
        guard url.path.hasSuffix("/success") else {
            throw GatewayFailure.invalid("82903", "response.webURL", "The buyer did not approve the payment.")
        }
        let items = url.queryItems ?? []
        let token = items.first { $0.name == "ba_token" }?.value ?? items.first { $0.name == "token" }?.value ?? ""
        return try await store.write { db in
            guard var resource = try db.document(HermesResource.self, id: token), resource.merchantId == merchant.merchantId else {
                throw GatewayFailure.invalid("82904", "response.webURL", "The return URL names no PayPal approval.")
            }
            guard let approval = resource.approval else {
                throw GatewayFailure.invalid("82903", "response.webURL", "The buyer did not approve the payment.")
            }
            guard !resource.tokenized else {
                throw GatewayFailure.invalid("82906", "response.webURL", "The PayPal approval was already tokenized.")
            }
            resource.tokenized = true
            try db.save(resource)
            let nonce = PayPalAccountNonce(
                id: UUID().uuidString.lowercased(), merchantId: merchant.merchantId, billingAgreement: resource.vaultable, consumed: false,
                payer: approval)
            try db.save(nonce)
            return nonce
        }
    }
}
