extension Language {
    /// The web sheet's help, in the language: its keys, then those that work anywhere.
    var webHelp: Help {
        let words = helpWords
        return switch self {
        case .enUS: words.help("Help: PayPal checkout (web)", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "change the funding source or address; move in a field"),
            words.press, words.underlined, words.scroll,
            HelpEntry(keys: "Esc", meaning: "cancel and return to the merchant"),
        ])
        case .deDE: words.help("Hilfe: PayPal-Bezahlvorgang (Web)", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "Zahlungsquelle oder Adresse wechseln; im Feld bewegen"),
            words.press, words.underlined, words.scroll,
            HelpEntry(keys: "Esc", meaning: "abbrechen und zurück zum Händler"),
        ])
        case .jaJP: words.help("ヘルプ：PayPalチェックアウト（Web）", [
            words.next, words.previous,
            HelpEntry(keys: "←  →", meaning: "支払い方法・住所を変更、項目内で移動"),
            words.press, words.underlined, words.scroll,
            HelpEntry(keys: "Esc", meaning: "キャンセルして加盟店に戻る"),
        ])
        }
    }
}
