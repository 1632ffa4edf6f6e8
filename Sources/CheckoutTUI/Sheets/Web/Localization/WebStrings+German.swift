extension WebStrings {
    static let german = WebStrings(
        logInTitle: "Bei Ihrem PayPal-Konto einloggen", payWith: "Bezahlen mit", noShipping: "Kein Versand",
        shipsToProvided: "Lieferung an (vom Händler angegeben)", continueLabel: "Weiter", payNow: "Jetzt bezahlen",
        cancelAndReturn: { "Abbrechen und zurück zu \($0)" },
        continueHint: { "Sie prüfen Ihre Bestellung bei \($0), bevor Sie bezahlen." },
        payNowHint: { "„Jetzt bezahlen“ bezahlt \($0) sofort." },
        saveConsent: { "✓ PayPal für schnelleres Bezahlen speichern: \($0) darf Ihr PayPal-Konto künftig ohne erneute Nachfrage belasten." },
        saveSummary: "PayPal speichern · jetzt kein Kauf", saveTitle: { "PayPal bei \($0) speichern" },
        saveTerms: { "\($0) darf dieses Konto künftig ohne erneutes Einloggen belasten. Jederzeit in Ihren PayPal-Einstellungen beendbar." },
        agreeAndContinue: "Zustimmen und weiter", saving: "Ihr PayPal wird gespeichert…",
        creatingOrder: "Verbindung zu PayPal…", loadingOrder: "Bestellung wird geladen…", approving: "Wird genehmigt…",
        checkingApproval: "Es wird bei PayPal nachgefragt…",
        notApproved: "Die Genehmigung ist nicht durchgegangen; Ihre Bestellung ist nicht genehmigt. Versuchen Sie es erneut, oder brechen Sie ab.",
        notSaved: "Das Speichern ist nicht durchgegangen; Ihr PayPal ist nicht gespeichert. Stimmen Sie erneut zu, oder brechen Sie ab.",
        returning: { "Zurück zu \($0)…" },
        keys: "Tab weiter · ←→ wählen · Enter drücken · Esc abbrechen")
}
