extension WebStrings {
    static let japanese = WebStrings(
        logInTitle: "PayPalアカウントにログイン", payWith: "支払方法", noShipping: "配送なし",
        shipsToProvided: "配送先（加盟店指定）", continueLabel: "続行", payNow: "今すぐ支払う",
        cancelAndReturn: { "キャンセルして\($0)に戻る" },
        continueHint: { "支払いの前に\($0)で注文を確認します。" },
        payNowHint: { "「今すぐ支払う」で\($0)にすぐ支払います。" },
        saveConsent: { "✓ PayPalを保存してすばやく支払う：\($0)は今後、確認なしでPayPalアカウントに請求できます。" },
        saveSummary: "PayPalを保存 · 今回の購入なし", saveTitle: { "\($0)にPayPalを保存" },
        saveTerms: { "\($0)は今後、再ログインなしでこのアカウントに請求できます。PayPalの設定からいつでも停止できます。" },
        agreeAndContinue: "同意して続行", saving: "PayPalを保存中…",
        creatingOrder: "PayPalに接続中…", loadingOrder: "注文を読み込み中…", approving: "承認中…",
        checkingApproval: "PayPalに確認しています…",
        notApproved: "承認は完了せず、注文は承認されていません。もう一度お試しいただくか、キャンセルしてください。",
        notSaved: "保存は完了せず、PayPalは保存されていません。もう一度同意するか、キャンセルしてください。",
        returning: { "\($0)に戻っています…" },
        keys: "Tab 移動 · ←→ 選択 · Enter 決定 · Esc キャンセル")
}
