import Foundation
import PayPalAPI
import Testing

@Suite struct VaultClientTests {
    @Test func aWalletIsSavedWithoutAPurchaseOnceTheBuyerAgrees() async throws {
        try await LiveBackend.with { backend in
            let request = VaultClient.SetupTokenRequest(
                customer: Customer(id: "customer_4000004"), terms: .init(description: "Pay for coffee later"),
                experienceContext: .init(returnUrl: "https://shop.example/saved", cancelUrl: "https://shop.example/not-saved"))
            let setup = try await backend.vault.createSetupToken(request, requestId: "setup-once")
            #expect(setup.status == .payerActionRequired)
            #expect(setup.customer?.id == "customer_4000004")
            #expect(setup.paymentSource?.paypal?.terms.description == "Pay for coffee later")
            #expect(try await backend.vault.createSetupToken(request, requestId: "setup-once").id == setup.id, "a replay makes no second token")

            let early = try await #require(throws: PayPalAPIError.self) {
                try await backend.vault.createPaymentToken(fromSetupToken: setup.id, requestId: UUID().uuidString)
            }
            #expect(early.code == "SETUP_TOKEN_NOT_APPROVED")

            try await backend.agree(to: setup)
            #expect(try await backend.vault.getSetupToken(id: setup.id).status == .approved)
            let token = try await backend.vault.createPaymentToken(fromSetupToken: setup.id, requestId: UUID().uuidString)
            #expect(token.customer?.id == "customer_4000004")
            #expect(token.paymentSource?.paypal?.emailAddress == LiveBackend.alex)
            #expect(token.paymentSource?.paypal?.terms.usageType == "MERCHANT")
            #expect(try await backend.vault.getPaymentToken(id: token.id) == token)
            #expect(try await backend.vault.getSetupToken(id: setup.id).status == .vaulted)
        }
    }

    @Test func aCustomersTokensComeInPages() async throws {
        try await LiveBackend.with { backend in
            var saved: [String] = []
            for _ in 0..<5 { saved.append(try await backend.savedWallet(for: "customer_paged", permitMultiple: true).id) }
            #expect(Set(saved).count == 5)

            let first = try await backend.vault.listPaymentTokens(customerId: "customer_paged", pageSize: 2, totalRequired: true)
            #expect(first.paymentTokens.map(\.id) == Array(saved[0..<2]))
            #expect(first.totalItems == 5)
            #expect(first.totalPages == 3)
            #expect(first.hasNextPage)
            let last = try await backend.vault.listPaymentTokens(customerId: "customer_paged", page: 3, pageSize: 2)
            #expect(last.paymentTokens.map(\.id) == [saved[4]])
            #expect(!last.hasNextPage)
            #expect(last.totalItems == nil, "totals only when asked for")
            #expect(try await backend.vault.listPaymentTokens(customerId: "customer_paged", page: 4, pageSize: 2).paymentTokens.isEmpty)

            let bad = try await #require(throws: PayPalAPIError.self) { try await backend.vault.listPaymentTokens(customerId: "short") }
            #expect(bad.code == "INVALID_STRING_LENGTH")
            #expect(bad.refusal?.field == "customer_id")
        }
    }

    @Test func aDeletedTokenIsGone() async throws {
        try await LiveBackend.with { backend in
            let token = try await backend.savedWallet(for: "customer_5000005")
            try await backend.vault.deletePaymentToken(id: token.id)
            let error = try await #require(throws: PayPalAPIError.self) { try await backend.vault.getPaymentToken(id: token.id) }
            #expect(error.code == "INVALID_RESOURCE_ID")
            #expect(try await backend.vault.listPaymentTokens(customerId: "customer_5000005").paymentTokens.isEmpty)
        }
    }

    @Test func aWalletSavedDuringAPurchasePaysTheNextOrderWithoutTheBuyer() async throws {
        try await LiveBackend.with { backend in
            let saving = LiveBackend.order(paymentSource: .savingWallet(for: Customer(id: "customer_returning")))
            let approved = try await backend.approvedOrder(saving)
            let paid = try await backend.orders.capture(orderId: approved.id)
            let vault = try #require(paid.paymentSource?.paypal?.attributes?.vault)
            #expect(vault.status == "VAULTED")
            #expect(vault.customer?.id == "customer_returning")
            let vaultId = try #require(vault.id)

            let returning = try await backend.orders.create(LiveBackend.order(paymentSource: .savedWallet(vaultId)), requestId: UUID().uuidString)
            #expect(returning.status == .completed, "no buyer: paid in the create call itself")
            #expect(returning.captures.first?.amount?.value == "24.00")
            #expect(try await backend.vault.listPaymentTokens(customerId: "customer_returning").paymentTokens.map(\.id) == [vaultId])

            let unsent = try await #require(throws: PayPalAPIError.self) {
                try await backend.orders.create(LiveBackend.order(paymentSource: .savedWallet(vaultId)))
            }
            #expect(unsent.code == "MISSING_REQUIRED_PARAMETER", "paying with a saved wallet needs a PayPal-Request-Id")
        }
    }
}
