import CheckoutFlows
import PayPalAPI

/// PayPal's web checkout sheet (today's PayPal, not the 2011 library), as the buyer left it: the focus, what they
/// typed, how far the content is scrolled. The checkout it shows (`WebFlow`) is its host's.
struct WebSheet: Equatable, Sendable {
    var focus = 0
    var login = LoginFields()
    /// The first row of the sheet's content shown, when the content is taller than the sheet.
    var scroll = 0
    var liftedLock = LiftedLock()
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

    var isField: Bool { self == .account || self == .secret }
}

extension WebSheet {
    static let loginControls: [WebControl] = [.account, .secret, .logIn, .switchLogin, .cancel]

    static func controls(_ flow: WebFlow) -> [WebControl] {
        if flow.isAtLogin { return loginControls }
        switch flow {
        case .order(let order):
            guard case .approving = order.state else { return [] }
            return [.funding] + (order.configuration.shippingPreference == .getFromFile ? [.address] : []) + [.approve, .cancel]
        case .vault(let vault):
            guard case .agreeing = vault.state else { return [] }
            return [.funding, .approve, .cancel]
        }
    }

    func focusedControl(_ flow: WebFlow) -> WebControl? {
        let controls = Self.controls(flow)
        return controls.isEmpty ? nil : controls[min(focus, controls.count - 1)]
    }
}
