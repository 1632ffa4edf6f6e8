import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// The seed's `vault.status: APPROVED`: a paid order's answer has no vault id, so the merchant's server waits for
/// `VAULT.PAYMENT-TOKEN.CREATED` and keeps the wallet it brings, after it, for the payer it waits for only
/// (issue 22, item 20).
@Suite struct ApprovedVaultTests {
    static let announced = SavedWallet(vaultId: "3nqvjt3n", customerId: "208743798", email: "alex@personal.example.com", payerId: "BUYERALEX2345")

    static func webhook(_ wallet: SavedWallet) -> EventLine {
        EventLine(kind: .webhook, text: "Webhook ← VAULT.PAYMENT-TOKEN.CREATED \(wallet.vaultId) · SUCCESS", savedWallet: wallet)
    }

    @Test func theWalletPayPalSavesLaterIsKeptWhenItsWebhookArrives() {
        var state = Fixture.ready()
        state.pick("save-paypal")
        state.payNowSaving(vault: Fixture.approvedVault)
        #expect(state.merchant.shopper.wallet == nil && state.merchant.shopper.awaited?.payerId == "BUYERALEX2345")
        #expect(state.merchant.result?.hasPrefix("Payment captured: 3C679366HH908993F") == true)

        var other = Self.announced
        other.payerId = "BUYERDANA0001"
        _ = state.receive(Self.webhook(other))
        #expect(state.merchant.shopper.wallet == nil, "another buyer's token is not the shopper's")

        _ = state.receive(Self.webhook(Self.announced))
        #expect(state.merchant.shopper.wallet == Self.announced && state.merchant.shopper.awaited == nil)
        #expect(state.merchant.shopper.paypalCustomerId == "208743798")
        let lines = state.events.lines.map(\.text)
        let order = ["payPal(_:didFinishWithResult:)", "(vault status APPROVED, no vault id yet): it waits for VAULT.PAYMENT-TOKEN.CREATED",
                     "Webhook ← VAULT.PAYMENT-TOKEN.CREATED 3nqvjt3n", "brought the vault id: saved PayPal for shopper 1042: vault id 3nqvjt3n"]
        let found = order.map { step in lines.lastIndex { $0.contains(step) } }
        #expect(found.allSatisfy { $0 != nil } && found == found.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(lines.joined(separator: "\n"))")
        let again = state.events.lines.count
        _ = state.receive(Self.webhook(Self.announced))
        #expect(state.events.lines.count == again + 1, "a webhook sent again is a line, and nothing more")
    }

    @Test func aWalletSavedWithTheAnswerIsKeptAtOnce() {
        var state = Fixture.ready()
        state.pick("save-paypal")
        state.payNowSaving(vault: Fixture.vaulted)
        #expect(state.merchant.shopper.wallet?.vaultId == "8kk8451t" && state.merchant.shopper.awaited == nil)
    }
}
