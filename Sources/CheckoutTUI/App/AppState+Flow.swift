import CheckoutFlows
import PayPalAPI

/// Handing events to the checkout flow, and recording the callbacks the merchant receives.
extension AppState {
    // MARK: The flow

    /// Hands an event to the checkout flow and turns its effects into the loop's work.
    public mutating func send(_ event: CheckoutFlow.Event) -> [AppEffect] {
        guard var sheet = library else { return [] }
        let before = sheet.flow.screen
        let effects = sheet.flow.handle(event)
        if sheet.flow.screen != before, !sheet.flow.isWorking {
            sheet.focus = sheet.refocus.flatMap(sheet.controls.firstIndex(of:)) ?? 0
            sheet.refocus = nil
        }
        library = sheet.flow.isClosed ? nil : sheet
        var work: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .callback(let callback): record(callback, of: sheet.flow)
            case .finishAfterPause: work.append(.finishAfterPause)
            case .adjustAmounts(let amounts, let address): work += adjustAmounts(amounts, for: address)
            default: work.append(.call(effect))
            }
        }
        return work
    }

    /// The merchant app's adjust-amounts callback answers at once, as an MPL delegate method does.
    private mutating func adjustAmounts(_ amounts: AdjustableAmounts, for address: AddressSummary) -> [AppEffect] {
        let answer = merchant.dynamicAmounts.rules.adjust(amounts, for: address)
        let outcome = switch answer {
        case .success(let adjusted): adjusted.summary
        case .failure(let error): error.rawValue
        }
        log(.callback, "\(amounts.callName(for: address)) → \(outcome)")
        return send(.answered(answer))
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
            merchant.result = "Failed: \(code) \(message)" + (correlationId.isEmpty ? "" : " (correlation id \(correlationId))")
        case .paymentLibraryExit:
            log(.callback, "paymentLibraryExit()")
        }
    }
}
