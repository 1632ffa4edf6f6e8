import CheckoutFlows

/// What the merchant's app says when Venmo ends, and `tokenize`'s completion as the event pane shows it: the sale
/// and whose Venmo paid, the vaulted account, or why not, never the SDK's raw text alone.
enum VenmoOutcomeText {
    static func sentence(_ outcome: VenmoFlow.Outcome, language: Language) -> String {
        let words = language.merchantStrings
        switch outcome {
        case .paid(let sale):
            return words.paid(sale.id, sale.status, MerchantView.money(sale.amount, language)) + (sale.venmoUsername.map(words.paidByVenmo) ?? "")
                + (sale.paymentMethodToken.map { words.savedWithSale("Venmo", $0) } ?? "") + words.fullStop
        case .vaulted(let account, let customer):
            return words.venmoSaved(account.username, customer, account.nonce)
        case .canceled:
            return words.canceled("Venmo", "BTVenmoError 10")
        case .failed(let error, let detail):
            return words.couldNotFinish("Venmo", "BTVenmoError \(error.rawValue)") + error.message + (detail.map { " \($0)" } ?? "")
        case .refused(let error):
            return words.sdkCallRefused(error.code) + error.message
        case .declined(let error):
            return AppSwitchOutcomeText.declined(error.code, error.message, words)
        }
    }

    /// A callback as the event pane shows it.
    static func line(_ callback: VenmoFlow.Callback) -> String {
        switch callback {
        case .analytics(let event): "analytics \(event)"
        case .nonce(let account):
            "tokenize completion: BTVenmoAccountNonce {nonce: \(account.nonce), username: \(account.username ?? "none"), email: \(account.email ?? "none")}"
        case .error(let error, let detail):
            "tokenize completion: error \(BTVenmoError.domain) \(error.rawValue): \(error.message)" + (detail.map { " (\($0))" } ?? "")
        case .failure(let error):
            "tokenize completion: error \(error.code): \(error.message)"
        }
    }
}
