import CheckoutFlows

/// The focusable controls of each library screen, in Tab order.
enum LibraryControl: Equatable, Sendable {
    case account, secret, logIn, payNow, review, cancel, switchLogin
    case funding, address, pay
    case newPIN, createPIN, skip
    case saveCode, agree
    case returnToMerchant

    /// The key that presses the button when a button has the focus.
    var mnemonic: Character? {
        switch self {
        case .logIn: "l"
        case .payNow, .pay: "p"
        case .review: "r"
        case .cancel: "c"
        case .switchLogin: "u"
        case .createPIN: "c"
        case .skip, .saveCode: "s"
        case .agree: "a"
        case .returnToMerchant: "m"
        default: nil
        }
    }

    var isField: Bool { self == .account || self == .secret || self == .newPIN }
}

extension LibraryState {
    var controls: [LibraryControl] {
        switch flow.screen {
        case .login:
            flow.shippingEnabled
                ? [.account, .secret, .logIn, .cancel, .switchLogin]
                : [.account, .secret, .payNow, .review, .cancel, .switchLogin]
        case .review: flow.shippingEnabled ? [.funding, .address, .pay, .cancel] : [.funding, .pay, .cancel]
        case .createCode: [.newPIN, .saveCode, .cancel]
        case .agreement: [.funding, .agree, .cancel]
        case .createPIN: [.newPIN, .createPIN, .skip]
        case .receipt, .failure: [.returnToMerchant]
        case .working, .closed: []
        }
    }

    var focusedControl: LibraryControl? {
        let controls = controls
        return controls.isEmpty ? nil : controls[min(focus, controls.count - 1)]
    }
}
