/// The words of PayPal's web checkout sheet in one language; the words it shares with the library's sheet
/// (email, password, funding, refusals…) come from `LibraryStrings`.
struct WebStrings: Sendable {
    var logInTitle: String
    var payWith: String
    var noShipping: String
    var shipsToProvided: String
    var continueLabel: String
    var payNow: String
    var cancelAndReturn: @Sendable (_ merchant: String) -> String
    /// Under "Continue": the order is reviewed at the merchant before it is paid.
    var continueHint: @Sendable (_ merchant: String) -> String
    /// Under "Pay Now": approving is paying.
    var payNowHint: @Sendable (_ merchant: String) -> String
    /// Save PayPal with the purchase: what the buyer consents to.
    var saveConsent: @Sendable (_ merchant: String) -> String
    /// Saving PayPal with no purchase: the sheet's summary line, its title, what the buyer agrees to, the button.
    var saveSummary: String
    var saveTitle: @Sendable (_ merchant: String) -> String
    var saveTerms: @Sendable (_ merchant: String) -> String
    var agreeAndContinue: String
    var saving: String
    var creatingOrder: String
    var loadingOrder: String
    var approving: String
    /// The approval's answer was lost, and PayPal is asked whether it was made.
    var checkingApproval: String
    /// The approval's answer was lost, and PayPal says the order was not approved.
    var notApproved: String
    /// The agreement's answer was lost, and PayPal says the wallet was not saved.
    var notSaved: String
    var returning: @Sendable (_ merchant: String) -> String
    /// The sheet's keys, on the terminal's last line while it is open.
    var keys: String
}

extension Language {
    var webStrings: WebStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}
