import Foundation

extension LibraryStrings {
    static let japanese = LibraryStrings(
        locale: Locale(identifier: "ja_JP"),
        payWithPayPal: "PayPalで支払う", donateWithPayPal: "PayPalで寄付する", pay: "支払う", donate: "寄付する",
        billingSummary: "請求の概要 · 合計", preapprovalAgreement: "事前承認の契約",
        preapprovalFrom: { "\($0)が事前承認による支払いへの同意を求めています。今は支払いは行われません。" },
        logInWithEmail: "メールとパスワードでログイン:", logInWithPhone: "電話番号とPINでログイン:",
        email: "メールアドレス", phone: "電話番号", password: "パスワード", pin: "PIN", logIn: "ログイン", cancel: "キャンセル",
        review: "確認", reviewHint: "「確認」で合計金額と支払い方法を表示します。",
        usePhone: "電話番号とPINを使う", useEmail: "メールとパスワードを使う",
        funding: "支払い方法", balance: "PayPal残高", fee: "手数料", recipientsFee: "受取人の手数料", feePaidBy: "手数料の負担", feePaidByMe: "自分(送金者)",
        feePaidByRecipient: "受取人", shipTo: "配送先", mailingAddress: "郵送先住所", tax: "税", shipping: "送料", total: "合計",
        paymentMade: "✓ 支払いが完了しました", donationMade: "✓ 寄付が完了しました", thanks: "お支払いありがとうございます。",
        thanksForDonation: "ご寄付ありがとうございます。",
        createPINExplained: "PINを作成すると、次回から電話番号とPINですばやく支払えます。",
        phoneForPIN: "電話番号", pinDigits: "PIN(4〜8桁)", createPIN: "PINを作成", skip: "スキップ", returnToMerchant: "ストアに戻る",
        somethingWentWrong: "問題が発生しました", tryAgain: "もう一度試す", errorCode: "エラーコード", correlationId: "相関ID", createCode: "コードを作成",
        createCodeExplained: { "事前承認を設定すると、次回のお支払い時に\($0)がこのコードを求めます。" },
        codeDigits: "コード(4〜8桁)", confirmCode: "コードの確認", confirmPIN: "PINの確認", saveCode: "コードを保存", paymentMethod: "支払い方法",
        primary: "優先:",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "1回\($0)まで" }, count.map { "\($0)回" }, total.map { "合計\($0)" }]
            return "上限: " + parts.compactMap { $0 }.joined(separator: "、") + "(\(until)まで)"
        },
        agreementText: { merchant, funding in
            "\(merchant)が私のPayPalアカウントに自動で請求することを許可します。\(funding)で取引を完了できない場合、"
                + "PayPalは私のアカウントの他の支払い方法を使用します。変更や解約はプロフィールページから行えます。PayPalのポリシーを表示。"
        },
        agreeAndPay: "同意して支払う", invalidPIN: "PINは4〜8桁の数字です。", codesDiffer: "2つのコードが一致しません。同じコードを2回入力してください。",
        pinsDiffer: "2つのPINが一致しません。同じPINを2回入力してください。",
        invalidPhone: "電話番号ではありません。市外局番から入力してください(例: 090-1234-5678)。",
        checkoutExpired: "前回の手続きは期限切れか完了済みです。ログインしてやり直してください。", returning: "ストアに戻ります…",
        pinCreated: "PINを作成しました。", agreed: { "\($0)による支払いを許可しました。" },
        preapprovalConfirmed: "✓ 事前承認が完了しました",
        activity: { activity in
            switch activity {
            case .loggingIn: "ログインしています…"
            case .resuming: "手続きを再開しています…"
            case .updatingAmounts: "配送先に合わせて金額を更新しています…"
            case .preparingPayment: "支払いを準備しています…"
            case .paying: "支払っています…"
            case .checkingPayment: "支払い済みかPayPalに確認しています…"
            case .creatingPIN: "PINを作成しています…"
            case .loadingAgreement: "契約を読み込んでいます…"
            case .agreeing: "同意しています…"
            }
        },
        taxAndShipping: { "税 \($0) · 送料 \($1)" }, includesTaxAndShipping: { "（税 \($0) · 送料 \($1) を含む）" },
        amountError: { error in
            switch error {
            case .server: "配送先の金額を更新中にネットワークエラーが発生しました。ストアに戻ってもう一度お試しください。"
            case .other: "配送先の金額を更新できませんでした。ストアに戻ってください。"
            }
        },
        refusals: Refusals(
            wrongLogin: { left in "ログイン情報が正しくありません。" + (left.map { "あと\($0)回失敗するとアカウントがロックされます。" } ?? "") },
            locked: { until in
                "ログインの失敗が多すぎるため、このアカウントは" + (until.map { "\($0)まで" } ?? "") + "ロックされています。Ctrl-Uでデモのアカウントのロックを解除できます。"
            },
            unlocked: "ロックが解除されました。このアカウントで再びログインできます。",
            noPIN: "このアカウントにはまだPINがありません。メールとパスワードでログインしてからPINを作成してください。",
            declined: "この支払い方法は拒否されました。別の支払い方法を選んでください。",
            insufficientFunds: "残高が足りません。別の支払い方法を選んでください。",
            payKeyExpired: "承認前に支払いの期限が切れました。ストアに戻ってやり直してください。",
            sessionEnded: "PayPalのセッションが終了しました。もう一度ログインしてください。",
            sendingLimit: "送金限度額に達しているため、PayPalはこの支払いを完了できませんでした。",
            phoneNotSet: "PINには電話番号が必要です。上に入力してください。",
            pinAlreadySet: "このアカウントにはすでにPINがあります。",
            unreachable: "PayPalに接続できません。接続を確認してもう一度お試しください。",
            notPaid: "支払いは完了せず、何も支払われていません。もう一度支払うか、キャンセルしてください。",
            other: "PayPalはこの処理を完了できませんでした。下のエラーコードと相関IDをサポートにお伝えください。"),
        keys: "↑↓ 移動 · Ctrl-T 明細 · Esc 取消 · Ctrl-W 後で")
}
