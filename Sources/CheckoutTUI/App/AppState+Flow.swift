import CheckoutFlows

/// Handing events to the checkout flow, and recording the callbacks the merchant receives.
extension AppState {
    // MARK: The flow

    /// Hands an event to the checkout flow and turns its effects into the loop's work.
    public mutating func send(_ event: CheckoutFlow.Event) -> [AppEffect] {
        guard var sheet = library else { return [] }
        let before = sheet.flow.screen
        let effects = sheet.flow.handle(event)
        if sheet.flow.screen != before { sheet.focus = 0 }
        library = sheet.flow.isClosed ? nil : sheet
        var work: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .callback(let callback): record(callback, of: sheet.flow)
            case .finishAfterPause: work.append(.finishAfterPause)
            default: work.append(.call(effect))
            }
        }
        return work
    }

    private mutating func record(_ callback: MerchantCallback, of flow: CheckoutFlow) {
        switch callback {
        case .paymentSuccess(let key, let status) where flow.order == nil:
            log(.callback, "paymentSuccess(preapprovalKey: \(key), status: \(status))")
            merchant.result = "Preapproval confirmed: \(key). Pick \"Preapproved payment with PIN\" to take a payment."
            if let email = flow.session?.buyer.email { merchant.preapproval = .init(key: key, senderEmail: email) }
        case .paymentSuccess(let key, let status):
            log(.callback, "paymentSuccess(payKey: \(key), status: \(status))")
            merchant.result = "Paid: \(key) (\(status))"
        case .paymentCanceled:
            log(.callback, "paymentCanceled()")
            merchant.result = "Canceled by the buyer."
        case .paymentFailed(let correlationId, let code, let message):
            log(.callback, "paymentFailed(correlationID: \(correlationId), errorCode: \(code), errorMessage: \(message))")
            merchant.result = "Failed: \(code) \(message) (correlation id \(correlationId))"
        case .paymentLibraryExit:
            log(.callback, "paymentLibraryExit()")
        }
    }
}
