/// The words of the Braintree-hosted connect page, in the library's languages.
struct ConnectStrings: Sendable {
    var connect: @Sendable (String) -> String
    var logInTitle: String
    var signUpTitle: String
    var email: String
    var password: String
    var businessName: String
    var logIn: String
    var signUp: String
    var logInInstead: String
    var signUpInstead: String
    var finishLater: String
    var wouldLike: @Sendable (String) -> String
    var agreeAndReturn: String
    var deny: String
    var oneMoment: String
    var formKeys: String
    var authorizeKeys: String
    /// The permissions of a scope in this language; nil where the page's own (English) words serve.
    var permissions: @Sendable (String) -> [String]?
    /// What went wrong with the log-in or sign-up, by the page's error; nil for one it does not know.
    var refusal: @Sendable (String) -> String?
}

extension Language {
    var connectStrings: ConnectStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension ConnectStrings {
    static let english = ConnectStrings(
        connect: { "Connect with \($0)" }, logInTitle: "Log in to your Braintree account", signUpTitle: "Sign up for Braintree",
        email: "Email", password: "Password", businessName: "Business name", logIn: "Log In", signUp: "Sign Up",
        logInInstead: "Have an account? Log in", signUpInstead: "New to Braintree? Sign up", finishLater: "Finish Later",
        wouldLike: { "\($0) would like to:" }, agreeAndReturn: "Agree and Return", deny: "Deny", oneMoment: "One moment…",
        formKeys: "Tab move · Enter press the focused button · Esc Finish Later",
        authorizeKeys: "Enter Agree and Return · d Deny · f Finish Later", permissions: { _ in nil },
        refusal: { error in
            switch error {
            case "invalid_login": "The email or password is not right. Try again."
            case "invalid_email": "Enter an email address such as name@example.com."
            case "weak_password": "Choose a password of 8 characters or more."
            case "invalid_business_name": "Enter your business's name."
            case "email_taken": "That email has a Braintree account already: log in instead."
            default: nil
            }
        })

    static let german = ConnectStrings(
        connect: { "Mit \($0) verbinden" }, logInTitle: "Bei Ihrem Braintree-Konto einloggen", signUpTitle: "Bei Braintree registrieren",
        email: "E-Mail", password: "Passwort", businessName: "Firmenname", logIn: "Einloggen", signUp: "Registrieren",
        logInInstead: "Schon ein Konto? Einloggen", signUpInstead: "Neu bei Braintree? Registrieren", finishLater: "Später abschließen",
        wouldLike: { "\($0) möchte:" }, agreeAndReturn: "Zustimmen und zurück", deny: "Ablehnen", oneMoment: "Einen Moment…",
        formKeys: "Tab weiter · Enter Schaltfläche drücken · Esc später abschließen",
        authorizeKeys: "Enter Zustimmen und zurück · d Ablehnen · f später abschließen",
        permissions: { scope in
            switch scope {
            case "read_write": ["Transaktionen erstellen, ansehen und verwalten", "Kunden und ihre Zahlungsmethoden erstellen, ansehen und verwalten",
                                "Ihre Kontodaten ansehen"]
            case "read_only": ["Transaktionen ansehen", "Kunden und ihre Zahlungsmethoden ansehen", "Ihre Kontodaten ansehen"]
            case "shared_vault_transactions": ["Transaktionen mit Zahlungsmethoden erstellen, die der Partner gespeichert hat"]
            default: nil
            }
        },
        refusal: { error in
            switch error {
            case "invalid_login": "E-Mail oder Passwort ist nicht richtig. Bitte erneut versuchen."
            case "invalid_email": "Geben Sie eine E-Mail-Adresse wie name@example.com ein."
            case "weak_password": "Wählen Sie ein Passwort mit mindestens 8 Zeichen."
            case "invalid_business_name": "Geben Sie den Namen Ihres Unternehmens ein."
            case "email_taken": "Diese E-Mail hat schon ein Braintree-Konto: bitte einloggen."
            default: nil
            }
        })

    static let japanese = ConnectStrings(
        connect: { "\($0)と接続" }, logInTitle: "Braintreeアカウントにログイン", signUpTitle: "Braintreeに登録",
        email: "メールアドレス", password: "パスワード", businessName: "事業者名", logIn: "ログイン", signUp: "登録",
        logInInstead: "アカウントをお持ちの方はログイン", signUpInstead: "Braintreeが初めての方は登録", finishLater: "後で完了",
        wouldLike: { "\($0)が次を求めています：" }, agreeAndReturn: "同意して戻る", deny: "拒否", oneMoment: "お待ちください…",
        formKeys: "Tab 移動 · Enter ボタンを押す · Esc 後で完了",
        authorizeKeys: "Enter 同意して戻る · d 拒否 · f 後で完了",
        permissions: { scope in
            switch scope {
            case "read_write": ["取引の作成・表示・管理", "顧客とその支払い方法の作成・表示・管理", "アカウント情報の表示"]
            case "read_only": ["取引の表示", "顧客とその支払い方法の表示", "アカウント情報の表示"]
            case "shared_vault_transactions": ["パートナーが保存した支払い方法による取引の作成"]
            default: nil
            }
        },
        refusal: { error in
            switch error {
            case "invalid_login": "メールアドレスまたはパスワードが正しくありません。もう一度お試しください。"
            case "invalid_email": "name@example.com のようなメールアドレスを入力してください。"
            case "weak_password": "8文字以上のパスワードを設定してください。"
            case "invalid_business_name": "事業者名を入力してください。"
            case "email_taken": "このメールアドレスのBraintreeアカウントは既にあります。ログインしてください。"
            default: nil
            }
        })
}
