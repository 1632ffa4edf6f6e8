import CheckoutFlows

/// What the merchant's app says when Venmo ends, and `tokenize`'s completion as the event pane shows it: the sale
/// and whose Venmo paid, the vaulted account, or why not, never the SDK's raw text alone.
enum VenmoOutcomeText {
    static func sentence(_ outcome: VenmoFlow.Outcome) -> String {
        switch outcome {
        case .paid(let sale):
            "Paid: Braintree transaction \(sale.id) (\(sale.status)), $\(sale.amount)" + (sale.venmoUsername.map { ", Venmo @\($0)" } ?? "")
                + (sale.paymentMethodToken.map { ", Venmo saved as payment method \($0)" } ?? "") + "."
        case .vaulted(let account, let customer):
            "Venmo saved" + (account.username.map { ": @\($0)" } ?? "") + (customer.map { " for customer \($0)" } ?? "")
                + ", vaulted nonce \(account.nonce): the next purchase needs no approval."
        case .canceled:
            "Venmo was cancelled (BTVenmoError 10): nothing was paid. Press the button to try again."
        case .failed(let error, let detail):
            "Venmo could not finish (BTVenmoError \(error.rawValue)): \(error.message)" + (detail.map { " \($0)" } ?? "")
        case .refused(let error):
            "Venmo could not finish: Braintree refused the SDK's call (\(error.code)): \(error.message)"
        case .declined(let error):
            "The merchant's server was refused by Braintree (\(error.code)): \(Sentences.closed(error.message)) Nothing was charged."
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
