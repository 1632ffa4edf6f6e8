import CheckoutFlows
import PayPalAPI

/// Every string of the library's screens, and the PayPal button's, in one language.
struct LibraryStrings: Sendable {
    var payWithPayPal: String
    var donateWithPayPal: String
    var pay: String
    var donate: String
    var billingSummary: String
    var preapprovalAgreement: String
    var logInWithEmail: String
    var logInWithPhone: String
    var email: String
    var phone: String
    var password: String
    var pin: String
    var logIn: String
    var cancel: String
    var review: String
    var reviewHint: String
    var usePhone: String
    var useEmail: String
    var funding: String
    var fee: String
    var shipTo: String
    var mailingAddress: String
    var paymentMade: String
    var thanks: String
    var createPINExplained: String
    var pinDigits: String
    var createPIN: String
    var skip: String
    var returnToMerchant: String
    var somethingWentWrong: String
    var errorCode: String
    var correlationId: String
    var createCode: String
    var createCodeExplained: @Sendable (String) -> String
    var codeDigits: String
    var saveCode: String
    var paymentMethod: String
    var limits: @Sendable (_ perPayment: String?, _ count: Int?, _ total: String?, _ until: String) -> String
    var agreementText: @Sendable (String) -> String
    var agreeAndPay: String
    var invalidPIN: String
    var checkoutExpired: String
    var returning: String
    var pinCreated: String
    var agreed: @Sendable (String) -> String
    var activity: @Sendable (CheckoutFlow.Activity) -> String
    /// The review's line of tax and shipping, for amounts the merchant adjusts to the address.
    var taxAndShipping: @Sendable (_ tax: String, _ shipping: String) -> String
    var amountError: @Sendable (AmountError) -> String
    /// The keys of the library, on the terminal's last line while it is open.
    var keys: String

    func notice(_ notice: CheckoutFlow.Notice) -> String {
        switch notice {
        case .invalidPIN: invalidPIN
        case .checkoutExpired: checkoutExpired
        case .server(let message): message
        }
    }

    /// The error screen's message: the library's own errors in the buyer's language, PayPal's as they came.
    func failureMessage(_ error: PayPalAPIError) -> String {
        AmountError(rawValue: error.code).map(amountError) ?? error.message
    }
}

