import Foundation
import Testing
@testable import PayPalMock

/// Walking the connect page's API as the terminal's "Braintree-hosted page" does.
extension TestBackend {
    /// A connect URL's query as Braintree's Python SDK writes one (`oauth.connect_url`).
    static func connectQuery(scope: String = "read_write,shared_vault_transactions", extra: String = "") -> String {
        let clientId = Credentials.defaults.braintreeOAuthClientId.replacingOccurrences(of: "$", with: "%24")
        return "client_id=\(clientId)&redirect_uri=https%3A%2F%2Fpartner.example%2Fcb%3Fsource%3Dpayterm&scope=\(scope.replacingOccurrences(of: ",", with: "%2C"))"
            + "&state=xyz" + extra
    }

    /// `/oauth/connect{path}?{query}`, with a JSON body and the page's session when given.
    func connect(
        _ method: String, _ path: String = "", query: String? = connectQuery(), json: [String: Any]? = nil, session: String? = nil
    ) async throws -> (status: Int, json: [String: Any]) {
        var headers = ["Content-Type": "application/json"]
        if let session { headers["Authorization"] = "Bearer " + session }
        let exchange = try await http.send(
            method, "/oauth/connect\(path)" + (query.map { "?" + $0 } ?? ""), headers: headers,
            body: try json.map { try JSONSerialization.data(withJSONObject: $0) })
        return (exchange.status, (try? JSONSerialization.jsonObject(with: exchange.body) as? [String: Any]) ?? [:])
    }

    /// Logs in on the page; the session.
    func connectSession(email: String = Personas.braintreeMerchantEmail, password: String = Personas.password) async throws -> String {
        let (status, json) = try await connect("POST", "/login", query: nil, json: ["email": email, "password": password])
        #expect(status == 200, "\(json)")
        return try #require(json["session"] as? String)
    }

    /// Agrees on the page with `session`; the redirect's query items.
    func connectAgree(session: String, query: String = connectQuery()) async throws -> [String: String] {
        let (status, json) = try await connect("POST", query: query, json: ["decision": "agree"], session: session)
        #expect(status == 200, "\(json)")
        let redirect = try #require(json["redirect_url"] as? String)
        let url = try #require(URLComponents(string: redirect))
        return Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
    }
}
