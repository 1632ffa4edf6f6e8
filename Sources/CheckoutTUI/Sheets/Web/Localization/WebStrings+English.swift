extension WebStrings {
    static let english = WebStrings(
        logInTitle: "Log in to your PayPal account", payWith: "Pay with", noShipping: "Nothing to ship",
        shipsToProvided: "Ships to (set by the merchant)", continueLabel: "Continue", payNow: "Pay Now",
        cancelAndReturn: { "Cancel and return to \($0)" },
        continueHint: { "You'll review your order at \($0) before you pay." },
        payNowHint: { "Pay Now pays \($0) at once." },
        saveConsent: { "✓ Save PayPal for faster checkout: \($0) may charge your PayPal account for future purchases without asking again." },
        saveSummary: "Save PayPal · no purchase now", saveTitle: { "Save PayPal with \($0)" },
        saveTerms: { "\($0) may charge this account for later purchases without asking you to log in. Stop it any time in your PayPal settings." },
        agreeAndContinue: "Agree and Continue", saving: "Saving your PayPal…",
        creatingOrder: "Connecting to PayPal…", loadingOrder: "Loading your order…", approving: "Approving…",
        checkingApproval: "Checking with PayPal…",
        notApproved: "The approval didn't go through, and your order was not approved. Try again, or cancel.",
        notSaved: "Saving didn't go through, and your PayPal was not saved. Agree again, or cancel.",
        returning: { "Returning to \($0)…" },
        keys: "Tab move · ←→ choose · Enter press · Esc cancel")
}
