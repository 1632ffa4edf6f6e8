import Foundation
import Testing
@testable import PayPalMock

extension TestBackend {
    /// The authorization fingerprint of a client token the gateway issues now.
    func braintreeFingerprint() async throws -> String {
        let (_, xml) = try await braintree("POST", "/client_token", xml: "<client_token><version type=\"integer\">2</version></client_token>")
        let value = try #require(xml.firstMatch(of: /<value>([^<]+)<\/value>/)?.1)
        let token = try #require(Data(base64Encoded: String(value)))
        let json = try #require(try JSONSerialization.jsonObject(with: token) as? [String: Any])
        return try #require(json["authorizationFingerprint"] as? String)
    }

    /// A client API call for the sandbox merchant: `path` under `/merchants/{id}/client_api/v1`, as JSON.
    func braintreeClient(
        _ method: String, _ path: String, json: [String: Any]? = nil, authorization: String?
    ) async throws -> (status: Int, json: [String: Any]) {
        var headers = ["Content-Type": "application/json"]
        if let authorization { headers["Authorization"] = authorization }
        let exchange = try await http.send(
            method, "/merchants/\(BraintreeMerchant.sandbox.merchantId)/client_api/v1\(path)", headers: headers,
            body: try json.map { try JSONSerialization.data(withJSONObject: $0) })
        return (exchange.status, (try? JSONSerialization.jsonObject(with: exchange.body) as? [String: Any]) ?? [:])
    }
}
