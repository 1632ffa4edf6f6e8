import Foundation
@testable import PayPalMock

/// Vault v3 calls as a merchant's server makes them.
extension TestBackend {
    /// A Vault create, with the `PayPal-Request-Id` it requires.
    func vault(_ path: String, _ body: [String: Any], requestId: String = UUID().uuidString) async throws -> (Int, JSON) {
        try await rest("POST", "/v3/vault/\(path)", json: body, headers: ["PayPal-Request-Id": requestId])
    }

    /// Saves a card for a customer and returns the payment token's id.
    func savedCard(_ number: String = Vaults.visa, customer: String = "customer_1000001") async throws -> String {
        let (status, setup) = try await vault("setup-tokens", Vaults.card(number, customer: customer))
        guard status == 201, let setupId: String = setup["id"] else { throw TestFailure("setup token: HTTP \(status) \(setup)") }
        let (made, token) = try await vault("payment-tokens", Vaults.fromSetupToken(setupId))
        guard made == 201, let id: String = token["id"] else { throw TestFailure("payment token: HTTP \(made) \(token)") }
        return id
    }

    /// Saves Alex's wallet by paying an order that asks for it, and returns the payment token's id.
    func savedWallet(customer: String = "customer_3000003") async throws -> String {
        let order = try await approvedOrder(Vaults.orderSavingTheWallet(customer: customer))
        let (_, paid) = try await rest("POST", "/v2/checkout/orders/\(order)/capture")
        guard let id: String = paid["payment_source.paypal.attributes.vault.id"] else { throw TestFailure("no saved wallet in \(paid)") }
        return id
    }

    /// The buyer follows a setup token's approve link and logs in: one POST with their login.
    func agreeToSetupToken(_ setup: JSON, buyer: String = "alex@personal.example.com") async throws -> (Int, JSON) {
        guard let links = setup.value(at: "links") as? [[String: Any]],
              let approve = links.first(where: { $0["rel"] as? String == "approve" })?["href"] as? String,
              let url = URL(string: approve), let query = url.query
        else { throw TestFailure("no approve link in \(setup)") }
        let exchange = try await http.send("POST", "\(url.path)?\(query)", json: ["email": buyer, "password": Personas.password])
        return (exchange.status, JSON(try exchange.jsonObject()))
    }
}

/// Vault request bodies.
enum Vaults {
    static let visa = "4111111111111111"

    static func card(_ number: String = visa, expiry: String = "2030-04", customer: String? = "customer_1000001") -> [String: Any] {
        var body: [String: Any] = ["payment_source": ["card": ["number": number, "expiry": expiry, "name": "Ada Lovelace", "security_code": "123"]]]
        if let customer { body["customer"] = ["id": customer] }
        return body
    }

    static func wallet(customer: String = "customer_2000002", permitMultiple: Bool = false) -> [String: Any] {
        ["customer": ["id": customer], "payment_source": ["paypal": [
            "usage_type": "MERCHANT", "description": "Pay for Store orders later", "permit_multiple_payment_tokens": permitMultiple,
            "experience_context": ["return_url": "https://m.example/ok", "cancel_url": "https://m.example/no"],
        ]]]
    }

    static func fromSetupToken(_ id: String) -> [String: Any] {
        ["payment_source": ["token": ["id": id, "type": "SETUP_TOKEN"]]]
    }

    /// An order that asks to save the buyer's wallet once it is paid.
    static func orderSavingTheWallet(_ value: String = "10.00", customer: String = "customer_3000003") -> [String: Any] {
        var body = Orders.simple(value)
        body["payment_source"] = ["paypal": ["attributes": [
            "customer": ["id": customer], "vault": ["store_in_vault": "ON_SUCCESS", "usage_type": "MERCHANT"],
        ]]]
        return body
    }

    /// An order paid with a saved wallet.
    static func orderWithSavedWallet(_ vaultId: String, value: String = "10.00", intent: String = "CAPTURE") -> [String: Any] {
        var body = Orders.simple(value, intent: intent)
        body["payment_source"] = ["paypal": ["vault_id": vaultId]]
        return body
    }
}
