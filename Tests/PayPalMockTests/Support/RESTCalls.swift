import Foundation
import PayPalAPI
@testable import PayPalMock

/// Talking to the REST APIs as a merchant's server does: an access token, then JSON calls with it.
extension TestBackend {
    static func basicAuthorization(_ credentials: Credentials = .defaults) -> String {
        "Basic " + Data("\(credentials.clientId):\(credentials.clientSecret)".utf8).base64EncodedString()
    }

    /// Gets an access token with the client's credentials, the default ones unless named.
    func accessToken(client: Credentials = .defaults) async throws -> String {
        let exchange = try await http.send(
            "POST", "/v1/oauth2/token",
            headers: ["Authorization": Self.basicAuthorization(client), "Content-Type": "application/x-www-form-urlencoded"],
            body: Data("grant_type=client_credentials".utf8))
        guard exchange.status == 200, let token: String = JSON(try exchange.jsonObject())["access_token"] else {
            throw TestFailure("no access token: HTTP \(exchange.status) \(String(decoding: exchange.body, as: UTF8.self))")
        }
        return token
    }

    /// A REST call with a fresh access token; an empty body answer comes back as an empty JSON object.
    func rest(
        _ method: String, _ path: String, json: Any? = nil, headers: [String: String] = [:], token: String? = nil
    ) async throws -> (Int, JSON) {
        let exchange = try await restExchange(method, path, json: json, headers: headers, token: token)
        return (exchange.status, exchange.body.isEmpty ? JSON([:]) : JSON(try exchange.jsonObject()))
    }

    /// A REST call with a fresh access token, answered with the exact bytes the backend sent.
    func restExchange(
        _ method: String, _ path: String, json: Any? = nil, headers: [String: String] = [:], token: String? = nil
    ) async throws -> HTTPExchange {
        var headers = headers
        let bearer = if let token { token } else { try await accessToken() }
        headers["Authorization"] = "Bearer \(bearer)"
        let body = try json.map { try JSONSerialization.data(withJSONObject: $0) }
        return try await http.send(method, path, headers: headers, body: body)
    }

    /// Makes an order, with the `PayPal-Request-Id` one carrying a payment source needs, and returns its id.
    func createOrder(_ body: [String: Any] = Orders.simple()) async throws -> String {
        let (status, order) = try await rest("POST", "/v2/checkout/orders", json: body, headers: ["PayPal-Request-Id": UUID().uuidString])
        guard status == 201, let id: String = order["id"] else { throw TestFailure("create order: HTTP \(status) \(order)") }
        return id
    }

    /// The buyer logs in and approves the order with a funding source.
    func approveOrder(_ id: String, buyer: String = "alex@personal.example.com", source: String = "FS-ALEX-BALANCE", address: String? = nil) async throws -> (Int, JSON) {
        let token = try await login(buyer)
        var body = ["funding_source_id": source]
        body["shipping_address_id"] = address
        return try await self.buyer("POST", "orders/\(id)/approve", token: token, json: body)
    }

    /// An approved order, ready to capture or authorize.
    func approvedOrder(_ body: [String: Any] = Orders.simple(), source: String = "FS-ALEX-BALANCE") async throws -> String {
        let id = try await createOrder(body)
        let (status, answer) = try await approveOrder(id, source: source)
        guard status == 200 else { throw TestFailure("approve: HTTP \(status) \(answer)") }
        return id
    }
}

extension TestBackend {
    /// Authorizes an approved order and returns the authorization id.
    func authorization(_ value: String = "10.00", source: String = "FS-ALEX-BALANCE") async throws -> String {
        let id = try await approvedOrder(Orders.simple(value, intent: "AUTHORIZE"), source: source)
        let (status, order) = try await rest("POST", "/v2/checkout/orders/\(id)/authorize")
        guard status == 201, let authorization: String = order["purchase_units[0].payments.authorizations[0].id"] else {
            throw TestFailure("authorize: HTTP \(status) \(order)")
        }
        return authorization
    }

    /// Captures an approved order and returns the order and capture ids.
    func capturedOrder(_ body: [String: Any] = Orders.simple(), source: String = "FS-ALEX-BALANCE") async throws -> (order: String, capture: String) {
        let id = try await approvedOrder(body, source: source)
        let (status, order) = try await rest("POST", "/v2/checkout/orders/\(id)/capture")
        guard status == 201, let capture: String = order["purchase_units[0].payments.captures[0].id"] else {
            throw TestFailure("capture: HTTP \(status) \(order)")
        }
        return (id, capture)
    }

    /// The logged-in buyer's balance in US dollars.
    func balance(_ buyer: String = "alex@personal.example.com") async throws -> String? {
        let (_, me) = try await self.buyer("GET", "me", token: try await login(buyer))
        return me["balances[0].value"]
    }
}

/// Order request bodies, with defaults each test can change.
enum Orders {
    static func simple(_ value: String = "10.00", intent: String = "CAPTURE", currency: String = "USD") -> [String: Any] {
        ["intent": intent, "purchase_units": [["amount": ["currency_code": currency, "value": value]]]]
    }

    static func unit(_ amount: [String: Any], items: [[String: Any]]? = nil, reference: String? = nil) -> [String: Any] {
        var unit: [String: Any] = ["amount": amount]
        unit["items"] = items
        unit["reference_id"] = reference
        return unit
    }

    static func money(_ value: String, _ currency: String = "USD") -> [String: Any] { ["currency_code": currency, "value": value] }
}
