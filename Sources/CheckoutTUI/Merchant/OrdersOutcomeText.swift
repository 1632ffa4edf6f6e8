import CheckoutFlows

/// What the merchant's app tells the shopper when a confirm payment, pay now or save PayPal checkout ends, in the seed's
/// words where it has them; never PayPal's raw error text alone.
enum OrdersOutcomeText {
    static func sentence(_ outcome: ConfirmPaymentFlow.Outcome) -> String {
        switch outcome {
        case .captured(let id, let status, let amount):
            "Payment captured: \(id) (\(status)), \(MerchantView.dollars(amount))."
        case .canceled:
            "Payment was cancelled. Your cart is still saved."
        case .failed(let error) where error.name == "VALIDATION_ERROR":
            "The PayPal button's configuration is invalid (VALIDATION_ERROR): "
                + error.details.map(\.description).joined(separator: " ") + " Change it above and press the button again."
        case .failed(let error) where error.details.first?.issue == notEligible:
            notEligibleSentence(error)
        case .failed(let error):
            "PayPal could not complete the payment (\(error.name)): \(error.message)" + debugId(error.debugId)
        case .authorizationFailed(let error):
            "Authorisation failed. Please try again. (\(error.code))" + debugId(error.debugId)
        case .captureFailed(let error):
            "Payment capture failed. Please contact support. (\(error.code))" + debugId(error.debugId)
        case .authorizationExpired:
            "Authorisation expired. Please restart payment."
        }
    }

    static func sentence(_ outcome: SavePayPalFlow.Outcome) -> String {
        switch outcome {
        case .saved(let wallet):
            "PayPal saved for the shopper (\(wallet.email.map(SavedWalletText.masked) ?? wallet.vaultId)): press w to pay with it, no sheet."
        case .canceled:
            "Saving PayPal was cancelled: nothing was saved."
        case .failed(let error) where error.details.first?.issue == notEligible:
            notEligibleSentence(error)
        case .failed(let error):
            "PayPal could not save the wallet (\(error.name)): \(error.message)" + debugId(error.debugId)
        case .notSaved(let error):
            "The buyer agreed, but the merchant's server could not save the wallet (\(error.code)). Try again." + debugId(error.debugId)
        }
    }

    /// PayPal answered a save with the token it keeps: the same account, saved again for the same customer.
    static func alreadySaved(_ wallet: SavedWallet) -> String {
        "PayPal (\(wallet.email.map(SavedWalletText.masked) ?? wallet.vaultId)) was already saved for the shopper: PayPal answered with "
            + "the token it keeps, \(wallet.vaultId); nothing new was saved."
    }

    private static let notEligible = "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"

    private static func notEligibleSentence(_ error: CallbackError) -> String {
        "PayPal does not let this merchant save wallets (\(notEligible)): set its vault eligibility back to Success "
            + "(e in the payment methods, m), or turn Save PayPal off." + debugId(error.debugId)
    }

    private static func debugId(_ id: String) -> String { id.isEmpty ? "" : " Debug id \(id)." }
}
