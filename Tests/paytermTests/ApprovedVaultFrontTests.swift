import Testing

extension ConfirmPaymentFrontTests {
    /// Sets the merchant's vault status to APPROVED with the tester's `v`, and saves PayPal as Alex.
    static func saveWithVaultStatusApproved(_ tmux: TmuxSession) async throws {
        try await choose("Save PayPal", in: tmux)
        try await tmux.press("m")
        try await tmux.waitFor("v a paid order's vault status: VAULTED, the vault id in the answer")
        try await tmux.press("v")
        try await waitForWrapped("The next order that saves PayPal answers APPROVED with no vault id", in: tmux)
        try await tmux.waitFor("APPROVED, the vault id later, by webhook")
        try await tmux.press("Escape")
        try await tmux.waitFor("The PayPal button")
        try await tmux.press("p")
        try await approveAsAlex(tmux)
    }

    /// What the buyer agrees to by paying, saving PayPal, is on screen with Pay Now at the smallest size, in every
    /// language, with no PgDn to find it (issue 38, item 13).
    @Test(arguments: [
        ("en_US", "Log in to your PayPal account", "Save PayPal for faster checkout"),
        ("de_DE", "Bei Ihrem PayPal-Konto einloggen", "PayPal für schnelleres Bezahlen speichern"),
        ("ja_JP", "PayPalアカウントにログイン", "PayPalを保存してすばやく支払う"),
    ])
    func theConsentToSaveShowsWithTheButtonThatAgrees(_ language: String, _ logInTitle: String, _ consent: String) async throws {
        let command = Self.command.replacingOccurrences(of: "; echo EXIT", with: " --lang \(language); echo EXIT")
        try await TmuxSession.run(command, width: 72, height: 22) { tmux in
            try await Self.choose("Save PayPal", in: tmux)
            try await tmux.press("p")
            try await tmux.waitFor(logInTitle)
            try await tmux.type("alex@personal.example.com")
            try await tmux.press("Tab")
            try await tmux.type("pass1234")
            try await tmux.press("Enter")
            let sheet = try await tmux.waitFor("the approval") { $0.contains("Alex Rivera") }
            let squeezed = PaneEvents.squeezed(sheet.replacing("│", with: ""))
            #expect(squeezed.contains(PaneEvents.squeezed(consent)), "\(sheet)")
            try await tmux.press("q")
        }
    }

    /// The tester's `v` on the Payment methods makes PayPal save the wallet after answering (`vault.status`
    /// `APPROVED`): the merchant's app says it waits for `VAULT.PAYMENT-TOKEN.CREATED`, then, once the webhook came,
    /// offers the saved wallet; the pane tells it in that order (issue 22, item 20).
    @Test func aWalletPayPalSavesAfterAnsweringIsSavedWhenItsWebhookArrives() async throws {
        try await TmuxSession.run(Self.command) { tmux in
            try await Self.saveWithVaultStatusApproved(tmux)
            let waiting = try await tmux.waitFor("Last result: Payment captured")
            let squeezed = PaneEvents.squeezed(waiting.replacing("│", with: ""))
            #expect(squeezed.contains(PaneEvents.squeezed("PayPal is saving a…@personal.example.com (APPROVED)")), "\(waiting)")
            #expect(!waiting.contains("(saved)"), "no vault id yet: \(waiting)")
            let saved = try await tmux.waitFor("w Pay with PayPal · a…@personal.example.com (saved)")
            #expect(!saved.contains("PayPal is saving"), "\(saved)")
            #expect(saved.contains("PayPal customer customer_"), "the webhook named PayPal's customer: \(saved)")

            try await tmux.press("e")
            let events = try await tmux.waitForEvent("VAULT.PAYMENT-TOKEN.CREATED brought the vault id")
            let story = ["/capture → 201", "it waits for VAULT.PAYMENT-TOKEN.CREATED", "Webhook ← VAULT.PAYMENT-TOKEN.CREATED",
                         "brought the vault id: saved PayPal for shopper 1042"].map { events.index(of: $0) }
            #expect(story.allSatisfy { $0 != nil } && story == story.sorted { ($0 ?? 0) < ($1 ?? 0) }, "in causal order:\n\(events)")
            let webhook = try #require(story[2])
            #expect(events.events[webhook].hasSuffix("·SUCCESS"), "PayPal said it sent it: \(events.events[webhook])")
            try await tmux.press("e")
            try await tmux.press("w")
            try await tmux.waitFor("With the saved PayPal, no sheet: Payment captured")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
