extension Language {
    /// The PayPal app's help, in the language: its keys, then those that work anywhere.
    var appSwitchHelp: Help {
        let words = helpWords
        return switch self {
        case .enUS: words.help("Help: PayPal App Switch", [
            HelpEntry(keys: "Enter", meaning: "continue, log in with Face ID or the password, approve"),
            HelpEntry(keys: "Tab / ←→", meaning: "move between the fields / choose how to pay"),
            HelpEntry(keys: "p", meaning: "log in with the password instead of Face ID"),
            HelpEntry(keys: "l", meaning: "Pay Later, where the request offers it"),
            HelpEntry(keys: "k", meaning: "another contact, where the request lets the buyer change it"),
            HelpEntry(keys: "a / o", meaning: "another address / shipping option, which PayPal asks the merchant's server about"),
            HelpEntry(keys: "c / Esc", meaning: "cancel and return to the merchant's app"),
            HelpEntry(keys: "h", meaning: "leave the PayPal app for the home screen; Enter in the merchant's app goes back"),
            HelpEntry(keys: "o", meaning: "in the browser: open the merchant's app from its website"),
        ])
        case .deDE: words.help("Hilfe: PayPal App Switch", [
            HelpEntry(keys: "Enter", meaning: "weiter, mit Face ID oder Passwort einloggen, bestätigen"),
            HelpEntry(keys: "Tab / ←→", meaning: "zwischen den Feldern wechseln / wählen, womit Sie zahlen"),
            HelpEntry(keys: "p", meaning: "mit Passwort statt Face ID einloggen"),
            HelpEntry(keys: "l", meaning: "Später bezahlen, wo die Anfrage es anbietet"),
            HelpEntry(keys: "k", meaning: "andere Kontaktdaten, wo die Anfrage sie ändern lässt"),
            HelpEntry(keys: "a / o", meaning: "andere Adresse / Versandoption, zu der PayPal den Server des Händlers fragt"),
            HelpEntry(keys: "c / Esc", meaning: "abbrechen und zurück zur App des Händlers"),
            HelpEntry(keys: "h", meaning: "die PayPal-App zum Home-Bildschirm verlassen; Enter in der App des Händlers kehrt zurück"),
            HelpEntry(keys: "o", meaning: "im Browser: die App des Händlers von seiner Website öffnen"),
        ])
        case .jaJP: words.help("ヘルプ：PayPal App Switch", [
            HelpEntry(keys: "Enter", meaning: "続行、Face\u{00A0}IDまたはパスワードでログイン、承認"),
            HelpEntry(keys: "Tab / ←→", meaning: "項目間を移動 / 支払い方法を選ぶ"),
            HelpEntry(keys: "p", meaning: "Face\u{00A0}IDの代わりにパスワードでログイン"),
            HelpEntry(keys: "l", meaning: "後払い（リクエストが提供する場合）"),
            HelpEntry(keys: "k", meaning: "別の連絡先（リクエストが変更を許す場合）"),
            HelpEntry(keys: "a / o", meaning: "別の住所 / 配送方法（PayPalが加盟店のサーバーに問い合わせる）"),
            HelpEntry(keys: "c / Esc", meaning: "キャンセルして加盟店のAppに戻る"),
            HelpEntry(keys: "h", meaning: "PayPal Appを離れてホーム画面へ（加盟店のAppでEnterを押すと戻る）"),
            HelpEntry(keys: "o", meaning: "ブラウザで：加盟店のWebサイトからAppを開く"),
        ])
        }
    }
}
