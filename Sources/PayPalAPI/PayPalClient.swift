import Foundation

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
    public func initialize() async throws {
        let _: LibraryEnvironment = try await buyerCall("POST", "initialize", json: ["application_id": applicationId])
    }

    public func logIn(email: String, password: String) async throws -> BuyerSession {
        try await buyerCall("POST", "login", json: ["email": email, "password": password])
    }

    public func logIn(phone: String, pin: String) async throws -> BuyerSession {
        try await buyerCall("POST", "login", json: ["phone": phone, "pin": pin])
    }

    /// The library's own Pay for the logged-in buyer; returns the pay key.
    public func createPayment(_ body: [String: Any], session: String) async throws -> String {
        let answer = try await adaptive("Pay", body, headers: AdaptiveHeaders.mobileLibrary(deviceToken: session, applicationId: applicationId))
        guard let payKey = answer["payKey"] as? String else { throw Self.unexpected("Pay") }
        return payKey
    }

    public func review(payKey: String, session: String) async throws -> PaymentReview {
        try await buyerCall("GET", "payments/\(payKey)", session: session)
    }

    public func approve(payKey: String, fundingSourceId: String, shippingAddressId: String?, session: String) async throws -> PaymentReview {
        var body: [String: Any] = ["funding_source_id": fundingSourceId]
        body["shipping_address_id"] = shippingAddressId
        return try await buyerCall("POST", "payments/\(payKey)/approve", json: body, session: session)
    }

    public func createPIN(_ pin: String, session: String) async throws -> BuyerProfile {
        try await buyerCall("POST", "pin", json: ["pin": pin], session: session)
    }

    public func preapproval(key: String, session: String) async throws -> PreapprovalTerms {
        try await buyerCall("GET", "preapprovals/\(key)", session: session)
    }

    public func agree(preapprovalKey: String, fundingSourceId: String?, pin: String?, session: String) async throws -> PreapprovalTerms {
        var body: [String: Any] = [:]
        body["funding_source_id"] = fundingSourceId
        body["pin"] = pin
        return try await buyerCall("POST", "preapprovals/\(preapprovalKey)/agree", json: body, session: session)
    }

    // MARK: A merchant's server

    /// Calls an Adaptive Payments operation and returns the body of a successful answer.
    public func adaptive(_ operation: String, _ body: [String: Any], headers: [String: String]) async throws -> [String: Any] {
        let exchange = try await transport.send("POST", "/AdaptivePayments/\(operation)", headers: headers, json: body)
        if let error = PayPalAPIError.from(exchange) { throw error }
        return try exchange.jsonObject()
    }

    /// Today's date (`2026-11-22`) on the backend's clock, which a trainer may have moved; the machine's
    /// date when the backend does not say.
    public func backendDay() async -> String {
        guard let exchange = try? await transport.send("GET", "/payterm/v1/clock"),
              let now = (try? exchange.jsonObject())?["now"] as? String
        else { return String(Date().formatted(.iso8601).prefix(10)) }
        return String(now.prefix(10))
    }

    // MARK: Plumbing

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    private func buyerCall<T: Decodable>(_ method: String, _ path: String, json: [String: Any]? = nil, session: String? = nil) async throws -> T {
        var headers: [String: String] = [:]
        if let session { headers["Authorization"] = "Bearer \(session)" }
        let exchange = if let json {
            try await transport.send(method, "/payterm/v1/buyer/\(path)", headers: headers, json: json)
        } else {
            try await transport.send(method, "/payterm/v1/buyer/\(path)", headers: headers)
        }
        if let error = PayPalAPIError.from(exchange) { throw error }
        return try Self.decoder.decode(T.self, from: exchange.body)
    }

    private static func unexpected(_ operation: String) -> PayPalAPIError {
        PayPalAPIError(code: "UNEXPECTED", message: "\(operation) answered without the expected fields.", correlationId: "", httpStatus: 200)
    }
}
