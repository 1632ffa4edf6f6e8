extension MerchantStrings {
    static let german = MerchantStrings(
        lastResult: { "Ergebnis: \($0)" }, fullStop: ".",
        paid: { "Bezahlt: Braintree-Transaktion \($0) (\($1)), \($2)" }, paidByVenmo: { ", Venmo @\($0)" },
        savedWithSale: { ", \($0) als Zahlungsmethode \($1) gespeichert" }, vaultedNothing: ", aber das Gateway hat nichts gespeichert",
        contact: { "; Zahler: \($0), Kontakt: \($1)" },
        payPalSaved: { token, email in
            "PayPal als Zahlungsmethode \(token) gespeichert" + (email.map { " für \($0)" } ?? "") + ": Der nächste Kauf braucht keine Zustimmung."
        },
        venmoSaved: { username, customer, nonce in
            "Venmo gespeichert" + (username.map { ": @\($0)" } ?? "") + (customer.map { " für Kunde \($0)" } ?? "")
                + ", gespeicherte Nonce \(nonce): Der nächste Kauf braucht keine Zustimmung."
        },
        canceled: { "\($0) wurde abgebrochen (\($1)): Es wurde nichts bezahlt. Drücken Sie die Schaltfläche erneut." },
        couldNotFinish: { "\($0) wurde nicht abgeschlossen (\($1)): " },
        sdkCallRefused: { "Venmo wurde nicht abgeschlossen: Braintree hat den Aufruf des SDK abgelehnt (\($0)): " },
        serverDeclined: { "Braintree hat den Server des Händlers abgelehnt (\($0)): " }, nothingCharged: "Es wurde nichts belastet.",
        instalments: { "Pay Later zu Braintree-Transaktion \($0): \($1), \($2) von \($3) Zahlungen per PayPal-Autopay eingezogen" },
        planPaid: "; der Plan ist bezahlt.", paymentsToCome: { "; \($0) stehen noch aus." },
        captured: { "Zahlung abgebucht: \($0) (\($1)), \($2)." }, paymentCanceled: "Die Zahlung wurde abgebrochen. Ihr Warenkorb bleibt gespeichert.",
        invalidConfiguration: {
            "Die Konfiguration der PayPal-Schaltfläche ist ungültig (VALIDATION_ERROR): \($0) Ändern Sie sie oben und drücken Sie die Schaltfläche erneut."
        },
        paymentFailed: { "PayPal konnte die Zahlung nicht abschließen (\($0)): \($1)" },
        authorizationFailed: { "Die Autorisierung ist fehlgeschlagen. Bitte versuchen Sie es erneut. (\($0))" },
        captureFailed: { "Die Abbuchung ist fehlgeschlagen. Bitte wenden Sie sich an den Support. (\($0))" },
        withSavedPayPal: "Mit dem gespeicherten PayPal, ohne Zahlungsfenster: ",
        walletSaved: { "PayPal für den Kunden gespeichert (\($0)): w bezahlt damit, ohne Zahlungsfenster." },
        saveCanceled: "Das Speichern von PayPal wurde abgebrochen: Es wurde nichts gespeichert.",
        saveFailed: { "PayPal konnte das Wallet nicht speichern (\($0)): \($1)" },
        notSaved: { "Der Käufer hat zugestimmt, aber der Server des Händlers konnte das Wallet nicht speichern (\($0)). Versuchen Sie es erneut." },
        alreadySaved: {
            "PayPal (\($0)) war für den Kunden schon gespeichert: PayPal antwortete mit seinem Token \($1); es wurde nichts neu gespeichert."
        },
        savedBefore: "PayPal war für den Kunden schon gespeichert: Es wurde nichts neu gespeichert.",
        notEligible: {
            "PayPal erlaubt diesem Händler nicht, Wallets zu speichern (\($0)): Setzen Sie die Vault-Berechtigung wieder auf Success "
                + "(e in den Zahlungsmethoden, m), oder schalten Sie „PayPal speichern“ aus."
        },
        confirmationLeft: "Bestellbestätigung verlassen: Die Autorisierung besteht weiter. a zeigt die autorisierten Bestellungen.",
        noSavedPayPal: "Noch kein PayPal gespeichert: Stellen Sie „PayPal speichern“ auf ON_SUCCESS und bezahlen Sie einmal.",
        unreachableRetry: { "PayPal ist unter \($0) nicht erreichbar: r versucht es erneut" },
        initializationRefused: { "PayPal hat die Initialisierung der Bibliothek abgelehnt (\($0)): r versucht es erneut" },
        unreachable: { "PayPal ist unter \($0) nicht erreichbar: Versuchen Sie es erneut." },
        unreadable: { "Die Antwort von PayPal war nicht lesbar (\($0)); was zurückkam, steht im Ereignisbereich." },
        wrongPIN: "Das ist nicht die PIN, die Sie für diese Vorabgenehmigung erstellt haben: Versuchen Sie es erneut.",
        preapprovalSuspended: "Die Vorabgenehmigung ist nach zu vielen falschen PINs gesperrt: Der Käufer muss einer neuen zustimmen.",
        preapprovalNotAgreed: "Der Käufer hat dieser Vorabgenehmigung noch nicht zugestimmt.",
        overPreapproval: "Diese Zahlung übersteigt, was die Vorabgenehmigung erlaubt.",
        preapprovalInactive: "Die Vorabgenehmigung ist nicht mehr aktiv: Führen Sie #6 Preapproval erneut aus.",
        paymentRefused: { "PayPal hat die Zahlung abgelehnt (Fehler \($0)); die Korrelations-ID steht im Ereignisbereich." },
        noAccountLocked: "Kein Konto war gesperrt.", unlocked: { "Entsperrt: \($0). Die Anmeldung ist wieder möglich." },
        preapprovalConfirmed: { "Vorabgenehmigung bestätigt: \($0). Wählen Sie \"Preapproved payment with PIN\", um eine Zahlung einzuziehen." },
        payKeyPaid: { "Bezahlt: \($0) (\($1))" }, canceledByBuyer: "Vom Käufer abgebrochen.", failed: { "Fehlgeschlagen: \($0)" },
        correlationId: { "Korrelations-ID \($0)" },
        checkoutLeft: "Bezahlvorgang unterbrochen: Mit PayPal bezahlen setzt ihn fort (payPalContext).",
        askingForPreapproval: "PayPal wird um eine Vorabgenehmigung gebeten…",
        noPreapproval: "Noch kein Käufer hat einer Vorabgenehmigung zugestimmt: Führen Sie zuerst #6 Preapproval aus.",
        preapprovedPayment: { "Vorab genehmigte Zahlung \($0): \($1)" }, preapprovedPaymentCanceled: "Vorab genehmigte Zahlung abgebrochen.",
        connected: { "Verbunden: \($0), \($1); zurück in der App über \($2)." },
        finishedLater: "Der Händler hat Finish Later gewählt: Noch ist nichts verbunden (error=access_denied).",
        denied: "Der Händler hat die Anfrage des Partners abgelehnt: Es ist nichts verbunden (error=access_denied).",
        stateMismatch: "Abgelehnt: Der zurückgekommene state ist nicht der des Partners. Ein gefälschter Link (CSRF): Es wird kein Code getauscht.",
        connectingFailed: { "Verbinden fehlgeschlagen (\($0)): " }, refreshed: { "Erneuert: ein neues Access-Token für \($0), bis \($1)." },
        revoked: "Widerrufen: Der Partner kann nicht mehr für den Händler handeln.", braintreeRefused: { "Braintree hat abgelehnt (\($0)): " })
}
