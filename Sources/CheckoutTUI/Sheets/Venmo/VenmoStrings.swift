/// The words of the Venmo app and of venmo.com, in the library's languages (PayTerm's own: no source shows Venmo's
/// screens); the log-in's field names are the library's own.
struct VenmoStrings: Sendable {
    var app: String
    var backTo: @Sendable (String) -> String
    var opening: String
    var logInTitle: String
    var logIn: String
    var payTo: @Sendable (String) -> String
    /// The title of a paysheet with no amount: the buyer connects their Venmo for later payments.
    var connectTo: @Sendable (String) -> String
    /// Shown unless the merchant's app said the amount is final (`isFinalAmount`).
    var subjectToChange: String
    var payingAs: @Sendable (String) -> String
    /// A `MULTI_USE` paysheet: the merchant may charge the account again.
    var futurePayments: @Sendable (String) -> String
    var pay: String
    var connect: String
    var cancelAndReturn: @Sendable (String) -> String
    var oneMoment: String
    var loginKeys: String
    var paysheetKeys: String
    /// A paysheet with no amount: Enter connects the account.
    var connectKeys: String
    var helpTitle: String
    var help: [HelpEntry]
}

extension Language {
    var venmoStrings: VenmoStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }

    /// The Venmo screens' help: their keys, then those that work anywhere, in the language, as every sheet's help
    /// ends.
    var venmoHelp: Help { helpWords.help(venmoStrings.helpTitle, venmoStrings.help) }
}

extension VenmoStrings {
    static let english = VenmoStrings(
        app: "Venmo", backTo: { "◀ \($0)" }, opening: "Opening Venmo…", logInTitle: "Log in to Venmo", logIn: "Log In",
        payTo: { "Pay \($0)" }, connectTo: { "Connect Venmo to \($0)" }, subjectToChange: "Amount subject to change",
        payingAs: { "Paying as \($0)" }, futurePayments: { "\($0) may charge your Venmo for later purchases." },
        pay: "Pay", connect: "Connect", cancelAndReturn: { "Cancel and return to \($0)" }, oneMoment: "One moment…",
        loginKeys: "Tab next field · Enter log in · Esc cancel", paysheetKeys: "Enter pay · c cancel", connectKeys: "Enter connect · c cancel",
        helpTitle: "Help: Venmo",
        help: [
            HelpEntry(keys: "Tab", meaning: "move between the email and the password"),
            HelpEntry(keys: "Enter", meaning: "log in; on the paysheet, pay (or connect)"),
            HelpEntry(keys: "c / Esc", meaning: "cancel and return to the merchant's app"),
        ])

    static let german = VenmoStrings(
        app: "Venmo", backTo: { "◀ \($0)" }, opening: "Venmo wird geöffnet…", logInTitle: "Bei Venmo einloggen", logIn: "Einloggen",
        payTo: { "An \($0) zahlen" }, connectTo: { "Venmo mit \($0) verbinden" }, subjectToChange: "Betrag kann sich ändern",
        payingAs: { "Sie zahlen als \($0)" }, futurePayments: { "\($0) darf Ihr Venmo für spätere Einkäufe belasten." },
        pay: "Zahlen", connect: "Verbinden", cancelAndReturn: { "Abbrechen und zurück zu \($0)" }, oneMoment: "Einen Moment…",
        loginKeys: "Tab nächstes Feld · Enter einloggen · Esc abbrechen", paysheetKeys: "Enter zahlen · c abbrechen", connectKeys: "Enter verbinden · c abbrechen",
        helpTitle: "Hilfe: Venmo",
        help: [
            HelpEntry(keys: "Tab", meaning: "zwischen E-Mail und Passwort wechseln"),
            HelpEntry(keys: "Enter", meaning: "einloggen; im Zahlungsblatt zahlen (oder verbinden)"),
            HelpEntry(keys: "c / Esc", meaning: "abbrechen und zur App des Händlers zurück"),
        ])

    static let japanese = VenmoStrings(
        app: "Venmo", backTo: { "◀ \($0)" }, opening: "Venmoを開いています…", logInTitle: "Venmoにログイン", logIn: "ログイン",
        payTo: { "\($0)に支払う" }, connectTo: { "Venmoを\($0)に接続" }, subjectToChange: "金額は変更される場合があります",
        payingAs: { "\($0)として支払います" }, futurePayments: { "\($0)は今後の購入でVenmoに請求できます。" },
        pay: "支払う", connect: "接続する", cancelAndReturn: { "キャンセルして\($0)に戻る" }, oneMoment: "お待ちください…",
        loginKeys: "Tab 次の項目 · Enter ログイン · Esc キャンセル", paysheetKeys: "Enter 支払う · c キャンセル", connectKeys: "Enter 接続する · c キャンセル",
        helpTitle: "ヘルプ：Venmo",
        help: [
            HelpEntry(keys: "Tab", meaning: "メールアドレスとパスワードを切り替える"),
            HelpEntry(keys: "Enter", meaning: "ログイン。支払い画面では支払う（または接続する）"),
            HelpEntry(keys: "c / Esc", meaning: "キャンセルして加盟店のAppに戻る"),
        ])
}
