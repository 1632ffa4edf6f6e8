import CheckoutFlows

/// Work the front's loop does for the state: calls to PayPal, timers, the library's initialization.
public enum AppEffect: Equatable, Sendable {
    /// A call of the checkout flow; its answer comes back as a flow event.
    case call(CheckoutFlow.Effect)
    /// Sends `.finish` to the flow after the receipt has been on screen a moment.
    case finishAfterPause
    /// Checks that PayPal (the backend) answers, as MPL's `initializeWithAppID` did.
    case initializeLibrary
    /// The merchant's server asks PayPal for a preapproval key; the library opens with it.
    case createPreapproval
    /// The merchant's server takes the preapproved charge with the PIN the buyer typed.
    case payUnderPreapproval(MerchantState.ConfirmedPreapproval, pin: String)
}
