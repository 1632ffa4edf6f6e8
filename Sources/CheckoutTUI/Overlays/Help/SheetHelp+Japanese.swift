extension SheetHelp {
    static let japanese: SheetHelp = {
        let anywhere = HelpEntry.anywhere(
            events: "イベント欄の表示・非表示", unlock: "ログイン失敗でロックされたアカウントを解除",
            tester: "テスター画面：呼び出しを失敗させる、時計を進める",
            inspector: "インスペクター：各イベントとHTTPのやり取り", help: "このヘルプを開く・閉じる（? を入力する欄ではF1）")
        let (closing, scrolling) = ("Esc または ? でヘルプを閉じる", "↑↓ スクロール")
        let next = HelpEntry(keys: "Tab / ↓", meaning: "次の項目またはボタン")
        let previous = HelpEntry(keys: "Shift-Tab / ↑", meaning: "前へ")
        let press = HelpEntry(keys: "Enter", meaning: "選択中のボタンを押す")
        let underlined = HelpEntry(keys: "下線", meaning: "ボタンを選択中のときの、そのボタンのキー")
        let scroll = HelpEntry(keys: "PgUp / PgDn", meaning: "画面をスクロール、またはイベント欄をスクロール")
        return SheetHelp(
            mpl: Help(title: "ヘルプ：PayPalチェックアウト", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "支払い方法・手数料の負担者・住所を変更、項目内で移動"),
                HelpEntry(keys: "Home / End", meaning: "項目の先頭・末尾"),
                press, underlined,
                HelpEntry(keys: "Ctrl-T", meaning: "請求の概要の詳細"),
                scroll,
                HelpEntry(keys: "Esc", meaning: "チェックアウトをキャンセル"),
                HelpEntry(keys: "Ctrl-W", meaning: "いったん離れる（PayPalで支払うで再開）"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            web: Help(title: "ヘルプ：PayPalチェックアウト（Web）", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "支払い方法・住所を変更、項目内で移動"),
                press, underlined, scroll,
                HelpEntry(keys: "Esc", meaning: "キャンセルして加盟店に戻る"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            appSwitch: Help(title: "ヘルプ：PayPal App Switch", entries: [
                HelpEntry(keys: "Enter", meaning: "続行、Face\u{00A0}IDまたはパスワードでログイン、承認"),
                HelpEntry(keys: "Tab / ←→", meaning: "項目間を移動 / 支払い方法を選ぶ"),
                HelpEntry(keys: "p", meaning: "Face\u{00A0}IDの代わりにパスワードでログイン"),
                HelpEntry(keys: "l", meaning: "後払い（リクエストが提供する場合）"),
                HelpEntry(keys: "k", meaning: "別の連絡先（リクエストが変更を許す場合）"),
                HelpEntry(keys: "a / o", meaning: "別の住所 / 配送方法（PayPalが加盟店のサーバーに問い合わせる）"),
                HelpEntry(keys: "c / Esc", meaning: "キャンセルして加盟店のAppに戻る"),
                HelpEntry(keys: "h", meaning: "PayPal Appを離れてホーム画面へ（加盟店のAppでEnterを押すと戻る）"),
                HelpEntry(keys: "o", meaning: "ブラウザで：加盟店のWebサイトからAppを開く"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            connect: Help(title: "ヘルプ：Braintreeと接続", entries: [
                next, previous,
                HelpEntry(keys: "Enter", meaning: "選択中のボタンを押す（承認の画面では同意して戻る）"),
                HelpEntry(keys: "d / f", meaning: "承認の画面で：拒否 / 後で完了"),
                HelpEntry(keys: "Esc", meaning: "後で完了：パートナーに戻る（何も接続しない）"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            confirmation: Help(title: "ヘルプ：ご注文の確認", entries: [
                HelpEntry(keys: "x / d", meaning: "速達・割引のオン／オフ（最終金額が変わる）"),
                HelpEntry(keys: "o", meaning: "この注文の商品を在庫切れにする、または戻す（テスターの操作）"),
                HelpEntry(keys: "Enter / c", meaning: "確定して支払う：商品を確保してから売上を確定"),
                HelpEntry(keys: "Esc", meaning: "あとで：オーソリは保持されたまま（a でオーソリ済みの注文を表示）"),
            ] + anywhere, closing: closing, scrolling: scrolling),
            word: "ヘルプ"
        )
    }()
}
