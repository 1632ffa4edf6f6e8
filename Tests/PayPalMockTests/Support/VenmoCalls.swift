import Foundation
import Testing
@testable import PayPalMock

/// `BTVenmoClient`'s calls and the Venmo app's, on a test backend's sandbox merchant.
extension TestBackend {
    static let createContext =
        "mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) { createVenmoPaymentContext(input: $input) { venmoPaymentContext { id } } }"
    static let queryContext =
        "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { paymentMethodId userName payerInfo { email externalId userName } } } }"

    /// The input the iOS SDK sends for a paysheet of `total` (`isFinalAmount` as a string, as it sends it).
    static func venmoInput(_ usage: String = "MULTI_USE", total: String = "12.00", final: Bool = false) -> [String: Any] {
        [
            "paymentMethodUsage": usage, "customerClient": "MOBILE_APP", "intent": "CONTINUE", "isFinalAmount": "\(final)",
            "paysheetDetails": [
                "collectCustomerBillingAddress": "false", "collectCustomerShippingAddress": "true",
                "transactionDetails": ["totalAmount": total, "lineItems": [["quantity": 2, "unitAmount": "6.00", "name": "Socks", "type": "DEBIT", "unitTaxAmount": "0"]]],
            ],
        ]
    }

    /// A GraphQL call with a raw body, as the sandbox merchant's client (`merchant` names another in the path).
    func graphQL(_ body: Data, authorization: String?, merchant: String = BraintreeMerchant.sandbox.merchantId) async throws -> (status: Int, json: JSON) {
        var headers = ["Content-Type": "application/json"]
        if let authorization { headers["Authorization"] = authorization }
        let exchange = try await http.send("POST", "/merchants/\(merchant)/client_api/graphql", headers: headers, body: body)
        return (exchange.status, JSON(((try? JSONSerialization.jsonObject(with: exchange.body)) as? [String: Any]) ?? [:]))
    }

    func graphQL(_ query: String, _ variables: [String: Any], authorization: String?) async throws -> (status: Int, json: JSON) {
        try await graphQL(try JSONSerialization.data(withJSONObject: ["query": query, "variables": variables]), authorization: authorization)
    }

    /// Opens a payment context; its id.
    func openVenmoContext(bearer: String, _ input: [String: Any] = venmoInput()) async throws -> String {
        let (status, json) = try await graphQL(Self.createContext, ["input": input], authorization: bearer)
        #expect(status == 200, "\(json)")
        return try #require(json["data.createVenmoPaymentContext.venmoPaymentContext.id"] as String?)
    }

    /// The nonce the context's approval minted, read back as the SDK does.
    func venmoNonce(bearer: String, context: String) async throws -> String {
        let (status, json) = try await graphQL(Self.queryContext, ["id": context], authorization: bearer)
        #expect(status == 200, "\(json)")
        return try #require(json["data.node.paymentMethodId"] as String?)
    }

    /// `email` approves the context in the Venmo app.
    func approveVenmo(_ context: String, as email: String = "alex@personal.example.com") async throws -> (Int, JSON) {
        try await buyer("POST", "venmo/\(context)/approve", token: try await login(email))
    }
}
