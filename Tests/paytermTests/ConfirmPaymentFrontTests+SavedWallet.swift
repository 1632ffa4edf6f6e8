import Foundation
import PayPalAPI
import Testing

/// The Orders flows saving the buyer's wallet, with a purchase or alone, and the payment methods that list it.
extension ConfirmPaymentFrontTests {
    @Test func aWalletSavedWithAPurchasePaysWithOnePressAndAnotherIsSavedWithNone() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.approve("Save PayPal", in: tmux)
            try await tmux.waitFor("Last result: Payment captured")
            try await tmux.waitFor("w Pay with PayPal · a…@personal.example.com (saved)")
            try await tmux.press("w")
            try await tmux.waitFor("With the saved PayPal, no sheet: Payment captured")

            try await tmux.press("m")
            try await tmux.waitFor("e vault eligibility: Success")
            let one = try await tmux.waitFor("› PayPal · a…@personal.example.com")
            #expect(one.components(separatedBy: "PayPal · a…@").count == 2, "one saved wallet: \(one)")
            try await tmux.press("s")
            try await Self.logIn(tmux, as: "dana@personal.example.com")
            try await tmux.waitFor("Agree and Continue")
            try await tmux.press("p")   // Agree and Continue: Enter on the funding choice only chooses
            let two = try await tmux.waitFor("PayPal saved for the shopper (d…@personal.example.com)")
            #expect(two.contains("PayPal · a…@personal.example.com") && two.contains("PayPal · d…@personal.example.com"), "Alex's and Dana's: \(two)")

            try await tmux.press("e")
            try await tmux.waitFor("e vault eligibility: Need more information, saving refused")
            try await tmux.press("s")
            try await tmux.waitFor("PayPal does not let this merchant save wallets (NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE)")
            try await tmux.press("Escape")
            try await tmux.waitFor("The PayPal button")
            try await tmux.press("C-e")
            let events = try await tmux.waitForEvent("PayPalWebCheckoutClient.vault(_:) is never called")
            #expect(events.contains("UNPROCESSABLE_ENTITY: NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE:"))
            #expect(!events.contains("didFinishWithVaultError"), "the SDK never opened, so its delegate hears nothing")
            #expect(events.contains("POST /v3/vault/setup-tokens → 422"), "PayPal refused the setup token, so no sheet opened")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Save PayPal runs on the seed's iOS SDK: the merchant's app hears `PayPalWebCheckoutClient`'s delegate, with a
    /// purchase and without one, and a cancelled sheet is `payPalDidCancel(_:)`; nothing is the button component's
    /// `onApprove` or `onCancel` (issue 22, item 19).
    @Test func savePayPalsAppHearsTheIOSSDKsDelegate() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.pick("Save PayPal", in: tmux)
            try await tmux.waitFor("Log in to your PayPal account")
            try await tmux.press("Escape")
            try await tmux.waitFor("Last result: Payment was cancelled")
            try await tmux.press("e")
            try await tmux.waitForEvent("payPalDidCancel(_:)")
            try await tmux.press("e")
            try await tmux.waitFor("PayPal iOS SDK (PayPalWebCheckoutClient): ready")
            try await tmux.press("p")
            try await Self.approveAsAlex(tmux)
            try await tmux.waitFor("Last result: Payment captured")
            try await tmux.press("e")
            let purchase = try await tmux.waitForEvent("payPal(_:didFinishWithResult:) PayPalWebCheckoutResult(orderID: \"")
            #expect(purchase.contains("payerID: \"BUYERALEX2345\")"))
            #expect(!purchase.contains("onApprove") && !purchase.contains("onCancel"), "\(purchase)")
            try await tmux.press("e")
            try await tmux.press("m")
            try await tmux.waitFor("› PayPal · a…@personal.example.com")
            try await tmux.press("s")
            try await Self.logIn(tmux, as: "dana@personal.example.com")
            try await tmux.waitFor("Agree and Continue")
            try await tmux.press("p")
            try await tmux.waitFor("PayPal saved for the shopper (d…@personal.example.com)")
            try await tmux.press("C-e")
            let vault = try await tmux.waitForEvent("paypal(_:didFinishWithVaultResult:) PayPalVaultResult(tokenID: \"")
            #expect(!vault.contains("onApprove"), "\(vault)")
            // The setup token and the approval session are two ids (issue 38, item 21).
            let result = try #require(vault.events.first { $0.contains("PayPalVaultResult(") })
            let ids = result.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            #expect(ids.count == 2 && ids[0] != ids[1], "\(result)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// The shopper is named, by the store's id and PayPal's customer; the same PayPal saved again, with a purchase or
    /// without, is said to be saved already, as PayPal answers with the token it keeps; and `x` only asks, so a stray
    /// key keeps the wallet and `y` deletes it (issue 22, item 21).
    @Test func theShopperIsNamedSavingAgainSaysSoAndDeletingAsksFirst() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.approve("Save PayPal", in: tmux)
            let first = try await tmux.waitFor("w Pay with PayPal · a…@personal.example.com (saved)")
            #expect(first.contains("Shopper 1042 (the store's customer id) · PayPal customer customer_"), "\(first)")
            #expect(!first.contains("already saved"))
            try await tmux.press("p")
            try await Self.approveAsAlex(tmux)
            try await Self.waitForWrapped("PayPal was already saved for the shopper: nothing new was saved.", in: tmux)

            try await tmux.press("m")
            let methods = try await tmux.waitFor("› PayPal · a…@personal.example.com")
            #expect(methods.components(separatedBy: "PayPal · a…@").count == 2, "one token, saved once: \(methods)")
            #expect(methods.contains("Shopper 1042 (the store's customer id)"))
            try await tmux.press("s")
            try await Self.logIn(tmux)
            try await tmux.waitFor("Agree and Continue")
            try await tmux.press("p")
            try await Self.waitForWrapped("was already saved for the shopper: PayPal answered with the token it keeps", in: tmux)

            try await tmux.press("x")
            let asked = try await tmux.waitFor("Delete PayPal · a…@personal.example.com")
            #expect(asked.contains("y delete · any other key keeps it"), "\(asked)")
            try await tmux.press("Enter")
            try await tmux.waitFor("Kept PayPal · a…@personal.example.com")
            try await tmux.waitFor("› PayPal · a…@personal.example.com")
            try await tmux.press("x")
            try await tmux.waitFor("Delete PayPal · a…@personal.example.com")
            try await tmux.press("y")
            try await tmux.waitFor("orders can no longer pay with it")
            try await tmux.press("Escape")
            try await tmux.waitFor("The PayPal button")
            try await tmux.press("w")
            try await tmux.waitFor("No saved PayPal yet")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