extension LibraryStrings {
    static let english = LibraryStrings(
        payWithPayPal: "Pay with PayPal", donateWithPayPal: "Donate with PayPal", pay: "Pay", donate: "Donate",
        billingSummary: "Billing summary · My Total", preapprovalAgreement: "Preapproval agreement",
        logInWithEmail: "Log in with email and password:", logInWithPhone: "Log in with your phone and PIN:",
        email: "Email", phone: "Phone", password: "Password", pin: "PIN", logIn: "Log In", cancel: "Cancel", review: "Review",
        reviewHint: "Click Review for total cost and funding options.", usePhone: "Use phone and PIN", useEmail: "Use email and password",
        funding: "Funding", fee: "Fee", shipTo: "Ship to", mailingAddress: "Mailing address", paymentMade: "✓ Payment made",
        thanks: "Thanks for your payment!",
        createPINExplained: "Create a PIN to check out faster next time: log in with your phone number and PIN.",
        pinDigits: "PIN (4 to 8 digits)", createPIN: "Create PIN", skip: "Skip", returnToMerchant: "Return to merchant",
        somethingWentWrong: "Something went wrong", errorCode: "Error code", correlationId: "Correlation ID",
        createCode: "Create a code",
        createCodeExplained: { "Once you set up preapproved payments, \($0) will ask for this code the next time you pay." },
        codeDigits: "Code (4 to 8 digits)", saveCode: "Save code", paymentMethod: "Payment method",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "up to \($0) a payment" }, count.map { "\($0) payments" }, total.map { "\($0) in all" }]
            return "Limits: " + parts.compactMap { $0 }.joined(separator: ", ") + ", until \(until)."
        },
        agreementText: { "I allow \($0) to automatically charge my PayPal account. To change or cancel, go to your Profile page." },
        agreeAndPay: "AGREE AND PAY", invalidPIN: "A PIN is 4 to 8 digits.",
        checkoutExpired: "Your earlier checkout has expired or finished. Log in to start again.", returning: "Returning to the merchant…",
        pinCreated: "You have successfully created a PIN.", agreed: { "You agreed to let \($0) take payments." },
        activity: { activity in
            switch activity {
            case .loggingIn: "Logging in…"
            case .resuming: "Resuming your checkout…"
            case .updatingAmounts: "Updating the amounts for your address…"
            case .preparingPayment: "Preparing your payment…"
            case .paying: "Paying…"
            case .creatingPIN: "Creating your PIN…"
            case .loadingAgreement: "Loading the agreement…"
            case .agreeing: "Agreeing…"
            }
        },
        taxAndShipping: { "Tax \($0) · Shipping \($1)" },
        amountError: { error in
            switch error {
            case .server: "A network error occurred while updating the amounts for your address. Please return to the merchant and try again."
            case .other: "The amounts for your address could not be updated. Please return to the merchant."
            }
        },
        keys: "↑↓ move · ←→ change · Enter act · Esc cancel · Ctrl-W later · ? help")

    static let german = LibraryStrings(
        payWithPayPal: "Mit PayPal zahlen", donateWithPayPal: "Mit PayPal spenden", pay: "Zahlen", donate: "Spenden",
        billingSummary: "Rechnungsübersicht · Gesamt", preapprovalAgreement: "Vorabgenehmigung",
        logInWithEmail: "Mit E-Mail und Passwort einloggen:", logInWithPhone: "Mit Telefon und PIN einloggen:",
        email: "E-Mail", phone: "Telefon", password: "Passwort", pin: "PIN", logIn: "Einloggen", cancel: "Abbrechen",
        review: "Prüfen", reviewHint: "Unter Prüfen sehen Sie Gesamtbetrag und Zahlungsquellen.",
        usePhone: "Telefon und PIN verwenden", useEmail: "E-Mail und Passwort verwenden",
        funding: "Zahlungsquelle", fee: "Gebühr", shipTo: "Lieferadresse", mailingAddress: "Postanschrift",
        paymentMade: "✓ Zahlung ausgeführt", thanks: "Vielen Dank für Ihre Zahlung!",
        createPINExplained: "Erstellen Sie eine PIN, um beim nächsten Mal schneller zu bezahlen: mit Telefonnummer und PIN.",
        pinDigits: "PIN (4 bis 8 Ziffern)", createPIN: "PIN erstellen", skip: "Überspringen", returnToMerchant: "Zurück zum Händler",
        somethingWentWrong: "Etwas ist schiefgelaufen", errorCode: "Fehlercode", correlationId: "Korrelations-ID",
        createCode: "Code erstellen",
        createCodeExplained: { "Nach der Einrichtung fragt \($0) bei der nächsten Zahlung nach diesem Code." },
        codeDigits: "Code (4 bis 8 Ziffern)", saveCode: "Code speichern", paymentMethod: "Zahlungsmethode",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "bis \($0) je Zahlung" }, count.map { "\($0) Zahlungen" }, total.map { "\($0) insgesamt" }]
            return "Grenzen: " + parts.compactMap { $0 }.joined(separator: ", ") + ", bis \(until)."
        },
        agreementText: { "Ich erlaube \($0), mein PayPal-Konto automatisch zu belasten. Ändern oder kündigen im Profil." },
        agreeAndPay: "ZUSTIMMEN UND ZAHLEN", invalidPIN: "Eine PIN hat 4 bis 8 Ziffern.",
        checkoutExpired: "Ihr früherer Bezahlvorgang ist abgelaufen oder abgeschlossen. Loggen Sie sich ein, um neu zu beginnen.", returning: "Zurück zum Händler …",
        pinCreated: "Ihre PIN wurde erstellt.", agreed: { "Sie haben \($0) Zahlungen erlaubt." },
        activity: { activity in
            switch activity {
            case .loggingIn: "Einloggen …"
            case .resuming: "Ihr Bezahlvorgang wird fortgesetzt …"
            case .updatingAmounts: "Beträge für Ihre Adresse werden aktualisiert …"
            case .preparingPayment: "Zahlung wird vorbereitet …"
            case .paying: "Zahlung läuft …"
            case .creatingPIN: "PIN wird erstellt …"
            case .loadingAgreement: "Vereinbarung wird geladen …"
            case .agreeing: "Zustimmung läuft …"
            }
        },
        taxAndShipping: { "Steuer \($0) · Versand \($1)" },
        amountError: { error in
            switch error {
            case .server: "Beim Aktualisieren der Beträge für Ihre Adresse ist ein Netzwerkfehler aufgetreten. Bitte kehren Sie zum Händler zurück und versuchen Sie es erneut."
            case .other: "Die Beträge für Ihre Adresse konnten nicht aktualisiert werden. Bitte kehren Sie zum Händler zurück."
            }
        },
        keys: "↑↓ Feld · ←→ ändern · Enter ok · Esc Abbruch · Strg-W später · ? Hilfe")

    static let japanese = LibraryStrings(
        payWithPayPal: "PayPalで支払う", donateWithPayPal: "PayPalで寄付する", pay: "支払う", donate: "寄付する",
        billingSummary: "請求の概要 · 合計", preapprovalAgreement: "事前承認の契約",
        logInWithEmail: "メールアドレスとパスワードでログイン:", logInWithPhone: "電話番号とPINでログイン:",
        email: "メールアドレス", phone: "電話番号", password: "パスワード", pin: "PIN", logIn: "ログイン", cancel: "キャンセル",
        review: "確認", reviewHint: "「確認」で合計金額と支払い方法を表示します。",
        usePhone: "電話番号とPINを使う", useEmail: "メールとパスワードを使う",
        funding: "支払い方法", fee: "手数料", shipTo: "配送先", mailingAddress: "郵送先住所",
        paymentMade: "✓ 支払いが完了しました", thanks: "お支払いありがとうございます。",
        createPINExplained: "PINを作成すると、次回から電話番号とPINですばやく支払えます。",
        pinDigits: "PIN(4〜8桁)", createPIN: "PINを作成", skip: "スキップ", returnToMerchant: "ストアに戻る",
        somethingWentWrong: "問題が発生しました", errorCode: "エラーコード", correlationId: "相関ID",
        createCode: "コードを作成",
        createCodeExplained: { "事前承認を設定すると、次回のお支払い時に\($0)がこのコードを求めます。" },
        codeDigits: "コード(4〜8桁)", saveCode: "コードを保存", paymentMethod: "支払い方法",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "1回\($0)まで" }, count.map { "\($0)回" }, total.map { "合計\($0)" }]
            return "上限: " + parts.compactMap { $0 }.joined(separator: "、") + "(\(until)まで)"
        },
        agreementText: { "\($0)が私のPayPalアカウントに自動で請求することを許可します。変更や解約はプロフィールから行えます。" },
        agreeAndPay: "同意して支払う", invalidPIN: "PINは4〜8桁の数字です。",
        checkoutExpired: "前回の手続きは期限切れか完了済みです。ログインしてやり直してください。", returning: "ストアに戻ります…",
        pinCreated: "PINを作成しました。", agreed: { "\($0)による支払いを許可しました。" },
        activity: { activity in
            switch activity {
            case .loggingIn: "ログインしています…"
            case .resuming: "手続きを再開しています…"
            case .updatingAmounts: "配送先に合わせて金額を更新しています…"
            case .preparingPayment: "支払いを準備しています…"
            case .paying: "支払っています…"
            case .creatingPIN: "PINを作成しています…"
            case .loadingAgreement: "契約を読み込んでいます…"
            case .agreeing: "同意しています…"
            }
        },
        taxAndShipping: { "税 \($0) · 送料 \($1)" },
        amountError: { error in
            switch error {
            case .server: "配送先の金額を更新中にネットワークエラーが発生しました。ストアに戻ってもう一度お試しください。"
            case .other: "配送先の金額を更新できませんでした。ストアに戻ってください。"
            }
        },
        keys: "↑↓ 移動 · ←→ 変更 · Enter 実行 · Esc 取消 · Ctrl-W 後で · ? ヘルプ")
}
