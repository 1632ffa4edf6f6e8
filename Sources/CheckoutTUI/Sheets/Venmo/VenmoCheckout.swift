import CheckoutFlows

/// Venmo while it is under way: the flow, and what the buyer typed into the Venmo app's or venmo.com's log-in. Over
/// the merchant's app it shows the Venmo app or the web page; while the merchant's app is in front (before the switch
/// and after the return) it shows nothing and the app draws its spinner beside its button.
struct VenmoCheckout: Equatable, Sendable {
    var flow: VenmoFlow
    var login = LoginFields()
    /// The log-in's focus: 0 the email, 1 the password.
    var focus = 0
    var liftedLock = LiftedLock()

    var merchantAppInFront: Bool {
        if case .venmo = flow.state { false } else { true }
    }
}
