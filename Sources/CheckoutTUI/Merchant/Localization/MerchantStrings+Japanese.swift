extension MerchantStrings {
    static let japanese = MerchantStrings(
        lastResult: { "前回の結果：\($0)" }, fullStop: "。",
        paid: { "支払い完了：Braintree取引 \($0)（\($1)）、\($2)" }, paidByVenmo: { "、Venmo @\($0)" },
        savedWithSale: { "、\($0)を支払い方法 \($1) として保存" }, vaultedNothing: "、ただしゲートウェイは何も保存していません",
        contact: { "、支払者：\($0)、連絡先：\($1)" },
        payPalSaved: { token, email in
            "PayPalを支払い方法 \(token) として保存しました" + (email.map { "（\($0)）" } ?? "") + "：次回の購入は承認不要です。"
        },
        venmoSaved: { username, customer, nonce in
            "Venmoを保存しました" + (username.map { "：@\($0)" } ?? "") + (customer.map { "（顧客 \($0)）" } ?? "")
                + "、保管済みnonce \(nonce)：次回の購入は承認不要です。"
        },
        canceled: { "\($0)はキャンセルされました（\($1)）：支払いは行われていません。もう一度ボタンを押してください。" },
        couldNotFinish: { "\($0)を完了できませんでした（\($1)）：" },
        sdkCallRefused: { "Venmoを完了できませんでした：BraintreeがSDKの呼び出しを拒否しました（\($0)）：" },
        serverDeclined: { "加盟店のサーバーがBraintreeに拒否されました（\($0)）：" }, nothingCharged: "請求は行われていません。",
        instalments: { "Braintree取引 \($0) のPay Later：\($1)、PayPalの自動支払いで\($3)回中\($2)回を支払済み" },
        planPaid: "。プランは完済しました。", paymentsToCome: { "。残り\($0)回です。" },
        captured: { "売上確定：\($0)（\($1)）、\($2)。" }, paymentCanceled: "お支払いはキャンセルされました。カートはそのまま保存されています。",
        invalidConfiguration: { "PayPalボタンの設定が無効です（VALIDATION_ERROR）：\($0) 上で変更して、もう一度ボタンを押してください。" },
        paymentFailed: { "PayPalでお支払いを完了できませんでした（\($0)）：\($1)" },
        authorizationFailed: { "オーソリに失敗しました。もう一度お試しください。（\($0)）" },
        captureFailed: { "売上確定に失敗しました。サポートにお問い合わせください。（\($0)）" },
        withSavedPayPal: "保存済みのPayPalで、シートなし：",
        walletSaved: { "買い物客のPayPalを保存しました（\($0)）：wでシートなしで支払えます。" },
        saveCanceled: "PayPalの保存はキャンセルされました：何も保存されていません。",
        saveFailed: { "PayPalでウォレットを保存できませんでした（\($0)）：\($1)" },
        notSaved: { "購入者は同意しましたが、加盟店のサーバーがウォレットを保存できませんでした（\($0)）。もう一度お試しください。" },
        alreadySaved: { "PayPal（\($0)）は買い物客用に保存済みです：PayPalは保管中のトークン \($1) を返しました。新たに保存したものはありません。" },
        savedBefore: "PayPalは買い物客用に保存済みです：新たに保存したものはありません。",
        notEligible: {
            "PayPalはこの加盟店にウォレットの保存を許可していません（\($0)）：Vault適格性をSuccessに戻す（支払い方法 m で e）か、"
                + "「PayPalを保存」をオフにしてください。"
        },
        confirmationLeft: "注文確認を離れました：オーソリは保持されています。aでオーソリ済みの注文を表示します。",
        noSavedPayPal: "保存済みのPayPalはまだありません：「PayPalを保存」をON_SUCCESSにして一度支払ってください。",
        unreachableRetry: { "PayPalに接続できません（\($0)）：rで再試行" },
        initializationRefused: { "PayPalがライブラリの初期化を拒否しました（\($0)）：rで再試行" },
        unreachable: { "PayPalに接続できません（\($0)）：もう一度お試しください。" },
        unreadable: { "PayPalの応答を読み取れませんでした（\($0)）。返ってきた内容はイベント欄にあります。" },
        wrongPIN: "この事前承認のために作成したPINではありません：もう一度お試しください。",
        preapprovalSuspended: "PINの誤りが多すぎたため、事前承認は停止されました：購入者が新しい事前承認に同意する必要があります。",
        preapprovalNotAgreed: "購入者はまだこの事前承認に同意していません。",
        overPreapproval: "この支払いは事前承認の上限を超えています。",
        preapprovalInactive: "事前承認はもう有効ではありません：#6 Preapprovalをもう一度実行してください。",
        paymentRefused: { "PayPalが支払いを拒否しました（エラー \($0)）。相関IDはイベント欄にあります。" },
        noAccountLocked: "ロックされたアカウントはありません。", unlocked: { "\($0)のロックを解除しました：もう一度ログインできます。" },
        preapprovalConfirmed: { "事前承認を確認しました：\($0)。支払いを受けるには「Preapproved payment with PIN」を選んでください。" },
        payKeyPaid: { "支払い完了：\($0)（\($1)）" }, canceledByBuyer: "購入者がキャンセルしました。", failed: { "失敗：\($0)" },
        correlationId: { "相関ID \($0)" }, checkoutLeft: "チェックアウトを中断しました：Pay with PayPalで再開します（payPalContext）。",
        askingForPreapproval: "PayPalに事前承認を依頼しています…", noPreapproval: "事前承認に同意した購入者はまだいません：先に#6 Preapprovalを実行してください。",
        preapprovedPayment: { "事前承認済みの支払い \($0)：\($1)" }, preapprovedPaymentCanceled: "事前承認済みの支払いをキャンセルしました。",
        connected: { "接続しました：\($0)、\($1)。戻り先：\($2)" },
        finishedLater: "加盟店はFinish Laterを選びました：まだ何も接続されていません（error=access_denied）。",
        denied: "加盟店はパートナーの要求を拒否しました：何も接続されていません（error=access_denied）。",
        stateMismatch: "拒否しました：戻ってきたstateはパートナーが作ったものではありません。偽造リンク（CSRF）のため、コードは交換しません。",
        connectingFailed: { "接続に失敗しました（\($0)）：" }, refreshed: { "更新しました：\($0) の新しいアクセストークン、\($1)まで有効。" },
        revoked: "取り消しました：パートナーはもう加盟店の代わりに操作できません。", braintreeRefused: { "Braintreeが拒否しました（\($0)）：" })
}
