/// The buyer's phone as a tester sets it up for Venmo: the Venmo app signed in (to an account whose password the
/// app keeps in the keychain, never in this value), signed out, or not there at all.
public enum VenmoPhone: Codable, Sendable, Equatable {
    case signedIn(account: String)
    case signedOut
    case notInstalled

    public var venmoAppInstalled: Bool { self != .notInstalled }

    /// The merchant app's universal link, as it registered it with Braintree (`BTVenmoClient(universalLink:)`).
    public static let universalLink = "https://demo.payterm.test/braintree-payments"

    /// Where the Venmo app, or venmo.com, sends the buyer back: the merchant's link with the SDK's path and how it
    /// ended (`success`, `cancel`), naming the payment context.
    public static func returnURL(_ action: String, contextId: String) -> String {
        universalLink + "/" + VenmoReturnURL.pathComponent + "/" + action + "?resource_id=" + contextId
    }
}
