extension ConfirmationStrings {
    static let german = ConfirmationStrings(
        title: "Bestellung bestätigen", authorizing: "Zurück von PayPal: Der Server des Händlers autorisiert die Bestellung…",
        authorized: { "Bestellung \($0) · autorisiert \($1)" }, until: { "bis \($0)" }, expired: { "abgelaufen am \($0)" },
        shipsTo: { "Lieferung nach \($0)" }, shippingAbroad: { "Ausland, \($0) Versand" }, expressShipping: "x Expressversand",
        discount: { "d Rabatt \($0)" }, stock: "o Lager", off: "aus", inStock: "vorrätig", ranOut: "ausverkauft",
        reservedUntil: { "reserviert bis \($0)" }, reservationEnded: { "Reservierung endete \($0)" },
        subtotal: "Zwischensumme", shipping: "Versand", tax: { "Steuer \($0)" }, total: "Gesamt",
        confirmAndPay: "Bestätigen und bezahlen", lookUpThenPay: "Nachsehen, dann bezahlen",
        reserving: "Die Artikel werden für eine Stunde reserviert…", checkingCapture: "Es wird bei PayPal nachgefragt, ob die Abbuchung erfolgt ist…",
        capturing: "Wird abgebucht…",
        keys: "x Express · d Rabatt · o Lager · Enter bestätigen und bezahlen · Esc später",
        paymentSuccessful: "Zahlung erfolgreich", capturedSuccessfully: "Ihre Zahlung wurde erfolgreich abgebucht!",
        capture: { "Abbuchung \($0) (\($1)): \($2)." }, paymentError: "Zahlungsfehler", ok: "OK", dialogKeys: "Enter OK",
        itemsUnavailable: "Einige Artikel sind nicht mehr verfügbar. Bitte prüfen Sie Ihre Bestellung.",
        stillHeld: { "Es wurde nichts abgebucht: Die Autorisierung über \($0) besteht weiter, bis \($1)." },
        authorizationExpired: "Die Autorisierung ist abgelaufen. Bitte starten Sie die Zahlung neu.",
        voidedByPayPal: { "PayPal hat die Autorisierung am \($0) storniert, 29 Tage nach ihrer Erteilung: Es wurde nichts abgebucht." },
        captureFailed: "Die Abbuchung ist fehlgeschlagen. Bitte wenden Sie sich an den Support.", paypalAnswered: { "Antwort von PayPal: \($0)." },
        debugId: { "Debug-ID \($0)." },
        overCaptureLimit: {
            "PayPal bucht höchstens 115 % der autorisierten \($0) ab (und nicht mehr als 75 $ darüber): "
                + "Nehmen Sie den Expressversand heraus, wenden Sie den Rabatt an, oder starten Sie die Zahlung für die neue Summe neu."
        },
        captureRefused: { "PayPal hat die Abbuchung abgelehnt (\($0))." },
        unreachable: "PayPal war nicht erreichbar oder hat nicht geantwortet", cutShort: "Die Antwort von PayPal brach ab",
        failedInside: { "Bei PayPal ist ein Fehler aufgetreten (\($0))" },
        unanswered: { "\($0): Die Abbuchung ist vielleicht erfolgt. Enter sieht zuerst in der Bestellung nach und bucht nur ab, wenn sie nicht erfolgt ist; Esc lässt die Autorisierung bestehen." },
        itemsNotReserved: { "Der Server des Händlers konnte die Uhr von PayPal nicht lesen, um die Artikel zu reservieren (\($0)): Es wurde nichts abgebucht. Versuchen Sie es erneut." })
}
