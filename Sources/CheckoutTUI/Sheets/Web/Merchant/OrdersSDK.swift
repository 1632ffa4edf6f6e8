import CheckoutFlows

/// The SDK the merchant's app checks out through in an Orders flow, which decides how the checkout's end reaches
/// the app.
enum OrdersSDK: Equatable, Sendable {
    /// The confirm payment seed's `PayPalButtonComponentConfig`: the SDK checks the button and makes the order, and
    /// its closures `onApprove`, `onCancel` and `onError` hear how it ended.
    case buttonComponent
    /// The Save PayPal seed's iOS SDK: the merchant's server makes the order, `PayPalWebCheckoutClient.start(request:)`
    /// opens PayPal's web checkout on it, and the client's delegate hears how it ended.
    case webCheckoutClient

    /// The event pane's line for a callback of the flow; with the iOS SDK, a refusal before the SDK was started is
    /// the merchant app's own, a note.
    func line(_ callback: ConfirmPaymentFlow.Callback, started: Bool) -> (kind: EventLine.Kind, text: String) {
        switch (self, callback) {
        case (.buttonComponent, _): (.callback, CallbackText.line(callback))
        case (.webCheckoutClient, .onError(let error)) where !started:
            (.note, CallbackText.beforeStart(error, starting: "PayPalWebCheckoutClient.start(request:)"))
        case (.webCheckoutClient, _): (.callback, CallbackText.delegateLine(callback))
        }
    }
}
