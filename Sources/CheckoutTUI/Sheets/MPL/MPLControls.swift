import CheckoutFlows

/// The focusable controls of each library screen, in Tab order.
enum MPLControl: SheetControl {
    case account, secret, logIn, payNow, review, cancel, switchLogin
    case funding, feesPayer, address, pay
    case pinPhone, newPIN, confirmPIN, createPIN, skip
    case saveCode, agree
    case returnToMerchant, retry
    /// The billing summary at the sheet's top, which a click opens to its details; never in the Tab order.
    case summary

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
        case .retry: "t"
        default: nil
        }
    }

    var isField: Bool { [.account, .secret, .newPIN, .confirmPIN, .pinPhone].contains(self) }
}

extension MPLCheckout {
    var controls: [MPLControl] {
        switch flow.screen {
        case .login:
            flow.shippingEnabled
                ? [.account, .secret, .logIn, .cancel, .switchLogin]
                : [.account, .secret, .payNow, .review, .cancel, .switchLogin]
        case .review:
            [.funding] + (flow.offersFeesPayerChoice ? [.feesPayer] : []) + (flow.shippingEnabled ? [.address] : []) + [.pay, .cancel]
        case .createCode: [.newPIN, .confirmPIN, .saveCode, .cancel]
        case .agreement: [.funding, .agree, .cancel]
        case .createPIN: (flow.needsPhoneForPIN ? [.pinPhone] : []) + [.newPIN, .confirmPIN, .createPIN, .skip]
        case .receipt, .failure: [.returnToMerchant]
        case .interrupted: [.retry, .cancel]
        case .working, .closed: []
        }
    }

    var focusedControl: MPLControl? {
        let controls = controls
        return controls.isEmpty ? nil : controls[min(focus, controls.count - 1)]
    }
}
