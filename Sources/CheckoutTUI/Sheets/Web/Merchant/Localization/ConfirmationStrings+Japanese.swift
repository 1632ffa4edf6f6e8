extension ConfirmationStrings {
    static let japanese = ConfirmationStrings(
        title: "ご注文の確認", authorizing: "PayPalから戻りました：加盟店のサーバーが注文をオーソリしています…",
        authorized: { "注文 \($0) · オーソリ済み \($1)" }, until: { "\($0)まで" }, expired: { "\($0)に期限切れ" },
        shipsTo: { "配送先：\($0)" }, shippingAbroad: { "海外、送料\($0)" }, expressShipping: "x 速達配送",
        discount: { "d 割引 \($0)" }, stock: "o 在庫", off: "なし", inStock: "在庫あり", ranOut: "在庫切れ",
        reservedUntil: { "\($0)まで確保済み" }, reservationEnded: { "\($0)に確保期限切れ" },
        subtotal: "小計", shipping: "送料", tax: { "税 \($0)" }, total: "合計",
        confirmAndPay: "確定して支払う", lookUpThenPay: "確認してから支払う",
        reserving: "商品を1時間確保しています…", checkingCapture: "売上確定が済んだかPayPalに確認しています…", capturing: "売上確定中…",
        keys: "x 速達 · d 割引 · o 在庫 · Enter 確定して支払う · Esc あとで",
        paymentSuccessful: "お支払い完了", capturedSuccessfully: "お支払いの売上確定が完了しました！",
        capture: { "売上確定額：\($2)\n売上確定ID：\($0)（\($1)）" }, paymentError: "お支払いエラー", ok: "OK", dialogKeys: "Enter OK",
        itemsUnavailable: "一部の商品は在庫がなくなりました。ご注文をご確認ください。",
        stillHeld: { "売上確定は行われていません：\($0)のオーソリは\($1)まで有効です。" },
        authorizationExpired: "オーソリの有効期限が切れました。お支払いをやり直してください。",
        voidedByPayPal: { "PayPalはオーソリから29日後の\($0)にオーソリを取り消しました：売上確定は行われていません。" },
        captureFailed: "売上確定に失敗しました。サポートにお問い合わせください。", paypalAnswered: { "PayPalの応答：\($0)。" },
        debugId: { "デバッグID \($0)。" },
        overCaptureLimit: {
            "PayPalが売上確定できるのはオーソリ済みの\($0)の115%まで（超過は$75まで）です："
                + "速達配送を外すか、割引を適用するか、新しい合計でお支払いをやり直してください。"
        },
        captureRefused: { "PayPalが売上確定を拒否しました（\($0)）。" },
        unreachable: "PayPalに接続できないか、応答がありませんでした", cutShort: "PayPalの応答が途中で切れました",
        failedInside: { "PayPal内部でエラーが発生しました（\($0)）" },
        unanswered: { "\($0)：売上確定が行われた可能性があります。Enterで先に注文を確認し、行われていない場合だけ売上確定します。Escでオーソリを保持したまま戻ります。" },
        itemsNotReserved: { "加盟店のサーバーが商品を確保するためにPayPalの時計を読めませんでした（\($0)）：売上確定は行われていません。もう一度お試しください。" })
}
