import CheckoutFlows
import Foundation
import PayPalAPI

/// What the front asks of the world besides its checkouts' calls, as typed calls the program's runner carries out:
/// the merchant's server's own calls, the tester's, the inspector's.
enum FrontCall: Equatable, Sendable {
    /// The library's `initializeWithAppID`: PayPal answers and knows the app; and the buyers the backend has.
    case initialize
    /// The merchant's server asks PayPal for a preapproval key; the library opens with it.
    case createPreapproval
    /// The merchant's server takes the preapproved charge with the PIN the buyer typed.
    case payUnderPreapproval(ConfirmedPreapproval, pin: Secret)
    /// How each held authorization stands, and the backend's time.
    case refreshAuthorizations([String])
    /// The merchant's server captures, voids or reauthorizes a held authorization.
    case actOnAuthorization(String, HeldAuthorizations.Action)
    /// The merchant's server lists the shopper's saved payment tokens.
    case listSavedMethods(customerId: String)
    case deleteSavedMethod(String)
    /// Reads (nil) or changes PayPal's answer to the merchant's requests to save wallets (the backend's setting).
    case vaultEligibility(change: VaultEligibility?)
    /// Reads (nil) or changes when PayPal saves the wallet an order asked to save (the backend's setting).
    case orderVaultStatus(change: OrderVaultStatus?)
    /// Sets whether PayPal finds the buyer eligible for App Switch (the backend's setting).
    case appSwitchEligibility(Bool)
    /// The partner's server refreshes or revokes the connected merchant's tokens.
    case braintreeTokens(BraintreeTokensAction)
    /// Lifts the lockouts of buyers who failed to log in too often.
    case unlockBuyers
    /// What the tester's panel asks of the admin API.
    case tester(TesterPanel.Action)
    /// The exchange behind an HTTP call, from the backend's journal, for the inspector.
    case journalEntry(EventLine)
    /// The exchange behind a call that got no answer, from the backend's journal, for the fault its line names.
    case faultBehind(EventLine)
    /// Writes an exchange as a curl script.
    case saveCurl(AdminClient.JournalEntry)
}

/// What a front call came to, when it did not fail.
enum FrontResult: Sendable {
    case initialized(buyers: [AdminClient.Persona])
    case preapprovalCreated(key: String)
    case preapprovedPaid(MerchantServer.PreapprovedPayment)
    /// Authorizations as PayPal now has them (a reauthorization's is the new one), and the backend's time.
    case authorizations([PaymentsClient.Authorization], backendNow: Date?)
    case savedMethods([VaultClient.PaymentToken])
    case savedMethodDeleted
    case vaultEligibility(VaultEligibility)
    case orderVaultStatus(OrderVaultStatus)
    case appSwitchEligibility(Bool)
    case braintreeTokens(BraintreeTokensAnswer)
    case unlocked([String])
    /// The faults armed, PayPal's clock and (after a refresh or a buyer added) the buyers.
    case tester(armed: [AdminClient.ArmedFault], clock: AdminClient.ClockState?, buyers: [AdminClient.Persona]?)
    /// nil when the journal no longer holds the exchange.
    case journalEntry(AdminClient.JournalEntry?)
    /// Where the script went, or why it could not.
    case curlSaved(String)
}

/// A front call and what it came to.
struct FrontAnswer: Sendable {
    var call: FrontCall
    var result: Result<FrontResult, PayPalAPIError>
}

/// A preapproval a buyer agreed to in the library: the merchant takes payments with it.
public struct ConfirmedPreapproval: Equatable, Sendable {
    public var key: String
    public var senderEmail: String
}

/// What the partner's server asks of Braintree's OAuth for the connected merchant.
public enum BraintreeTokensAction: Equatable, Sendable {
    case refresh(String)
    case revoke(String)
}

/// Braintree's answer to it: new tokens, or a revocation and the webhook notification it filed.
public enum BraintreeTokensAnswer: Equatable, Sendable {
    case refreshed(BraintreeOAuthClient.Credentials)
    case revoked(webhook: String?)
}
