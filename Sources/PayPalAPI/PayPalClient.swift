import Foundation
import PayPalVocabulary

/// Typed calls to a PayPal backend: the mobile library's (buyer side, its own Pay) and the merchant
/// server's (Adaptive Payments with API credentials).
public struct PayPalClient: Sendable {
    public let transport: HTTPTransport
    public let applicationId: String

    public init(transport: HTTPTransport, applicationId: String) {
        self.transport = transport
        self.applicationId = applicationId
    }

    // MARK: The library, for a buyer

    /// The library's initialization: the backend answers and knows the application id.
    public func initialize() async throws(PayPalAPIError) {
        let _: LibraryEnvironment = try await buyerCall("POST", "initialize", BuyerBody.Initialize(applicationId: applicationId))
    }

    public func logIn(email: String, password: Secret) async throws(PayPalAPIError) -> BuyerSession {
        try await buyerCall("POST", "login", BuyerBody.EmailLogin(email: email, password: SentSecret(secret: password)))
    }

    public func logIn(phone: String, pin: Secret) async throws(PayPalAPIError) -> BuyerSession {
        try await buyerCall("POST", "login", BuyerBody.PhoneLogin(phone: phone, pin: SentSecret(secret: pin)))
    }

    /// The library's own Pay for the logged-in buyer; returns the pay key.
    public func createPayment(_ request: Adaptive.PayRequest, session: String) async throws(PayPalAPIError) -> String {
        try await adaptive(request, headers: AdaptiveHeaders.mobileLibrary(deviceToken: session, applicationId: applicationId)).payKey
    }

    public func review(payKey: String, session: String) async throws(PayPalAPIError) -> PaymentReview {
        try await buyerCall("GET", URLPath.path("payments", payKey), session: session)
    }

    public func approve(
        payKey: String, fundingSourceId: String, shippingAddressId: String?, session: String
    ) async throws(PayPalAPIError) -> PaymentReview {
        try await buyerCall(
            "POST", URLPath.path("payments", payKey, "approve"),
            BuyerBody.Approval(fundingSourceId: fundingSourceId, shippingAddressId: shippingAddressId), session: session)
    }

    /// Creates the buyer's login PIN, and sets their phone number when the account has none.
    public func createPIN(_ pin: Secret, phone: String?, session: String) async throws(PayPalAPIError) -> BuyerProfile {
        try await buyerCall("POST", "pin", BuyerBody.NewPIN(pin: SentSecret(secret: pin), phone: phone), session: session)
    }

    public func preapproval(key: String, session: String) async throws(PayPalAPIError) -> PreapprovalTerms {
        try await buyerCall("GET", URLPath.path("preapprovals", key), session: session)
    }

    public func agree(
        preapprovalKey: String, fundingSourceId: String?, pin: Secret?, session: String
    ) async throws(PayPalAPIError) -> PreapprovalTerms {
        try await buyerCall(
            "POST", URLPath.path("preapprovals", preapprovalKey, "agree"),
            BuyerBody.Agreement(fundingSourceId: fundingSourceId, pin: pin.map(SentSecret.init)), session: session)
    }

    /// An Orders v2 order as the logged-in buyer sees it, whole.
    public func order(id: String, session: String) async throws(PayPalAPIError) -> OrdersClient.Order {
        try await buyerCall("GET", URLPath.path("orders", id), session: session)
    }

    /// The logged-in buyer approves an order, paying with the funding source and shipping to the address (their
    /// balance, or their first bank or card, and their first address, when not named).
    public func approveOrder(
        id: String, fundingSourceId: String?, shippingAddressId: String?, session: String
    ) async throws(PayPalAPIError) -> OrdersClient.Order {
        try await buyerCall(
            "POST", URLPath.path("orders", id, "approve"),
            BuyerBody.Approval(fundingSourceId: fundingSourceId, shippingAddressId: shippingAddressId), session: session)
    }

    /// The logged-in buyer agrees to save their wallet with the merchant that made the setup token, to be charged
    /// from the funding source (their default one when not named).
    public func approveSetupToken(id: String, fundingSourceId: String?, session: String) async throws(PayPalAPIError) -> VaultClient.SetupToken {
        try await buyerCall(
            "POST", URLPath.path("setup-tokens", id, "approve"), BuyerBody.Approval(fundingSourceId: fundingSourceId, shippingAddressId: nil),
            session: session)
    }

