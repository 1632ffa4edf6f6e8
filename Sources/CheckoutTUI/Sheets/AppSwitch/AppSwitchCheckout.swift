import CheckoutFlows

/// App Switch while it is under way: the flow, and what the buyer typed into the PayPal app's or web page's log-in.
/// Over the merchant's app it shows iOS's sign-in alert, the PayPal app, the web page or the browser; while the
/// merchant's app is in front (before the switch, after the return, or with the PayPal app in the background) it
/// shows nothing and the app draws its spinner or notice.
struct AppSwitchCheckout: Equatable, Sendable {
    var flow: AppSwitchFlow
    var login = LoginFields()
    var liftedLock = LiftedLock()
    /// The log-in's focus: 0 the email, 1 the password.
    var focus = 0

    init(flow: AppSwitchFlow) {
        self.flow = flow
        login.email.set(flow.request.email.trimmingCharacters(in: .whitespaces))
    }

    var isBackgrounded: Bool { if case .backgrounded = flow.state { true } else { false } }

    /// True while the merchant's app is in front, drawn as it is, with the sheet's spinner or notice beside its button.
    var merchantAppInFront: Bool {
        switch flow.state {
        case .ready, .starting, .backgrounded, .tokenizing, .finalizing, .finished, .closed: true
        case .signInAlert, .payPal, .homeScreen, .browser: false
        }
    }
}
