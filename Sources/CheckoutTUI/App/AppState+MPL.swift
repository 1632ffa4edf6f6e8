import CheckoutFlows
import PayPalAPI

/// The MPL checkout's events and callbacks: handing events to its flow, answering its adjust-amounts callback
/// as the merchant's app, and recording what the merchant is told.
extension AppState {
    /// Hands an event to the open MPL checkout and returns the work its effects ask for.
    public mutating func send(_ event: MPLFlow.Event) -> [AppEffect] {
        guard var sheet = library else { return [] }
        let before = sheet.flow.screen
        let effects = sheet.flow.handle(event)
        if sheet.flow.screen != before, !sheet.flow.isWorking {
            if case .login(.refused?) = sheet.flow.screen {
                // The secret typed is wrong or spent: it is cleared and takes the focus, so the next thing typed
                // goes where it is masked, never into the email field in clear.
                sheet.login.clearSecret()
                sheet.refocus = .secret
            }
            sheet.focus = sheet.refocus.flatMap(sheet.controls.firstIndex(of:)) ?? 0
            sheet.refocus = nil
            sheet.scroll = 0
        }
        library = sheet.flow.isClosed ? nil : sheet
        keepFocusInView()
        var work: [FlowEffect<MPLFlow>] = []
        var answers: [MPLFlow.Event] = []
        for effect in effects {
            switch effect {
            case .callback(.merchant(let callback)): record(callback, of: sheet.flow)
            case .callback(.adjustAmounts(let amounts, let address)): answers.append(adjustAmounts(amounts, for: address))
            case .call, .timer: work.append(effect)
            }
        }
        return (work.isEmpty ? [] : [.mpl(sheet.checkout, work)]) + answers.flatMap { send($0) }
    }

    /// An event for an MPL checkout from its runner: handed to it when it is the checkout open, else dropped and
    /// said so, as a late answer for a checkout the buyer has left must never reach the next one.
    mutating func receive(_ answer: Tagged<MPLFlow.Event>) -> [AppEffect] {
        guard let sheet = library, sheet.checkout == answer.checkout else {
            log(.note, "Dropped: an answer for \(answer.checkout), which is no longer open (\(answer.event.name))")
            return []
        }
        return send(answer.event)
    }

    /// The merchant app's adjust-amounts callback answers at once, as an MPL delegate method does.
    private mutating func adjustAmounts(_ amounts: AdjustableAmounts, for address: AddressSummary) -> MPLFlow.Event {
        let answer = merchant.dynamicAmounts.rules.adjust(amounts, for: address)
        let outcome = switch answer {
        case .success(let adjusted): adjusted.summary
        case .failure(let error): error.rawValue
        }
        log(.callback, "\(amounts.callName(for: address)) → \(outcome)")
        return .answered(answer)
    }

    /// Logs a callback as the merchant receives it; what the app shows for it waits for `paymentLibraryExit`.
    private mutating func record(_ callback: MerchantCallback, of flow: MPLFlow) {
        switch callback {
        case .paymentSuccess(let key, let status) where flow.order == nil:
            log(.callback, "paymentSuccess(preapprovalKey: \(key), status: \(status))")
            let preapproval = flow.session.map { MerchantState.ConfirmedPreapproval(key: key, senderEmail: $0.buyer.email) }
            merchant.pendingOutcome = .init(
                result: "Preapproval confirmed: \(key). Pick \"Preapproved payment with PIN\" to take a payment.", preapproval: preapproval)
        case .paymentSuccess(let key, let status):
            log(.callback, "paymentSuccess(payKey: \(key), status: \(status))")
            merchant.pendingOutcome = .init(result: "Paid: \(key) (\(status))")
        case .paymentCanceled:
            log(.callback, "paymentCanceled()")
            merchant.pendingOutcome = .init(result: "Canceled by the buyer.")
        case .paymentFailed(let correlationId, let code, let message):
            log(.callback, "paymentFailed(correlationID: \(correlationId), errorCode: \(code), errorMessage: \(message))")
            merchant.pendingOutcome = .init(result: "Failed: \(code) \(message)" + (correlationId.isEmpty ? "" : " (correlation id \(correlationId))"))
        case .paymentLibraryExit:
            log(.callback, "paymentLibraryExit()")
            if let outcome = merchant.pendingOutcome {
                merchant.result = outcome.result
                if let preapproval = outcome.preapproval { merchant.preapproval = preapproval }
            }
            merchant.pendingOutcome = nil
        }
    }
}
