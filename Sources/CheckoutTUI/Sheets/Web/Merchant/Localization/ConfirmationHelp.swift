extension Language {
    /// The help of the merchant's confirmation of an authorised order (confirm payment), in the language.
    var confirmationHelp: Help {
        let words = helpWords
        return switch self {
        case .enUS: words.help("Help: confirm your order", [
            HelpEntry(keys: "x / d", meaning: "express shipping / the discount, on or off: the final amount changes"),
            HelpEntry(keys: "o", meaning: "the store runs out of this order's items, or has them again (a tester's doing)"),
            HelpEntry(keys: "Enter / c", meaning: "confirm and pay: reserve the items, then capture"),
            HelpEntry(keys: "Esc", meaning: "later: the authorisation stays held (a lists the authorized orders)"),
        ])
        case .deDE: words.help("Hilfe: Bestellung bestätigen", [
            HelpEntry(keys: "x / d", meaning: "Expressversand / Rabatt an oder aus: der Endbetrag ändert sich"),
            HelpEntry(keys: "o", meaning: "der Shop hat die Artikel dieser Bestellung nicht mehr, oder wieder (Sache des Testers)"),
            HelpEntry(keys: "Enter / c", meaning: "bestätigen und bezahlen: die Artikel reservieren, dann abbuchen"),
            HelpEntry(keys: "Esc", meaning: "später: die Autorisierung bleibt bestehen (a zeigt die autorisierten Bestellungen)"),
        ])
        case .jaJP: words.help("ヘルプ：ご注文の確認", [
            HelpEntry(keys: "x / d", meaning: "速達・割引のオン／オフ（最終金額が変わる）"),
            HelpEntry(keys: "o", meaning: "この注文の商品を在庫切れにする、または戻す（テスターの操作）"),
            HelpEntry(keys: "Enter / c", meaning: "確定して支払う：商品を確保してから売上を確定"),
            HelpEntry(keys: "Esc", meaning: "あとで：オーソリは保持されたまま（a でオーソリ済みの注文を表示）"),
        ])
        }
    }
}
