import PayPalAPI

/// The library's calls to PayPal on the buyer's behalf: over HTTP to a backend (`PayPalClient`, for live and
/// sandbox), or answered from canned data (`DemoPayPal`, for demo mode). The flows see only this.
public protocol CheckoutService: Sendable {
    func initialize() async throws
    func logIn(email: String, password: String) async throws -> BuyerSession
    func logIn(phone: String, pin: String) async throws -> BuyerSession
    /// The library's own Pay for the order; returns the pay key.
    func createPayment(_ order: CheckoutOrder, session: String) async throws -> String
    func review(payKey: String, session: String) async throws -> PaymentReview
    func approve(payKey: String, fundingSourceId: String, shippingAddressId: String?, session: String) async throws -> PaymentReview
    func createPIN(_ pin: String, session: String) async throws -> BuyerProfile
    func preapproval(key: String, session: String) async throws -> PreapprovalTerms
    func agree(preapprovalKey: String, fundingSourceId: String?, pin: String?, session: String) async throws -> PreapprovalTerms
}

extension PayPalClient: CheckoutService {
    public func createPayment(_ order: CheckoutOrder, session: String) async throws -> String {
        try await createPayment(order.payBody, session: session)
    }
}
