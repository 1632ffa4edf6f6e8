import Testing

/// The merchant charges what was saved, by keystrokes in a real terminal against the real binary: Save PayPal saves
/// Alex's wallet; the payment methods' `c` charges it with no buyer present (an order paid with its vault id), the
/// charge is listed, and `r` refunds it; the pane tells each call in the order it was made (issue 40, item 5).
@Suite(.serialized, .timeLimit(.minutes(3))) struct SavedChargeFrontTests {
    @Test func theMerchantChargesASavedWalletWithNoBuyerAndRefundsIt() async throws {
        try await TmuxSession.run(ConfirmPaymentFrontTests.command) { tmux in
            try await ConfirmPaymentFrontTests.approve("Save PayPal", in: tmux)
            try await tmux.waitFor("w Pay with PayPal · a…@personal.example.com (saved)")
            try await tmux.press("m")
            try await tmux.waitFor("› PayPal · a…@personal.example.com")
            try await tmux.press("c")
            let asked = try await tmux.waitFor("Amount (USD):")
            #expect(asked.contains("25.00") && asked.contains("with no buyer present"), "the button's amount, prefilled: \(asked)")
            try await tmux.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
            try await tmux.type("12.50")
            try await tmux.press("Enter")
            let charged = try await tmux.waitFor("Charges to saved methods") { $0.contains("captured · COMPLETED") }
            #expect(charged.contains("$12.50"), "\(charged)")
            #expect(!charged.contains("Log in to your PayPal account"), "no sheet: the buyer is not there")

            try await tmux.press("C-e")
            try await tmux.waitForEvent("paid with the saved method, no buyer present: captured")
            // PayPal's webhook comes when it comes: after the order's creation, before or after the answer.
            let charging = try await tmux.waitForEvent("Webhook ← PAYMENT.CAPTURE.COMPLETED")
            let created = Self.positions(of: [
                "merchant server → PayPal: create order with vault_id", "POST /v2/checkout/orders → 201", "paid with the saved method, no buyer present: captured",
            ], in: charging)
            #expect(created.allSatisfy { $0 != nil }, "in causal order:\n\(charging)")
            if let order = created[1], let paid = created[2] {
                #expect(!charging.events[order...paid].contains { $0.contains("/capture→") }, "PayPal captured the order at once:\n\(charging)")
            }
            try await tmux.press("C-e")
            try await tmux.waitFor("the pane closed") { !$0.contains("┌─ Events") }

            try await tmux.press("r")
            try await tmux.waitFor("captured · REFUNDED")
            try await ConfirmPaymentFrontTests.waitForWrapped("Refunded 12.50 USD of", in: tmux)
            try await tmux.press("C-e")
            try await tmux.waitForEvent("→ REFUNDED")
            let refunding = try await tmux.waitForEvent("Webhook ← PAYMENT.CAPTURE.REFUNDED")
            let refunded = Self.positions(of: ["merchant server → PayPal: refund in full the capture", "/refund → 201", "→ REFUNDED"], in: refunding)
            #expect(refunded.allSatisfy { $0 != nil }, "in causal order:\n\(refunding)")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Where the events holding each text are, each found after the one before; nil from the first not found on.
    static func positions(of texts: [String], in events: PaneEvents) -> [Int?] {
        var from = 0
        return texts.map { text in
            guard from < events.events.count, let found = events.events[from...].firstIndex(where: { $0.contains(PaneEvents.squeezed(text)) }) else {
                from = events.events.count
                return nil
            }
            from = found + 1
            return found
        }
    }
}
