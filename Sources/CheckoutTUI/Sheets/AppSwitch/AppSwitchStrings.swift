/// The words of the PayPal app, iOS's sign-in alert and the merchant's website in the browser, in the library's
/// languages; the log-in's field names are the library's own.
struct AppSwitchStrings: Sendable {
    var app: String
    var backTo: @Sendable (String) -> String
    var faceID: @Sendable (String) -> String
    var useFaceID: String
    var usePassword: String
    var pay: @Sendable (String, String) -> String
    var save: @Sendable (String) -> String
    var payWith: String
    /// Pay Later offered, no plan chosen yet.
    var payLater: String
    /// Pay in 4 chosen: the first payment today, then each of the others on its day.
    var payIn4: @Sendable (_ first: String, _ each: String, _ days: String) -> String
    /// Pay Monthly chosen: the term, the monthly payment from its first day, the APR and the total.
    var payMonthly: @Sendable (_ months: Int, _ each: String, _ from: String, _ apr: String, _ total: String) -> String
    /// Pay Later as the funding chooser shows it once chosen.
    var payLaterChoice: String
    var savedForLater: @Sendable (String) -> String
    var payNow: String
    var agreeAndContinue: String
    var cancelAndReturn: @Sendable (String) -> String
    var oneMoment: String
    var faceIDKeys: String
    var loginKeys: String
    /// The review's key that pays: offered only while PayPal may approve (not while the merchant refuses the address).
    var payKey: String
    var reviewKeys: String
    /// The review's key for Pay Later, where the request offers it.
    var payLaterKey: String
    /// The contact module's label for the recipient's email and phone.
    var contact: String
    /// The review's key to choose another contact, where the buyer may (UPDATE_CONTACT_INFO).
    var contactKey: String
    /// The PayPal app's key to leave it, which the web page has not.
    var homeKey: String
    /// The home screen's keys: open the merchant's app, or PayPal.
    var homeScreenKeys: @Sendable (_ merchant: String) -> String
    var alertTitle: @Sendable (String) -> String
    var alertBody: String
    var cancel: String
    var `continue`: String
    var alertKeys: String
    var approvedInBrowser: String
    var browserExplains: @Sendable (String) -> String
    var openInApp: @Sendable (String) -> String
    /// The website's banner button that opens the app.
    var open: String
}