    /// A Braintree PayPal approval (its EC or BA token) as the logged-in buyer sees it in the PayPal app or on PayPal's
    /// web page.
    public func hermes(token: String, session: String) async throws(PayPalAPIError) -> HermesApproval {
        try await buyerCall("GET", URLPath.path("hermes", token), session: session)
    }

    /// The buyer picks another address or shipping option in a review with the shipping module: PayPal calls the
    /// merchant's server, and the review comes back with its answer.
    public func chooseHermesShipping(
        token: String, addressId: String? = nil, optionId: String? = nil, session: String
    ) async throws(PayPalAPIError) -> HermesApproval {
        try await buyerCall("POST", URLPath.path("hermes", token, "shipping"), BuyerBody.ShippingChoice(addressId: addressId, optionId: optionId), session: session)
    }

    /// The logged-in buyer approves a Braintree approval from the PayPal app or the web page, paying from the funding
    /// source (their default one when not named); the URL back to the merchant's app.
    public func approveHermes(
        token: String, fundingSourceId: String?, payLaterPlan: String? = nil, contact: RecipientContact? = nil, from surface: HermesApproval.Surface,
        session: String
    ) async throws(PayPalAPIError) -> String {
        let decision = BuyerBody.HermesDecision(fundingSourceId: fundingSourceId, payLaterPlan: payLaterPlan, contact: contact, surface: surface.rawValue)
        let answer: HermesRedirect = try await buyerCall(
            "POST", URLPath.path("hermes", token, "approve"), decision,
            session: session)
        return answer.redirectUrl
    }

    /// The buyer cancels a Braintree approval; the URL back to the merchant's app.
    public func cancelHermes(token: String, from surface: HermesApproval.Surface) async throws(PayPalAPIError) -> String {
        let answer: HermesRedirect = try await buyerCall(
            "POST", URLPath.path("hermes", token, "cancel"), BuyerBody.HermesDecision(fundingSourceId: nil, payLaterPlan: nil, contact: nil, surface: surface.rawValue))
        return answer.redirectUrl
    }

    // MARK: A merchant's server

    /// Calls an Adaptive Payments operation with its typed request (`Adaptive.PayRequest`…) and returns its typed
    /// answer; an answer whose `ack` is a failure is thrown, as a `PayPalAPIError` with PayPal's error id.
    public func adaptive<Request: AdaptiveRequest>(
        _ request: Request, headers: [String: String]
    ) async throws(PayPalAPIError) -> Request.Response {
        let operation = Request.operation
        let call = try WireRequest(
            "Adaptive \(operation)", "POST", "/AdaptivePayments/\(operation)", headers: headers, json: request, by: WireCoding.plainEncoder)
        return try await transport.perform(call, by: WireCoding.plainDecoder)
    }

    // MARK: PayTerm's admin API

    /// Lifts every buyer's login lockout (`POST /payterm/v1/buyers/unlock`); returns the buyers unlocked.
    public func unlockBuyers() async throws(PayPalAPIError) -> [String] {
        try await AdminClient(transport: transport).unlockBuyers()
    }

    // MARK: Plumbing

    private func buyerCall<Response: Decodable>(
        _ method: String, _ path: String, _ body: some Encodable, session: String? = nil
    ) async throws(PayPalAPIError) -> Response {
        let fullPath = "/payterm/v1/buyer/\(path)"
        return try await send(WireRequest("\(method) \(fullPath)", method, fullPath, json: body), session: session)
    }

    private func buyerCall<Response: Decodable>(_ method: String, _ path: String, session: String) async throws(PayPalAPIError) -> Response {
        let fullPath = "/payterm/v1/buyer/\(path)"
        return try await send(WireRequest("\(method) \(fullPath)", method, fullPath), session: session)
    }

    private func send<Response: Decodable>(_ request: WireRequest, session: String?) async throws(PayPalAPIError) -> Response {
        var request = request
        if let session { request.headers["Authorization"] = "Bearer \(session)" }
        return try await transport.perform(request)
    }
}
