import Foundation
import PayPalVocabulary

/// An approval the client API opened for the client SDK (Braintree's "Hermes" calls): a one-time checkout under an
/// EC token, or a billing agreement under a BA token. The buyer approves it in the PayPal app or on PayPal's web
/// page, which returns to the merchant's app with the token; the return URL is then tokenized into a nonce.
struct HermesResource: StoredDocument {
    static let kind = "braintree.hermes"

    enum Flow: String, Codable, Sendable { case checkout, vault }

    /// Where the buyer approves: the PayPal app (App Switch) or PayPal's web page.
    enum Surface: String, Codable, Sendable, CaseIterable { case app, web }

    /// The buyer who approved, as the tokenized PayPal account describes them.
    struct Approval: Codable, Sendable, Equatable {
        var payerId: String
        var email: String
        var firstName: String
        var lastName: String
        var phone: String?
        var countryCode: String
        var fundingSourceId: String
        var approvedAt: Date
        /// The Pay Later plan the buyer chose, when the checkout offered Pay Later and they took it.
        var payLater: PayLaterPlan?
        /// The recipient's contact the merchant receives (the contact module), when the checkout asked for it.
        var contact: Contact?
    }

    /// The EC or BA token.
    var id: String
    var merchantId: String
    var flow: Flow
    /// What a checkout asks for; a billing agreement names no amount.
    var amount: Money?
    var createdAt: Date
    /// An approval is tokenized once, so that one checkout cannot mint the nonces for many sales.
    var tokenized: Bool
    /// Where the web page returns (`sdk.ios.braintree://onetouch/v1`), and where the PayPal app returns: the merchant
    /// app's universal link (`…/braintreeAppSwitchPayPal`), when the SDK switched apps.
    var returnUrl: String?
    var cancelUrl: String?
    var merchantAppReturnUrl: String?
    /// A checkout that also asks to save the wallet (`request_billing_agreement`).
    var requestBillingAgreement: Bool?
    var offerPayLater: Bool?
    /// The contact module the checkout asks for; nil when it sent no `contact_preference` (PayPal's NO_CONTACT_INFO).
    var contact: ContactRequest?
    /// The shipping module: the merchant's callback and what it last answered; nil without `shipping_callback_url`.
    var shipping: HermesShipping?
    /// True when the answer sent the SDK to the PayPal app.
    var appSwitch: Bool?
    var approval: Approval?

    /// The Pay Later plans the buyer may choose, as if chosen at `now`: none unless the checkout offers Pay Later.
    func payLaterPlans(at now: Date) -> [PayLaterPlan] {
        guard flow == .checkout, offerPayLater == true, let amount else { return [] }
        return PayLaterPlan.offered(for: amount, at: now)
    }

    /// Whether the tokenized nonce may be kept in the vault: a billing agreement's, or a checkout that asked for one.
    var vaultable: Bool { flow == .vault || requestBillingAgreement == true }

    /// The URL the buyer goes back to the merchant on, from `surface`, having approved (or not).
    func redirect(from surface: Surface, approved: Bool) -> String? {
        let action = approved ? "success" : "cancel"
        let tokenName = flow == .checkout ? "token" : "ba_token"
        let base: String?
        switch surface {
        case .app: base = merchantAppReturnUrl.map { $0 + "/" + action }
        case .web: base = approved ? returnUrl : cancelUrl
        }
        guard let base, var url = URLComponents(string: base) else { return nil }
        url.queryItems = (url.queryItems ?? []) + [URLQueryItem(name: tokenName, value: id)]
        return url.string
    }
}
