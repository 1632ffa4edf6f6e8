import CheckoutFlows

/// PayPal's web checkout sheet of the Orders v2 flows (today's PayPal, not the 2011 library): its checkout while
/// the buyer is in it, and what the buyer has typed.
struct WebSheet: Equatable, Sendable {
    let checkout: CheckoutID
    var flow: ConfirmPaymentFlow
    var focus = 0
    var login = LoginFields()
    /// The first row of the sheet's content shown, when the content is taller than the sheet.
    var scroll = 0

    init(checkout: CheckoutID, flow: ConfirmPaymentFlow) {
        self.checkout = checkout
        self.flow = flow
    }

    /// Applies a key to the field `control` stands for; false when a field does not take the key.
    mutating func editField(_ control: WebControl, with key: Key) -> Bool {
        control.isField && login.edit(secret: control == .secret, with: key)
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
    var controls: [WebControl] {
        switch flow.state {
        case .login: [.account, .secret, .logIn, .switchLogin, .cancel]
        case .approving: [.funding] + (flow.configuration.shippingPreference == .getFromFile ? [.address] : []) + [.approve, .cancel]
        default: []
        }
    }

    var focusedControl: WebControl? {
        let controls = controls
        return controls.isEmpty ? nil : controls[min(focus, controls.count - 1)]
    }
}
