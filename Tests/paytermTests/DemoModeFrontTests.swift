import Foundation
import Testing

/// `payterm --env none`: the MPL's demo mode, in a real terminal, with no backend and no network.
@Suite(.serialized, .timeLimit(.minutes(3))) struct DemoModeFrontTests {
    @Test func experienceOneCompletesOnCannedData() async throws {
        try await TmuxSession.run("\(ServeProcess.binary.path) --env none; echo EXIT=$?; sleep 60") { tmux in
            let merchant = try await tmux.waitFor("PayPal library: ready")
            #expect(merchant.contains("ENV_NONE"))
            let events = try await tmux.payForExperienceOne()
            #expect(events.contains("paymentSuccess(payKey: AP-"))
            #expect(!events.events.contains { $0.hasPrefix("→") || $0.hasPrefix("✕") }, "demo mode made HTTP calls:\n\(events)")
            let notified = try await tmux.waitForEvent("· VERIFIED")
            #expect(notified.contains("IPN ← Adaptive Payment PAY COMPLETED AP-"), "the merchant's server in this process got the IPN, and PayPal vouched for it")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func aLeftCheckoutResumesOnItsReviewScreen() async throws {
        try await TmuxSession.run("\(ServeProcess.binary.path) --env none; echo EXIT=$?; sleep 60") { tmux in
            try await tmux.reviewShippingToAlexsWork()
            try await tmux.press("C-w")
            try await tmux.waitFor("Checkout left mid-way")
            try await tmux.press("p")
            let resumed = try await tmux.waitFor("500 Howard St")
            #expect(!resumed.contains("Log in with email"))
            try await tmux.press("p")
            try await tmux.waitFor("Last result: Paid: AP-")
            try await tmux.waitFor("PayPal library: ready")   // the sheet has closed: its text no longer covers this
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    /// Demo mode has no network, yet the merchant's server gets PayPal's webhook events in this process: a wallet
    /// PayPal saves after answering (vault status APPROVED) is saved when VAULT.PAYMENT-TOKEN.CREATED arrives, where
    /// the app waited for ever (issue 38, item 2).
    @Test func aWalletPayPalSavesAfterAnsweringIsSavedByItsWebhook() async throws {
        try await TmuxSession.run("\(ServeProcess.binary.path) --env none; echo EXIT=$?; sleep 60") { tmux in
            try await ConfirmPaymentFrontTests.saveWithVaultStatusApproved(tmux)
            try await tmux.waitFor("Last result: Payment captured")
            try await tmux.waitFor("w Pay with PayPal · a…@personal.example.com (saved)")
            try await tmux.press("e")
            let events = try await tmux.waitForEvent("VAULT.PAYMENT-TOKEN.CREATED brought the vault id")
            let webhook = try #require(events.index(of: "Webhook ← VAULT.PAYMENT-TOKEN.CREATED"), "\(events)")
            #expect(events.events[webhook].hasSuffix("·SUCCESS"), "PayPal said it sent it: \(events.events[webhook])")
            try await tmux.press("e")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }

    @Test func demoModeRefusesABackend() async throws {
        let result = try await ChildProcess.run(ServeProcess.binary.path, ["--env", "none", "--backend", "http://127.0.0.1:9"])
        #expect(result.status != 0)
        #expect(result.output.contains("--env none is demo mode"))
    }
}
