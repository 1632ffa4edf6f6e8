import CheckoutFlows
import PayPalAPI

/// "Connect with Braintree" while it is under way: the flow, and what the merchant typed into the Braintree-hosted
/// page's forms, with the focus on one of its controls.
struct ConnectCheckout: Equatable, Sendable {
    /// The page's controls, in Tab order.
    enum Control: Equatable, Sendable {
        case email, password, businessName, submit, switchForm, finishLater

        var isField: Bool { self == .email || self == .password || self == .businessName }
    }

    var flow: ConnectFlow
    var email = TextField(limit: 254)
    var password = TextField(secret: true, limit: 255)
    var businessName = TextField(limit: 120)
    var focus = Control.email
    var liftedLock = LiftedLock()

    init(flow: ConnectFlow) {
        self.flow = flow
    }

    /// The controls of the screen on show; none on the Authorize step, whose buttons have keys of their own.
    var controls: [Control] {
        guard case .page(let page) = flow.state else { return [] }
        let switchForm: [Control] = page.page.loginOnly ? [] : [.switchForm]
        switch page.screen {
        case .login: return [.email, .password, .submit] + switchForm + [.finishLater]
        case .signup: return [.email, .password, .businessName, .submit] + switchForm + [.finishLater]
        default: return []
        }
    }

    /// Takes in what the page prefilled, once it has loaded.
    mutating func prefill(from prefill: BraintreeConnectPage.Page.Prefill) {
        if email.text.isEmpty, let value = prefill.user["email"] { email.set(value) }
        if businessName.text.isEmpty, let value = prefill.business["name"] { businessName.set(value) }
    }

    /// Types a key into the focused field; false when the focus is not on a field or the field does not take it.
    mutating func edit(with key: Key) -> Bool {
        switch focus {
        case .email: email.edit(key)
        case .password: password.edit(key)
        case .businessName: businessName.edit(key)
        default: false
        }
    }
}
