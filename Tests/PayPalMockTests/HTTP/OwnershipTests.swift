import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// Whose is what: a buyer cannot take over another's approved order or read another's payment, a buyer view
/// needs a session, and a token outlives neither its client's credentials nor a change of them.
@Suite struct OwnershipTests {
    @Test func aSecondBuyerCannotTakeOverAnApprovedOrder() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let (status, refused) = try await backend.approveOrder(id, buyer: "noor@personal.example.com", source: "FS-NOOR-BALANCE")
            #expect(status == 422 && refused["details[0].issue"] == "ORDER_ALREADY_APPROVED")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order["payer.email_address"] == "alex@personal.example.com")
            let (again, _) = try await backend.approveOrder(id, source: "FS-ALEX-VISA")
            #expect(again == 200, "the payer may change their choice")
        }
    }

    @Test func buyerViewsNeedASessionAndTheRightBuyer() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let payKey = try await backend.payKey()
            let key: String = try #require(try await backend.succeed("Preapproval", Requests.preapproval())["preapprovalKey"])
            for path in ["orders/\(id)", "payments/\(payKey)", "preapprovals/\(key)"] {
                let (status, body) = try await backend.buyer("GET", path)
                #expect(status == 401 && body["details[0].issue"] == "INVALID_SESSION", "\(path) without a session")
            }
            let noor = try await backend.login("noor@personal.example.com")
            let (hidden, body) = try await backend.buyer("GET", "orders/\(id)", token: noor)
            #expect(hidden == 404)
            #expect(!body.description.contains("alex@personal.example.com"))
            let alex = try await backend.login("alex@personal.example.com")
            let (own, order) = try await backend.buyer("GET", "orders/\(id)", token: alex)
            #expect(own == 200 && order["payer.email_address"] == "alex@personal.example.com")
            _ = try await backend.approve(payKey, token: alex, source: "FS-ALEX-BALANCE")
            let (paid, _) = try await backend.buyer("GET", "payments/\(payKey)", token: noor)
            #expect(paid == 404, "a payment Alex made is not Noor's to read")
        }
    }

    @Test func anotherBuyersSessionNeitherReadsNorCancelsAnAppSwitchApproval() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let token = try await BraintreeClientAPITests.open(backend, bearer: bearer, app: true)
            _ = try await BraintreeClientAPITests.approve(backend, token)
            let noor = try await backend.login("noor@personal.example.com")
            let (read, _) = try await backend.buyer("GET", "hermes/\(token)", token: noor)
            let (canceled, _) = try await backend.buyer("POST", "hermes/\(token)/cancel", token: noor, json: ["surface": "app"])
            #expect(read == 404 && canceled == 404, "as another buyer's order answers")
            let alex = try await backend.login("alex@personal.example.com")
            #expect(try await backend.buyer("GET", "hermes/\(token)", token: alex).0 == 200)
            #expect(try await backend.buyer("POST", "hermes/\(token)/cancel", json: ["surface": "app"]).0 == 200, "cancelling from the log-in needs no session")
        }
    }

    @Test func aTokenOfTheClientBeforeACredentialChangeIsRefused() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = BackendConfiguration.Storage.file(path: directory.appendingPathComponent("state.sqlite").path)
        var token = ""
        try await TestBackend.with(BackendConfiguration(port: 0, storage: storage)) { backend in
            token = try await backend.accessToken()
        }
        let changed = Credentials(clientId: "another-client", clientSecret: "another-secret")
        try await TestBackend.with(BackendConfiguration(port: 0, storage: storage, credentials: changed)) { backend in
            let (status, body) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), token: token)
            #expect(status == 401 && body["error"] == "invalid_token")
        }
    }

    @Test func anotherClientSeesNoneOfAClientsResources() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = BackendConfiguration.Storage.file(path: directory.appendingPathComponent("state.sqlite").path)
        var ids: [String: String] = [:]
        try await TestBackend.with(BackendConfiguration(port: 0, storage: storage)) { backend in
            let order = try await backend.approvedOrder()
            let (_, captured) = try await backend.rest("POST", "/v2/checkout/orders/\(order)/capture")
            ids["order"] = order
            ids["capture"] = captured["purchase_units[0].payments.captures[0].id"]
            ids["authorization"] = try await backend.authorization()
            ids["token"] = try await backend.savedCard(customer: "customer_5550001")
            let (_, webhook) = try await backend.rest(
                "POST", "/v1/notifications/webhooks", json: ["url": "https://merchant.example/hooks", "event_types": [["name": "*"]]])
            ids["webhook"] = webhook["id"]
        }
        let other = Credentials(clientId: "another-client", clientSecret: "another-secret")
        try await TestBackend.with(BackendConfiguration(port: 0, storage: storage, credentials: other)) { backend in
            let token = try await backend.accessToken(client: other)
            for path in [
                "/v2/checkout/orders/\(ids["order"]!)", "/v2/payments/captures/\(ids["capture"]!)",
                "/v2/payments/authorizations/\(ids["authorization"]!)", "/v3/vault/payment-tokens/\(ids["token"]!)",
                "/v1/notifications/webhooks/\(ids["webhook"]!)",
            ] {
                let (status, _) = try await backend.rest("GET", path, token: token)
                #expect(status == 404, "\(path) is another client's")
            }
            let (_, list) = try await backend.rest("GET", "/v1/notifications/webhooks", token: token)
            #expect(list.count("webhooks") == 0)
            let (_, tokens) = try await backend.rest("GET", "/v3/vault/payment-tokens?customer_id=customer_5550001&total_required=true", token: token)
            #expect(tokens.count("payment_tokens") == 0 && tokens["total_items"] as Int? == nil, "none, and no total the spec says is 1 at least")
            let (refund, _) = try await backend.rest("POST", "/v2/payments/captures/\(ids["capture"]!)/refund", json: [:], token: token)
            #expect(refund == 404)
        }
    }
}