extension Language {
    var appSwitchStrings: AppSwitchStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension AppSwitchStrings {
    static let english = AppSwitchStrings(
        app: "PayPal", backTo: { "◀ \($0)" }, faceID: { "Log in as \($0) with Face ID." }, useFaceID: "Use Face ID",
        usePassword: "Log in with password", pay: { "Pay \($0) \($1)" }, save: { "Save PayPal with \($0)" }, payWith: "Pay with",
        payLater: "Pay Later: choose a plan",
        payIn4: { "Pay in 4: \($0) today, then \($1) on \($2)" },
        payMonthly: { "Pay Monthly, \($0) months: \($1)/mo from \($2) · \($3)% APR · \($4) in all" }, payLaterChoice: "Pay Later", savedForLater: { "Your PayPal is saved with \($0) for faster checkout." },
        payNow: "Pay Now", agreeAndContinue: "Agree and Continue", cancelAndReturn: { "Cancel and return to \($0)" }, oneMoment: "One moment…",
        faceIDKeys: "Enter Face ID · p password · c cancel", loginKeys: "Tab next field · Enter log in · Esc cancel",
        payKey: "Enter pay", reviewKeys: "←→ pay with · c cancel", payLaterKey: "l Pay Later", contact: "Contact info", contactKey: "k change contact", homeKey: "h home screen",
        homeScreenKeys: { "Enter open \($0) · p open PayPal" },
        alertTitle: { "“\($0)” Wants to Use “paypal.com” to Sign In" },
        alertBody: "This allows the app and website to share information about you.", cancel: "Cancel", continue: "Continue",
        alertKeys: "Enter continue · Esc cancel",
        approvedInBrowser: "You approved your PayPal payment.",
        browserExplains: { "The link back to the \($0) app opened here, in the browser, because the app did not claim it." },
        openInApp: { "Open in the \($0) app" }, open: "Open the app")

    static let german = AppSwitchStrings(
        app: "PayPal", backTo: { "◀ \($0)" }, faceID: { "Als \($0) mit Face ID einloggen." }, useFaceID: "Face ID verwenden",
        usePassword: "Mit Passwort einloggen", pay: { "\($1) an \($0) zahlen" }, save: { "PayPal bei \($0) speichern" }, payWith: "Zahlen mit",
        payLater: "Später bezahlen: Plan wählen",
        payIn4: { "In 4 Raten: \($0) heute, dann je \($1) am \($2)" },
        payMonthly: { "Monatlich, \($0) Monate: \($1)/Monat ab \($2) · \($3) % eff. Jahreszins · \($4) gesamt" }, payLaterChoice: "Später bezahlen", savedForLater: { "Ihr PayPal wird bei \($0) für schnelleres Bezahlen gespeichert." },
        payNow: "Jetzt bezahlen", agreeAndContinue: "Zustimmen und weiter", cancelAndReturn: { "Abbrechen und zurück zu \($0)" },
        oneMoment: "Einen Moment…",
        faceIDKeys: "Enter Face ID · p Passwort · c abbrechen", loginKeys: "Tab nächstes Feld · Enter einloggen · Esc abbrechen",
        payKey: "Enter zahlen", reviewKeys: "←→ zahlen mit · c abbrechen", payLaterKey: "l später zahlen", contact: "Kontaktdaten", contactKey: "k Kontakt ändern", homeKey: "h Home-Bildschirm",
        homeScreenKeys: { "Enter \($0) öffnen · p PayPal öffnen" },
        alertTitle: { "„\($0)“ möchte „paypal.com“ zum Anmelden verwenden" },
        alertBody: "Dadurch können die App und die Website Informationen über dich teilen.", cancel: "Abbrechen", continue: "Fortfahren",
        alertKeys: "Enter fortfahren · Esc abbrechen",
        approvedInBrowser: "Sie haben Ihre PayPal-Zahlung bestätigt.",
        browserExplains: { "Der Link zurück zur App \($0) wurde hier im Browser geöffnet, weil die App ihn nicht übernommen hat." },
        openInApp: { "In der App \($0) öffnen" }, open: "App öffnen")

    /// "Face ID" has a no-break space: Japanese lines break between any two characters and at spaces.
    static let japanese = AppSwitchStrings(
        app: "PayPal", backTo: { "◀ \($0)" }, faceID: { "\($0)としてFace\u{00A0}IDでログインします。" }, useFaceID: "Face\u{00A0}IDを使用",
        usePassword: "パスワードでログイン", pay: { "\($0)に\($1)を支払う" }, save: { "\($0)にPayPalを保存" }, payWith: "支払い方法",
        payLater: "後払い：プランを選ぶ",
        payIn4: { "4回払い：本日\($0)、以降\($2)に\($1)ずつ" },
        payMonthly: { "月々払い\($0)か月：\($2)から月々\($1) · 実質年率\($3)% · 総額\($4)" }, payLaterChoice: "後払い", savedForLater: { "次回から素早く支払えるよう、PayPalを\($0)に保存します。" },
        payNow: "今すぐ支払う", agreeAndContinue: "同意して続行", cancelAndReturn: { "キャンセルして\($0)に戻る" }, oneMoment: "お待ちください…",
        faceIDKeys: "Enter Face ID · p パスワード · c キャンセル", loginKeys: "Tab 次の項目 · Enter ログイン · Esc キャンセル",
        payKey: "Enter 支払う", reviewKeys: "←→ 支払い方法 · c キャンセル", payLaterKey: "l 後払い", contact: "連絡先", contactKey: "k 連絡先を変更", homeKey: "h ホーム画面",
        homeScreenKeys: { "Enter \($0)を開く · p PayPalを開く" },
        alertTitle: { "“\($0)”がサインインのために“paypal.com”を使用しようとしています" },
        alertBody: "これにより、App と Web サイトの間であなたに関する情報が共有されます。", cancel: "キャンセル", continue: "続ける",
        alertKeys: "Enter 続ける · Esc キャンセル",
        approvedInBrowser: "PayPalでの支払いを承認しました。",
        browserExplains: { "App がリンクを開けなかったため、\($0)への戻りリンクがブラウザで開きました。" },
        openInApp: { "\($0) App で開く" }, open: "App を開く")
}
