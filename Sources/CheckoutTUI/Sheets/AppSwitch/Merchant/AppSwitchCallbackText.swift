import CheckoutFlows
import PayPalAPI

extension CallbackText {
    /// What Braintree's SDK tells the merchant's app: `tokenize`'s completion with a nonce or an error (the
    /// analytics events it logs, and the way back, are notes of their own).
    static func line(_ callback: AppSwitchFlow.Callback) -> String {
        switch callback {
        case .analytics(let event): "analytics \(event)"
        case .returned(.universalLink(let url)): "the PayPal app returned by universal link \(url): iOS opens the app"
        case .returned(.fallbackScheme(let url)): "the PayPal app returned by the fallback scheme \(url): the link is not claimed, the scheme opens the app"
        case .returned(.website(let url)): "the PayPal app returned by the website \(url): with no claimed link and no scheme, it opens in the browser"
        case .merchantServer(let line): "merchant's server " + line
        case .foreground: "sceneWillEnterForeground: the app takes its spinner away, and the buyer goes on where they left off"
        case .nonce(let nonce):
            "tokenize completion: BTPayPalAccountNonce {nonce: \(nonce.nonce), email: \(nonce.email ?? "none")"
                + (nonce.details?.creditFinancingOffered.map(financing) ?? "") + "}"
        case .error(let error, let detail):
            "tokenize completion: error \(BTPayPalError.domain) \(error.rawValue): \(error.message)" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// The nonce's `creditFinancing`: a Pay Later plan the buyer took.
    private static func financing(_ financing: BraintreePayPalClient.PayPalAccountNonce.Details.CreditFinancing) -> String {
        ", creditFinancing: {term: \(financing.term ?? 0), monthlyPayment: \(financing.monthlyPayment?.value ?? "?"), totalCost: \(financing.totalCost?.value ?? "?")}"
    }
}
