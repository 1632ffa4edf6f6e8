import CheckoutFlows

/// The flows the merchant app offers, named for what they do; the MPL experiences come under the first.
public enum MerchantFlow: CaseIterable, Sendable {
    case mpl
    case confirmPayment
    case payNow
    /// Save PayPal: with a purchase (the button's Save PayPal on), with none (the payment methods' s), and the
    /// returning buyer's payment with the saved wallet (w).
    case savePayPal
    /// Braintree's PayPal App Switch: the PayPal app or the web page, and the merchant's server selling the nonce.
    case appSwitch
    /// "Connect with Braintree" from a partner's dashboard: Braintree's OAuth.
    case connect

    var title: String {
        switch self {
        case .mpl: "Mobile Payments Library"
        case .confirmPayment: "Confirm payment (authorise, confirm, capture)"
        case .payNow: "Pay now (capture at once)"
        case .savePayPal: "Save PayPal (vault, returning buyer)"
        case .appSwitch: "PayPal App Switch (Braintree)"
        case .connect: "Connect with Braintree (partner's dashboard)"
        }
    }

    /// True for the flows on PayPal's Orders v2 and Vault v3, which have saved methods and held authorizations.
    var usesOrders: Bool { ![.mpl, .appSwitch, .connect].contains(self) }

    /// The flow as the front names it to the backend (the `PayTerm-Flow` header), which a tester's fault may match.
    var wireName: String {
        switch self {
        case .mpl: "mpl"
        case .confirmPayment: "confirm-payment"
        case .payNow: "pay-now"
        case .savePayPal: "save-paypal"
        case .appSwitch: "app-switch"
        case .connect: "connect"
        }
    }

    /// The button's configuration a tester starts from; nil for the MPL, which has its experiences instead.
    var defaultConfiguration: ButtonConfiguration? {
        switch self {
        case .mpl, .appSwitch, .connect: nil
        case .confirmPayment: .confirmPayment(amount: "25.00")
        case .payNow: .payNow(amount: "25.00")
        case .savePayPal:
            {
                var configuration = ButtonConfiguration.payNow(amount: "25.00")
                configuration.savePayPal = true
                return configuration
            }()
        }
    }
}
