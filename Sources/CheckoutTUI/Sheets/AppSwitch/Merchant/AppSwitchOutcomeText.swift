import CheckoutFlows

/// What the merchant's app says when App Switch ends: the sale and the vaulted token, or why not, never the SDK's
/// raw text alone.
enum AppSwitchOutcomeText {
    static func sentence(_ outcome: AppSwitchFlow.Outcome, request: AppSwitchRequest) -> String {
        switch outcome {
        case .paid(let sale):
            "Paid: Braintree transaction \(sale.id) (\(sale.status)), $\(sale.amount)"
                + (sale.paymentMethodToken.map { ", PayPal saved as payment method \($0)" } ?? "")
                + (request.kind.vaults && sale.paymentMethodToken == nil ? ", but the gateway vaulted nothing" : "")
                + (sale.recipient.map { "; payer: \(sale.payerEmail ?? "not named"), contact: \($0.text)" } ?? "") + "."
        case .saved(let token, let email):
            "PayPal saved as payment method \(token)" + (email.map { " for \($0)" } ?? "") + ": the next purchase needs no approval."
        case .canceled:
            "PayPal was cancelled (BTPayPalError 1): nothing was paid. Press the button to try again."
        case .failed(let error, let detail):
            "PayPal could not finish (BTPayPalError \(error.rawValue)): \(error.message)" + (detail.map { " \($0)" } ?? "")
        case .declined(let error):
            "The merchant's server was refused by Braintree (\(error.code)): \(Sentences.closed(error.message)) Nothing was charged."
        }
    }
}
