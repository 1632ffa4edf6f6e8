extension Language {
    /// The library sheet's help, in the language: its keys, then those that work anywhere.
    var mplHelp: Help {
        let words = helpWords
        return switch self {
        case .enUS: words.help("Help: PayPal checkout", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "change the funding, fee payer or address; move in a field"),
            HelpEntry(keys: "Home / End", meaning: "start or end of a field"),
            words.press, words.underlined,
            HelpEntry(keys: "Ctrl-T", meaning: "the billing summary's details"),
            words.scroll,
            HelpEntry(keys: "Esc", meaning: "cancel the checkout"),
            HelpEntry(keys: "Ctrl-W", meaning: "leave it; Pay with PayPal resumes it"),
        ])
        case .deDE: words.help("Hilfe: PayPal-Bezahlvorgang", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "Zahlungsquelle, Gebührenzahler oder Adresse wechseln; im Feld bewegen"),
            HelpEntry(keys: "Pos1 / Ende", meaning: "Anfang oder Ende eines Felds"),
            words.press, words.underlined,
            HelpEntry(keys: "Strg-T", meaning: "die Einzelheiten der Rechnungsübersicht"),
            words.scroll,
            HelpEntry(keys: "Esc", meaning: "den Bezahlvorgang abbrechen"),
            HelpEntry(keys: "Strg-W", meaning: "ihn verlassen; Mit PayPal zahlen setzt ihn fort"),
        ])
        case .jaJP: words.help("ヘルプ：PayPalチェックアウト", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "支払い方法・手数料の負担者・住所を変更、項目内で移動"),
            HelpEntry(keys: "Home / End", meaning: "項目の先頭・末尾"),
            words.press, words.underlined,
            HelpEntry(keys: "Ctrl-T", meaning: "請求の概要の詳細"),
            words.scroll,
            HelpEntry(keys: "Esc", meaning: "チェックアウトをキャンセル"),
            HelpEntry(keys: "Ctrl-W", meaning: "いったん離れる（PayPalで支払うで再開）"),
        ])
        }
    }
}
