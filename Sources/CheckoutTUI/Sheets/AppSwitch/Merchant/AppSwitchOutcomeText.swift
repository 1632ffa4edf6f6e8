import CheckoutFlows

/// What the merchant's app says when App Switch ends: the sale and the vaulted token, or why not, never the SDK's
/// raw text alone.
enum AppSwitchOutcomeText {
    static func sentence(_ outcome: AppSwitchFlow.Outcome, request: AppSwitchRequest, language: Language) -> String {
        let words = language.merchantStrings
        switch outcome {
        case .paid(let sale):
            return words.paid(sale.id, sale.status, MerchantView.money(sale.amount, language))
                + (sale.paymentMethodToken.map { words.savedWithSale("PayPal", $0) } ?? "")
                + (request.kind.vaults && sale.paymentMethodToken == nil ? words.vaultedNothing : "")
                + (sale.recipient.map { words.contact(sale.payerEmail ?? "—", $0.text) } ?? "") + words.fullStop
        case .saved(let token, let email):
            return words.payPalSaved(token, email)
        case .canceled:
            return words.canceled("PayPal", "BTPayPalError 1")
        case .failed(let error, let detail):
            return words.couldNotFinish("PayPal", "BTPayPalError \(error.rawValue)") + error.message + (detail.map { " \($0)" } ?? "")
        case .declined(let error):
            return declined(error.code, error.message, words)
        }
    }

    /// The merchant's server's sale refused by the gateway: its words, then that nothing was charged.
    static func declined(_ code: String, _ message: String, _ words: MerchantStrings) -> String {
        Sentences.joined(words.serverDeclined(code) + Sentences.closed(message), words.nothingCharged)
    }
}
