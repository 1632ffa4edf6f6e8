/// The words every sheet's help shares, in the library's languages: the keys keep the keyboard's names, what they do
/// is said in the sheet's language, as the sheet itself is. Each sheet's own help is in its folder.
struct HelpWords: Sendable {
    var next: HelpEntry
    var previous: HelpEntry
    var press: HelpEntry
    var underlined: HelpEntry
    var scroll: HelpEntry
    /// The keys that work anywhere, which every help lists last.
    var anywhere: [HelpEntry]
    var closing = "Esc or ? closes the help"
    var scrolling = "↑↓ scroll"
    /// The help's name in a key hint.
    var word: String

    /// The key hint that opens the help: `?`, or F1 where `?` is typed into a field.
    func opening(whileTyping typing: Bool) -> String { (typing ? "F1 " : "? ") + word }

    /// A sheet's help: its own keys, then those that work anywhere.
    func help(_ title: String, _ entries: [HelpEntry]) -> Help {
        Help(title: title, entries: entries + anywhere, closing: closing, scrolling: scrolling)
    }

    static let english = HelpWords(
        next: HelpEntry(keys: "Tab / ↓", meaning: "next field or button"),
        previous: HelpEntry(keys: "Shift-Tab / ↑", meaning: "previous"),
        press: HelpEntry(keys: "Enter", meaning: "press the focused button"),
        underlined: HelpEntry(keys: "underlined", meaning: "a button's key, when a button is focused"),
        scroll: HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the sheet, or else the events pane"),
        anywhere: HelpEntry.anywhere, word: "help")

    static let german = HelpWords(
        next: HelpEntry(keys: "Tab / ↓", meaning: "nächstes Feld oder nächste Schaltfläche"),
        previous: HelpEntry(keys: "Shift-Tab / ↑", meaning: "vorheriges"),
        press: HelpEntry(keys: "Enter", meaning: "die gewählte Schaltfläche drücken"),
        underlined: HelpEntry(keys: "unterstrichen", meaning: "die Taste einer Schaltfläche, wenn eine gewählt ist"),
        scroll: HelpEntry(keys: "PgUp / PgDn", meaning: "den Bereich blättern, sonst den Ereignisbereich"),
        anywhere: HelpEntry.anywhere(
            control: "Strg", events: "Ereignisbereich zeigen oder verbergen", unlock: "nach Fehlversuchen gesperrte Konten entsperren",
            tester: "Testerbereich: einen Aufruf scheitern lassen, die Uhr stellen",
            inspector: "Inspektor: jedes Ereignis und jeder HTTP-Austausch", help: "diese Hilfe öffnen oder schließen (im Feld, wo ? getippt wird, F1)"),
        closing: "Esc oder ? schließt die Hilfe", scrolling: "↑↓ blättern", word: "Hilfe")

    static let japanese = HelpWords(
        next: HelpEntry(keys: "Tab / ↓", meaning: "次の項目またはボタン"),
        previous: HelpEntry(keys: "Shift-Tab / ↑", meaning: "前へ"),
        press: HelpEntry(keys: "Enter", meaning: "選択中のボタンを押す"),
        underlined: HelpEntry(keys: "下線", meaning: "ボタンを選択中のときの、そのボタンのキー"),
        scroll: HelpEntry(keys: "PgUp / PgDn", meaning: "画面をスクロール、またはイベント欄をスクロール"),
        anywhere: HelpEntry.anywhere(
            events: "イベント欄の表示・非表示", unlock: "ログイン失敗でロックされたアカウントを解除",
            tester: "テスター画面：呼び出しを失敗させる、時計を進める",
            inspector: "インスペクター：各イベントとHTTPのやり取り", help: "このヘルプを開く・閉じる（? を入力する欄ではF1）"),
        closing: "Esc または ? でヘルプを閉じる", scrolling: "↑↓ スクロール", word: "ヘルプ")
}

extension Language {
    var helpWords: HelpWords {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension HelpEntry {
    /// The keys that work anywhere, said in a language, which every help lists last.
    static func anywhere(control: String = "Ctrl", events: String, unlock: String, tester: String, inspector: String, help: String) -> [HelpEntry] {
        [
            HelpEntry(keys: control + "-E", meaning: events),
            HelpEntry(keys: control + "-U", meaning: unlock),
            HelpEntry(keys: control + "-F", meaning: tester),
            HelpEntry(keys: control + "-O", meaning: inspector),
            HelpEntry(keys: "? / F1", meaning: help),
        ]
    }
}
