import Foundation

extension LibraryStrings {
    static let german = LibraryStrings(
        locale: Locale(identifier: "de_DE"),
        payWithPayPal: "Mit PayPal zahlen", donateWithPayPal: "Mit PayPal spenden", pay: "Zahlen", donate: "Spenden",
        billingSummary: "Rechnungsübersicht · Gesamt", preapprovalAgreement: "Vorabgenehmigung",
        preapprovalFrom: { "\($0) bittet Sie, vorab genehmigten Zahlungen zuzustimmen: Jetzt wird nichts bezahlt." },
        logInWithEmail: "Mit E-Mail und Passwort einloggen:", logInWithPhone: "Mit Telefon und PIN einloggen:",
        email: "E-Mail", phone: "Telefon", password: "Passwort", pin: "PIN", logIn: "Einloggen", cancel: "Abbrechen",
        review: "Prüfen", reviewHint: "Unter Prüfen sehen Sie Gesamtbetrag und Zahlungsquellen.",
        usePhone: "Mit Telefon und PIN", useEmail: "Mit E-Mail und Passwort",
        funding: "Zahlungsquelle", balance: "PayPal-Guthaben", fee: "Gebühr", recipientsFee: "Gebühr des Empfängers", feePaidBy: "Gebühr zahlt", feePaidByMe: "Ich (Absender)",
        feePaidByRecipient: "Der Empfänger", shipTo: "Lieferadresse", mailingAddress: "Postanschrift", tax: "Steuer",
        shipping: "Versand", total: "Gesamt", paymentMade: "✓ Zahlung ausgeführt", donationMade: "✓ Spende ausgeführt",
        thanks: "Vielen Dank für Ihre Zahlung!", thanksForDonation: "Vielen Dank für Ihre Spende!",
        createPINExplained: "Erstellen Sie eine PIN, um beim nächsten Mal schneller zu bezahlen: mit Telefonnummer und PIN.",
        phoneForPIN: "Ihre Telefonnummer", pinDigits: "PIN (4 bis 8 Ziffern)", createPIN: "PIN erstellen", skip: "Überspringen",
        returnToMerchant: "Zurück zum Händler", somethingWentWrong: "Etwas ist schiefgelaufen", tryAgain: "Erneut versuchen", errorCode: "Fehlercode",
        correlationId: "Korrelations-ID", createCode: "Code erstellen",
        createCodeExplained: { "Nach der Einrichtung fragt \($0) bei der nächsten Zahlung nach diesem Code." },
        codeDigits: "Code (4 bis 8 Ziffern)", confirmCode: "Code bestätigen", confirmPIN: "PIN bestätigen", saveCode: "Code speichern",
        paymentMethod: "Zahlungsmethode", primary: "Primär:",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "bis \($0) je Zahlung" }, count.map { "\($0) Zahlungen" }, total.map { "\($0) insgesamt" }]
            return "Grenzen: " + parts.compactMap { $0 }.joined(separator: ", ") + ", bis \(until)."
        },
        agreementText: { merchant, funding in
            "Ich erlaube \(merchant), mein PayPal-Konto automatisch zu belasten. Wenn mein \(funding) eine Transaktion nicht "
                + "abdecken kann, versucht PayPal, andere Zahlungsmethoden meines Kontos zu verwenden. Ändern oder kündigen können Sie "
                + "auf Ihrer Profilseite. PayPal-Richtlinien ansehen."
        },
        agreeAndPay: "ZUSTIMMEN UND ZAHLEN", invalidPIN: "Eine PIN hat 4 bis 8 Ziffern.",
        codesDiffer: "Die beiden Codes stimmen nicht überein: Geben Sie zweimal denselben Code ein.",
        pinsDiffer: "Die beiden PINs stimmen nicht überein: Geben Sie zweimal dieselbe PIN ein.",
        invalidPhone: "Das ist keine Telefonnummer: Geben Sie sie mit Vorwahl ein, etwa +49 30 1234567.",
        checkoutExpired: "Ihr früherer Bezahlvorgang ist abgelaufen oder abgeschlossen. Loggen Sie sich ein, um neu zu beginnen.",
        returning: "Zurück zum Händler …", pinCreated: "Ihre PIN wurde erstellt.", agreed: { "Sie haben \($0) Zahlungen erlaubt." },
        preapprovalConfirmed: "✓ Vorabgenehmigung erteilt",
        activity: { activity in
            switch activity {
            case .loggingIn: "Einloggen …"
            case .resuming: "Ihr Bezahlvorgang wird fortgesetzt …"
            case .updatingAmounts: "Beträge für Ihre Adresse werden aktualisiert …"
            case .preparingPayment: "Zahlung wird vorbereitet …"
            case .paying: "Zahlung läuft …"
            case .checkingPayment: "Bei PayPal wird geprüft, ob Sie bezahlt haben …"
            case .creatingPIN: "PIN wird erstellt …"
            case .loadingAgreement: "Vereinbarung wird geladen …"
            case .agreeing: "Zustimmung läuft …"
            }
        },
        taxAndShipping: { "Steuer \($0) · Versand \($1)" }, includesTaxAndShipping: { "inkl. Steuer \($0) · Versand \($1)" },
        amountError: { error in
            switch error {
            case .server:
                "Beim Aktualisieren der Beträge für Ihre Adresse ist ein Netzwerkfehler aufgetreten. Bitte kehren Sie zum Händler zurück und versuchen Sie es erneut."
            case .other: "Die Beträge für Ihre Adresse konnten nicht aktualisiert werden. Bitte kehren Sie zum Händler zurück."
            }
        },
        refusals: Refusals(
            wrongLogin: { left in
                "Die Anmeldedaten stimmen nicht." + (left.map { " Noch \($0) Versuch\($0 == 1 ? "" : "e"), dann wird das Konto gesperrt." } ?? "")
            },
            locked: { until in
                "Zu viele fehlgeschlagene Anmeldungen: Dieses Konto ist gesperrt" + (until.map { " bis \($0) Uhr" } ?? "")
                    + ". Strg-U entsperrt die Konten der Demo."
            },
            unlocked: "Entsperrt: Mit diesem Konto können Sie sich wieder anmelden.",
            noPIN: "Dieses Konto hat noch keine PIN: Loggen Sie sich mit E-Mail und Passwort ein und erstellen Sie dann eine PIN.",
            declined: "Diese Zahlungsquelle wurde abgelehnt: Wählen Sie eine andere.",
            insufficientFunds: "Ihr Guthaben reicht für diese Zahlung nicht: Wählen Sie eine andere Zahlungsquelle.",
            payKeyExpired: "Diese Zahlung ist abgelaufen, bevor sie genehmigt wurde: Kehren Sie zum Händler zurück und beginnen Sie neu.",
            sessionEnded: "Ihre PayPal-Sitzung ist abgelaufen: Loggen Sie sich erneut ein.",
            sendingLimit: "Ihr Konto hat sein Sendelimit erreicht, daher konnte PayPal diese Zahlung nicht ausführen.",
            phoneNotSet: "Eine PIN gehört zu einer Telefonnummer: Geben Sie Ihre oben ein.",
            pinAlreadySet: "Dieses Konto hat bereits eine PIN.",
            unreachable: "PayPal ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
            notPaid: "Die Zahlung ist nicht durchgegangen; es wurde nichts bezahlt. Zahlen Sie erneut, oder brechen Sie ab.",
            other: "PayPal konnte dies nicht ausführen. Nennen Sie dem Support den Fehlercode und die Korrelations-ID unten."),
        keys: "↑↓ Feld · Strg-T Summen · Esc Abbruch · Strg-W später")
}
