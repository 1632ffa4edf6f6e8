extension SheetHelp {
    static let german: SheetHelp = {
        let anywhere = HelpEntry.anywhere(
            control: "Strg", events: "Ereignisbereich zeigen oder verbergen", unlock: "nach Fehlversuchen gesperrte Konten entsperren",
            tester: "Testerbereich: einen Aufruf scheitern lassen, die Uhr stellen",
            inspector: "Inspektor: jedes Ereignis und jeder HTTP-Austausch", help: "diese Hilfe öffnen oder schließen (im Feld, wo ? getippt wird, F1)")
        let (closing, scrolling) = ("Esc oder ? schließt die Hilfe", "↑↓ blättern")
        let next = HelpEntry(keys: "Tab / ↓", meaning: "nächstes Feld oder nächste Schaltfläche")
        let previous = HelpEntry(keys: "Shift-Tab / ↑", meaning: "vorheriges")
        let press = HelpEntry(keys: "Enter", meaning: "die gewählte Schaltfläche drücken")
        let underlined = HelpEntry(keys: "unterstrichen", meaning: "die Taste einer Schaltfläche, wenn eine gewählt ist")
        let scroll = HelpEntry(keys: "PgUp / PgDn", meaning: "den Bereich blättern, sonst den Ereignisbereich")
        return SheetHelp(
            mpl: Help(title: "Hilfe: PayPal-Bezahlvorgang", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "Zahlungsquelle, Gebührenzahler oder Adresse wechseln; im Feld bewegen"),
                HelpEntry(keys: "Pos1 / Ende", meaning: "Anfang oder Ende eines Felds"),
                press, underlined,
                HelpEntry(keys: "Strg-T", meaning: "die Einzelheiten der Rechnungsübersicht"),
                scroll,
                HelpEntry(keys: "Esc", meaning: "den Bezahlvorgang abbrechen"),
                HelpEntry(keys: "Strg-W", meaning: "ihn verlassen; Mit PayPal zahlen setzt ihn fort"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            web: Help(title: "Hilfe: PayPal-Bezahlvorgang (Web)", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "Zahlungsquelle oder Adresse wechseln; im Feld bewegen"),
                press, underlined, scroll,
                HelpEntry(keys: "Esc", meaning: "abbrechen und zurück zum Händler"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            appSwitch: Help(title: "Hilfe: PayPal App Switch", entries: [
                HelpEntry(keys: "Enter", meaning: "weiter, mit Face ID oder Passwort einloggen, bestätigen"),
                HelpEntry(keys: "Tab / ←→", meaning: "zwischen den Feldern wechseln / wählen, womit Sie zahlen"),
                HelpEntry(keys: "p", meaning: "mit Passwort statt Face ID einloggen"),
                HelpEntry(keys: "l", meaning: "Später bezahlen, wo die Anfrage es anbietet"),
                HelpEntry(keys: "k", meaning: "andere Kontaktdaten, wo die Anfrage sie ändern lässt"),
                HelpEntry(keys: "a / o", meaning: "andere Adresse / Versandoption, zu der PayPal den Server des Händlers fragt"),
                HelpEntry(keys: "c / Esc", meaning: "abbrechen und zurück zur App des Händlers"),
                HelpEntry(keys: "h", meaning: "die PayPal-App zum Home-Bildschirm verlassen; Enter in der App des Händlers kehrt zurück"),
                HelpEntry(keys: "o", meaning: "im Browser: die App des Händlers von seiner Website öffnen"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            connect: Help(title: "Hilfe: Mit Braintree verbinden", entries: [
                next, previous,
                HelpEntry(keys: "Enter", meaning: "die gewählte Schaltfläche drücken; beim Autorisieren Zustimmen und zurück"),
                HelpEntry(keys: "d / f", meaning: "beim Autorisieren: Ablehnen / Später abschließen"),
                HelpEntry(keys: "Esc", meaning: "Später abschließen: zurück zum Partner, nichts verbunden"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            confirmation: Help(title: "Hilfe: Bestellung bestätigen", entries: [
                HelpEntry(keys: "x / d", meaning: "Expressversand / Rabatt an oder aus: der Endbetrag ändert sich"),
                HelpEntry(keys: "o", meaning: "der Shop hat die Artikel dieser Bestellung nicht mehr, oder wieder (Sache des Testers)"),
                HelpEntry(keys: "Enter / c", meaning: "bestätigen und bezahlen: die Artikel reservieren, dann abbuchen"),
                HelpEntry(keys: "Esc", meaning: "später: die Autorisierung bleibt bestehen (a zeigt die autorisierten Bestellungen)"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            word: "Hilfe"
        )
    }()
}
