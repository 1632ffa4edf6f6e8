import CheckoutFlows
import PayPalAPI

/// PayPal's web checkout sheet (today's PayPal, not the 2011 library): the Orders v2 checkout or the saving of a
/// wallet the buyer is in, and what the buyer has typed.
struct WebSheet: Equatable, Sendable {
    let checkout: CheckoutID
    var flow: WebFlow
    var focus = 0
    var login = LoginFields()
    /// The first row of the sheet's content shown, when the content is taller than the sheet.
    var scroll = 0

    init(checkout: CheckoutID, flow: WebFlow) {
        self.checkout = checkout
        self.flow = flow
    }

    /// Applies a key to the field `control` stands for; false when a field does not take the key.
    mutating func editField(_ control: WebControl, with key: Key) -> Bool {
        control.isField && login.edit(secret: control == .secret, with: key)
    }
}

/// What the buyer does in PayPal's web sheet: approve an order (confirm payment, pay now, save with a purchase),
/// or agree to save their wallet with no purchase.
enum WebFlow: Equatable, Sendable {
    case order(ConfirmPaymentFlow)
    case vault(SavePayPalFlow)

    var isWorking: Bool {
        switch self {
        case .order(let flow): flow.isWorking
        case .vault(let flow): flow.isWorking
        }
    }

    var merchantName: String {
        switch self {
        case .order(let flow): flow.merchantName
        case .vault(let flow): flow.merchantName
        }
    }

    /// True on PayPal's login screen.
    var isAtLogin: Bool {
        switch self {
        case .order(let flow): if case .login = flow.state { true } else { false }
        case .vault(let flow): if case .login = flow.state { true } else { false }
        }
    }

    /// The refusal of the last login, shown on the login screen.
    var loginRefusal: PayPalAPIError? {
        switch self {
        case .order(let flow): if case .login(_, .refused(let error)?) = flow.state { error } else { nil }
        case .vault(let flow): if case .login(_, let error) = flow.state { error } else { nil }
        }
    }
}

/// The focusable controls of the web sheet's screens, in Tab order.
enum WebControl: SheetControl {
    case account, secret, logIn, switchLogin
    case funding, address, approve
    case cancel

    var mnemonic: Character? {
        switch self {
        case .logIn: "l"
        case .switchLogin: "u"
        case .approve: "p"
        case .cancel: "c"
        default: nil
        }
    }

    var target: ClickTarget { .web(self) }

    var isField: Bool { self == .account || self == .secret }
}

extension WebSheet {
    static let loginControls: [WebControl] = [.account, .secret, .logIn, .switchLogin, .cancel]

    var controls: [WebControl] {
        if flow.isAtLogin { return Self.loginControls }
        switch flow {
        case .order(let order):
            guard case .approving = order.state else { return [] }
            return [.funding] + (order.configuration.shippingPreference == .getFromFile ? [.address] : []) + [.approve, .cancel]
        case .vault(let vault):
            guard case .agreeing = vault.state else { return [] }
            return [.funding, .approve, .cancel]
        }
    }

    var focusedControl: WebControl? {
        let controls = controls
        return controls.isEmpty ? nil : controls[min(focus, controls.count - 1)]
    }
}
