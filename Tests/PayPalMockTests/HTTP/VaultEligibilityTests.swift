import Foundation
import Testing
@testable import PayPalMock

/// The merchant's eligibility to save wallets, a tester's setting of the backend, and the buyer agreeing to a
/// setup token from a logged-in session (as PayTerm's web sheet does).
@Suite struct VaultEligibilityTests {
    @Test func aMerchantThatIsNotEligibleIsRefusedEverySaveUntilItIsAgain() async throws {
        try await TestBackend.with { backend in
            let (read, initial) = try await backend.admin("GET", "/payterm/v1/merchant/vault-eligibility")
            #expect(read == 200 && initial["status"] == "SUCCESS")
            let (badStatus, bad) = try await backend.admin("POST", "/payterm/v1/merchant/vault-eligibility", json: ["status": "MAYBE"])
            #expect(badStatus == 400 && bad["details[0].issue"] == "INVALID_PARAMETER_VALUE")

            for status in ["NEED_MORE_DATA", "DENIED"] {
                let (changed, answer) = try await backend.admin("POST", "/payterm/v1/merchant/vault-eligibility", json: ["status": status])
                #expect(changed == 200 && answer["status"] == status)
                let (setup, refusal) = try await backend.vault("setup-tokens", Vaults.wallet())
                #expect(setup == 422)
                #expect(refusal["name"] == "UNPROCESSABLE_ENTITY" && refusal["details[0].issue"] == "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE")
                let (order, refused) = try await backend.rest(
                    "POST", "/v2/checkout/orders", json: Vaults.orderSavingTheWallet(), headers: ["PayPal-Request-Id": UUID().uuidString])
                #expect(order == 422 && refused["details[0].issue"] == "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE")
                let (plain, _) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple("10.00"))
                #expect(plain == 201, "an order that saves nothing is not the vault's business")
            }

            let (reset, _) = try await backend.admin("POST", "/payterm/v1/reset")
            #expect(reset == 200)
            let (after, cleared) = try await backend.admin("GET", "/payterm/v1/merchant/vault-eligibility")
            #expect(after == 200 && cleared["status"] == "SUCCESS", "a reset returns the seeded state")
            let (setup, _) = try await backend.vault("setup-tokens", Vaults.wallet())
            #expect(setup == 201)
        }
    }

    @Test func aLoggedInBuyerAgreesToASetupTokenOnceAndOnlyWithTheirSession() async throws {
        try await TestBackend.with { backend in
            let (_, setup) = try await backend.vault("setup-tokens", Vaults.wallet())
            let id = try #require(setup["id"] as String?)
            let (anonymous, _) = try await backend.buyer("POST", "setup-tokens/\(id)/approve", json: [:])
            #expect(anonymous == 401)
            let token = try await backend.login("alex@personal.example.com")
            let (agreed, approved) = try await backend.buyer("POST", "setup-tokens/\(id)/approve", token: token, json: ["funding_source_id": "FS-ALEX-BALANCE"])
            #expect(agreed == 200)
            #expect(approved["status"] == "APPROVED")
            #expect(approved["payment_source.paypal.email_address"] == "alex@personal.example.com")
            let (again, refusal) = try await backend.buyer("POST", "setup-tokens/\(id)/approve", token: token, json: [:])
            #expect(again == 422 && refusal["details[0].issue"] == "SETUP_TOKEN_ALREADY_APPROVED")
            let (unknown, missing) = try await backend.buyer("POST", "setup-tokens/NOSUCHTOKEN1/approve", token: token, json: [:])
            #expect(unknown == 404 && missing["details[0].field"] == "id")
            let (made, _) = try await backend.vault("payment-tokens", Vaults.fromSetupToken(id))
            #expect(made == 201)
        }
    }
}

extension TestBackend {
    /// An admin API call under `/payterm/v1/`.
    func admin(_ method: String, _ path: String, json: [String: Any]? = nil) async throws -> (Int, JSON) {
        let exchange = if let json { try await http.send(method, path, json: json) } else { try await http.send(method, path) }
        return (exchange.status, exchange.body.isEmpty ? JSON([String: Any]()) : JSON(try exchange.jsonObject()))
    }
}
