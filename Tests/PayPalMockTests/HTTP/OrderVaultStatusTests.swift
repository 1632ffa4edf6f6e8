import Foundation
import Testing
@testable import PayPalMock

/// The seed's "save approved payment source": with the backend's order vault status at APPROVED, a paid order that
/// asked to save the wallet answers with no vault id, and `VAULT.PAYMENT-TOKEN.CREATED` brings it after the answer
/// (issue 22, item 20).
@Suite struct OrderVaultStatusTests {
    @Test func anApprovedSaveAnswersWithNoIdAndTheWebhookBringsItAfter() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            _ = try await WebhookTests.subscribe(backend, receiver.url, to: ["VAULT.PAYMENT-TOKEN.CREATED"])
            let (read, initial) = try await backend.admin("GET", "/payterm/v1/merchant/order-vault-status")
            #expect(read == 200 && initial["status"] == "VAULTED")
            let (bad, refusal) = try await backend.admin("POST", "/payterm/v1/merchant/order-vault-status", json: ["status": "CREATED"])
            #expect(bad == 400 && refusal["details[0].issue"] == "INVALID_PARAMETER_VALUE")
            let (changed, now) = try await backend.admin("POST", "/payterm/v1/merchant/order-vault-status", json: ["status": "APPROVED"])
            #expect(changed == 200 && now["status"] == "APPROVED")

            let orderId = try await backend.approvedOrder(Vaults.orderSavingTheWallet())
            let (captured, paid) = try await backend.rest("POST", "/v2/checkout/orders/\(orderId)/capture")
            let answered = Date()
            #expect(captured == 201)
            #expect(paid["payment_source.paypal.attributes.vault.status"] == "APPROVED")
            #expect(paid["payment_source.paypal.attributes.vault.id"] as String? == nil, "no vault id yet")
            #expect(paid["payment_source.paypal.attributes.vault.customer.id"] as String? == nil)
            #expect(paid["payment_source.paypal.attributes.vault.links[0].rel"] == "up")
            #expect(paid["payment_source.paypal.attributes.vault.links[0].href"] as String? == "\(backend.baseURL.absoluteString)/v2/checkout/orders/\(orderId)")
            #expect(receiver.deliveries.isEmpty, "PayPal saves it after answering")

            let posts = try await receiver.waitFor(1)
            #expect(Date().timeIntervalSince(answered) >= 0.5, "announced a moment after the answer")
            let event = posts[0].event
            #expect(event["event_type"] == "VAULT.PAYMENT-TOKEN.CREATED")
            #expect(event["resource.customer.id"] == "customer_3000003")
            #expect(event["resource.payment_source.paypal.email_address"] == "alex@personal.example.com")
            let vaultId = try #require(event["resource.id"] as String?)
            let (_, listed) = try await backend.rest("GET", "/v3/vault/payment-tokens?customer_id=customer_3000003")
            #expect(listed["payment_tokens[0].id"] == vaultId)

            let again = try await backend.approvedOrder(Vaults.orderSavingTheWallet())
            let (_, kept) = try await backend.rest("POST", "/v2/checkout/orders/\(again)/capture")
            #expect(kept["payment_source.paypal.attributes.vault.status"] == "VAULTED", "a wallet PayPal keeps already is in the answer")
            #expect(kept["payment_source.paypal.attributes.vault.id"] == vaultId)
            #expect(kept["payment_source.paypal.attributes.vault.links[2].rel"] == "up")
        } }
    }

    /// Sixteen identical changes at once: each answered with the setting, which holds.
    @Test func sixteenChangesAtOnceAgree() async throws {
        try await TestBackend.with { backend in
            let answers = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        let (status, body) = try await backend.admin("POST", "/payterm/v1/merchant/order-vault-status", json: ["status": "APPROVED"])
                        return (status, body["status"])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.0 == 200 && $0.1 == "APPROVED" }, "\(answers)")
            let (_, read) = try await backend.admin("GET", "/payterm/v1/merchant/order-vault-status")
            #expect(read["status"] == "APPROVED")
        }
    }
}
