import PayPalAPI

/// The library's calls to PayPal on the buyer's behalf: over HTTP to a backend (`PayPalClient`, for live and
/// sandbox, and for demo mode over a backend answering in the process). The flows see only this.
public protocol CheckoutService: Sendable {
    /// Where the calls go, for messages that say PayPal can't be reached there.
    var location: String { get }
    func initialize() async throws(PayPalAPIError)
    func logIn(email: String, password: Secret) async throws(PayPalAPIError) -> BuyerSession
    func logIn(phone: String, pin: Secret) async throws(PayPalAPIError) -> BuyerSession
    /// The library's own Pay for the order; returns the pay key.
    func createPayment(_ order: CheckoutOrder, session: String) async throws(PayPalAPIError) -> String
    func review(payKey: String, session: String) async throws(PayPalAPIError) -> PaymentReview
    func approve(payKey: String, fundingSourceId: String, shippingAddressId: String?, session: String) async throws(PayPalAPIError) -> PaymentReview
    /// Creates the buyer's login PIN, with the phone number it logs in with when the account has none.
    func createPIN(_ pin: Secret, phone: String?, session: String) async throws(PayPalAPIError) -> BuyerProfile
    func preapproval(key: String, session: String) async throws(PayPalAPIError) -> PreapprovalTerms
    func agree(preapprovalKey: String, fundingSourceId: String?, pin: Secret?, session: String) async throws(PayPalAPIError) -> PreapprovalTerms
    /// PayTerm's own, not the MPL's: lifts the lockouts of buyers who failed to log in too often, so a demo goes
    /// on without a restart. Returns the buyers unlocked.
    func unlockBuyers() async throws(PayPalAPIError) -> [String]
}

extension PayPalClient: CheckoutService {
    public var location: String { transport.baseURL.absoluteString }

    public func createPayment(_ order: CheckoutOrder, session: String) async throws(PayPalAPIError) -> String {
        try await createPayment(order.payRequest, session: session)
    }
}
