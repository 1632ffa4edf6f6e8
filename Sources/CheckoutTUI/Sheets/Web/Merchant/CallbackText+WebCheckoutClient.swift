import CheckoutFlows

/// The callbacks of the PayPal iOS SDK's `PayPalWebCheckoutClient`, as the Save PayPal seed has them: its delegate
/// hears how the web checkout ended (`PayPalWebCheckoutDelegate`) or how the vault without purchase did
/// (`PayPalVaultDelegate`), the result as a Swift value and a failure as a `CoreSDKError`.
extension CallbackText {
    /// The domain of the SDK's errors; PayPal's refusal ends the web session, the SDK's code 1.
    static let sdkErrorDomain = "PayPalClientErrorDomain"
    static let webSessionError = 1

    static func delegateLine(_ callback: ConfirmPaymentFlow.Callback) -> String {
        switch callback {
        case .onApprove(let data):
            "payPal(_:didFinishWithResult:) PayPalWebCheckoutResult(orderID: \(quoted(data.orderID)), payerID: \(quoted(data.payerID)))"
        case .onCancel: "payPalDidCancel(_:)"
        case .onError(let error): "payPal(_:didFinishWithError:) " + coreSDKError(error)
        }
    }

    static func delegateLine(_ callback: SavePayPalFlow.Callback) -> String {
        switch callback {
        case .onApprove(let result):
            "paypal(_:didFinishWithVaultResult:) PayPalVaultResult(tokenID: \(quoted(result.tokenID)), approvalSessionID: \(quoted(result.approvalSessionID)))"
        case .onCancel: "paypalDidCancel(_:)"
        case .onError(let error): "paypal(_:didFinishWithVaultError:) " + coreSDKError(error)
        }
    }

    /// A refusal before the merchant's app started the SDK (its own checks, or its server's call for the order or
    /// the setup token): no delegate hears of it, the app handles it itself.
    static func beforeStart(_ error: CallbackError, starting call: String) -> String {
        "merchant app: \(call) is never called, as there is nothing to open: \(error.name): "
            + error.details.map { "\($0.issue): \($0.description)" }.joined(separator: " ") + debugId(error)
    }

    private static func coreSDKError(_ error: CallbackError) -> String {
        "CoreSDKError(code: \(webSessionError), domain: \(quoted(sdkErrorDomain)), errorDescription: \(quoted("\(error.name): \(error.message)")))"
            + debugId(error)
    }
}
