extension Language {
    /// Connect with Braintree's help, in the language: its keys, then those that work anywhere.
    var connectHelp: Help {
        let words = helpWords
        return switch self {
        case .enUS: words.help("Help: Connect with Braintree", [
            words.next, words.previous,
            HelpEntry(keys: "Enter", meaning: "press the focused button; on the Authorize step, Agree and Return"),
            HelpEntry(keys: "d / f", meaning: "on the Authorize step: Deny / Finish Later"),
            HelpEntry(keys: "Esc", meaning: "Finish Later: back to the partner, nothing connected"),
        ])
        case .deDE: words.help("Hilfe: Mit Braintree verbinden", [
            words.next, words.previous,
            HelpEntry(keys: "Enter", meaning: "die gewählte Schaltfläche drücken; beim Autorisieren Zustimmen und zurück"),
            HelpEntry(keys: "d / f", meaning: "beim Autorisieren: Ablehnen / Später abschließen"),
            HelpEntry(keys: "Esc", meaning: "Später abschließen: zurück zum Partner, nichts verbunden"),
        ])
        case .jaJP: words.help("ヘルプ：Braintreeと接続", [
            words.next, words.previous,
            HelpEntry(keys: "Enter", meaning: "選択中のボタンを押す（承認の画面では同意して戻る）"),
            HelpEntry(keys: "d / f", meaning: "承認の画面で：拒否 / 後で完了"),
            HelpEntry(keys: "Esc", meaning: "後で完了：パートナーに戻る（何も接続しない）"),
        ])
        }
    }
}
