import CheckoutFlows

/// What the merchant's app tells the shopper when a confirm payment, pay now or save PayPal checkout ends, in the seed's
/// words where it has them; never PayPal's raw error text alone.
enum OrdersOutcomeText {
    static func sentence(_ outcome: ConfirmPaymentFlow.Outcome, language: Language) -> String {
        let words = language.merchantStrings
        switch outcome {
        case .captured(let id, let status, let amount):
            return words.captured(id, status, language.strings.money(amount))
        case .canceled:
            return words.paymentCanceled
        case .failed(let error) where error.name == "VALIDATION_ERROR":
            return words.invalidConfiguration(error.details.map(\.description).joined(separator: " "))
        case .failed(let error) where error.details.first?.issue == notEligible:
            return notEligibleSentence(error, language)
        case .failed(let error):
            return debugId(words.paymentFailed(error.name, error.message), error.debugId, language)
        case .authorizationFailed(let error):
            return debugId(words.authorizationFailed(error.code), error.debugId, language)
        case .captureFailed(let error):
            return debugId(words.captureFailed(error.code), error.debugId, language)
        case .authorizationExpired:
            return language.confirmationStrings.authorizationExpired
        }
    }

    static func sentence(_ outcome: SavePayPalFlow.Outcome, language: Language) -> String {
        let words = language.merchantStrings
        switch outcome {
        case .saved(let wallet):
            return words.walletSaved(wallet.email.map(SavedWalletText.masked) ?? wallet.vaultId)
        case .canceled:
            return words.saveCanceled
        case .failed(let error) where error.details.first?.issue == notEligible:
            return notEligibleSentence(error, language)
        case .failed(let error):
            return debugId(words.saveFailed(error.name, error.message), error.debugId, language)
        case .notSaved(let error):
            return debugId(words.notSaved(error.code), error.debugId, language)
        }
    }

    /// PayPal answered a save with the token it keeps: the same account, saved again for the same customer.
    static func alreadySaved(_ wallet: SavedWallet, language: Language) -> String {
        language.merchantStrings.alreadySaved(wallet.email.map(SavedWalletText.masked) ?? wallet.vaultId, wallet.vaultId)
    }

    private static let notEligible = "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"

    private static func notEligibleSentence(_ error: CallbackError, _ language: Language) -> String {
        debugId(language.merchantStrings.notEligible(notEligible), error.debugId, language)
    }

    /// The sentence, then PayPal's debug id where it gave one.
    private static func debugId(_ sentence: String, _ id: String, _ language: Language) -> String {
        id.isEmpty ? sentence : Sentences.joined(sentence, language.confirmationStrings.debugId(id))
    }
}
