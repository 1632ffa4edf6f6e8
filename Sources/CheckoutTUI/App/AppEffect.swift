import CheckoutFlows
import PayPalAPI

/// Work the program does for the state: a checkout's calls and timers, and the merchant app's own calls.
public enum AppEffect: Equatable, Sendable {
    /// Calls and timers of an MPL checkout, for its runner; their events come back tagged with the checkout.
    case mpl(CheckoutID, [FlowEffect<MPLFlow>])
    /// Calls and timers of a confirm payment (or pay now) checkout, for its runner.
    case confirmPayment(CheckoutID, [FlowEffect<ConfirmPaymentFlow>])
    /// Saving PayPal with no purchase: its calls.
    case savePayPal(CheckoutID, [FlowEffect<SavePayPalFlow>])
    /// App Switch's calls and timers.
    case appSwitch(CheckoutID, [FlowEffect<AppSwitchFlow>])
    /// Sets whether PayPal finds the buyer eligible for App Switch (the backend's setting).
    case appSwitchEligibility(Bool)
    /// Connect's calls.
    case connect(CheckoutID, [FlowEffect<ConnectFlow>])
    /// The partner's server refreshes or revokes the connected merchant's tokens.
    case braintreeTokens(BraintreeTokensAction)
    /// Checks that PayPal (the backend) answers, as MPL's `initializeWithAppID` did.
    case initializeLibrary
    /// The merchant's server asks PayPal for a preapproval key; the library opens with it.
    case createPreapproval
    /// The merchant's server takes the preapproved charge with the PIN the buyer typed.
    case payUnderPreapproval(MerchantState.ConfirmedPreapproval, pin: Secret)
    /// Asks PayPal how each held authorization stands, and the backend's time.
    case refreshAuthorizations([String])
    /// The merchant's server captures, voids or reauthorizes a held authorization.
    case actOnAuthorization(String, HeldAuthorizations.Action)
    /// The merchant's server lists the shopper's saved payment tokens.
    case listSavedMethods(customerId: String)
    /// The merchant's server deletes a saved payment token.
    case deleteSavedMethod(String)
    /// Reads (nil) or changes PayPal's answer to the merchant's requests to save wallets (the backend's setting).
    case vaultEligibility(change: VaultEligibility?)
    /// Lifts the lockouts of buyers who failed to log in too often (PayTerm's admin API).
    case unlockAccounts
    /// What the tester's panel asks of the backend's admin API.
    case tester(TesterPanel.Action)
    /// Reads the exchange behind an HTTP call from the backend's journal, for the inspector.
    case inspect(AppState.EventLine)
    /// Writes the exchange as a curl script under the state folder.
    case saveCurl(AdminClient.JournalEntry)
}
